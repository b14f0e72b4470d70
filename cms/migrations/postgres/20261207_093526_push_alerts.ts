import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 45: alerts on a device by Web Push (features/alert-subscriptions/delivery-push.ts): a device's
// endpoint and keys, since when it has refused pushes, the channel of each row of counts, and the push job.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alert_deliveries_channel" AS ENUM('email', 'push');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'push-alerts' BEFORE 'send-alert-digests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'push-alerts' BEFORE 'send-alert-digests';
  ALTER TABLE "alert_subscriptions" ADD COLUMN "endpoint" varchar;
  ALTER TABLE "alert_subscriptions" ADD COLUMN "p256dh" varchar;
  ALTER TABLE "alert_subscriptions" ADD COLUMN "auth" varchar;
  ALTER TABLE "alert_subscriptions" ADD COLUMN "silent_since" timestamp(3) with time zone;
  ALTER TABLE "alert_deliveries" ADD COLUMN "channel" "enum_alert_deliveries_channel" DEFAULT 'email' NOT NULL;
  CREATE INDEX "alert_subscriptions_endpoint_idx" ON "alert_subscriptions" USING btree ("endpoint");
  CREATE UNIQUE INDEX "school_channel_endpoint_idx" ON "alert_subscriptions" USING btree ("school_id","channel","endpoint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'delete-old-tc-lookups', 'delete-old-messages', 'delete-unconfirmed-alert-subscriptions', 'send-message-mail', 'send-password-reset', 'send-alert-confirmation', 'deliver-alerts', 'send-alert-digests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'delete-old-tc-lookups', 'delete-old-messages', 'delete-unconfirmed-alert-subscriptions', 'send-message-mail', 'send-password-reset', 'send-alert-confirmation', 'deliver-alerts', 'send-alert-digests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "alert_subscriptions_endpoint_idx";
  DROP INDEX "school_channel_endpoint_idx";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "endpoint";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "p256dh";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "auth";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "silent_since";
  ALTER TABLE "alert_deliveries" DROP COLUMN "channel";
  DROP TYPE "public"."enum_alert_deliveries_channel";`)
}
