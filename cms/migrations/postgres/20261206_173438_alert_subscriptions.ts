import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 45: parents' alerts by e-mail (features/alert-subscriptions/): the subscriptions, nobody may read,
// the office's counts of what was sent, and the jobs that mail them.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alert_subscriptions_channel" AS ENUM('email', 'push');
  CREATE TYPE "public"."enum_alert_subscriptions_topic" AS ENUM('urgent', 'all');
  CREATE TYPE "public"."enum_alert_subscriptions_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_alert_deliveries_kind" AS ENUM('urgent', 'notice', 'digest');
  ALTER TYPE "public"."enum_privacy_notices_form" ADD VALUE 'alerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'delete-unconfirmed-alert-subscriptions' BEFORE 'send-message-mail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-alert-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliver-alerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-alert-digests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'delete-unconfirmed-alert-subscriptions' BEFORE 'send-message-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-alert-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliver-alerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-alert-digests';
  CREATE TABLE "alert_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"channel" "enum_alert_subscriptions_channel" DEFAULT 'email' NOT NULL,
  	"topic" "enum_alert_subscriptions_topic" NOT NULL,
  	"language" "enum_alert_subscriptions_language" DEFAULT 'en' NOT NULL,
  	"email" varchar,
  	"salt" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"consent_notice_id" integer NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"hour_window_start" timestamp(3) with time zone,
  	"hour_count" numeric DEFAULT 0,
  	"digest" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"kind" "enum_alert_deliveries_kind" NOT NULL,
  	"title" varchar,
  	"source" numeric,
  	"sent" numeric DEFAULT 0 NOT NULL,
  	"failed" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_deliveries_id" integer;
  ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_consent_notice_id_privacy_notices_id_fk" FOREIGN KEY ("consent_notice_id") REFERENCES "public"."privacy_notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alert_subscriptions_school_idx" ON "alert_subscriptions" USING btree ("school_id");
  CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");
  CREATE INDEX "alert_subscriptions_confirmed_at_idx" ON "alert_subscriptions" USING btree ("confirmed_at");
  CREATE INDEX "alert_subscriptions_consent_consent_notice_idx" ON "alert_subscriptions" USING btree ("consent_notice_id");
  CREATE INDEX "alert_subscriptions_updated_at_idx" ON "alert_subscriptions" USING btree ("updated_at");
  CREATE INDEX "alert_subscriptions_created_at_idx" ON "alert_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "school_channel_email_idx" ON "alert_subscriptions" USING btree ("school_id","channel","email");
  CREATE INDEX "alert_deliveries_school_idx" ON "alert_deliveries" USING btree ("school_id");
  CREATE INDEX "alert_deliveries_source_idx" ON "alert_deliveries" USING btree ("source");
  CREATE INDEX "alert_deliveries_updated_at_idx" ON "alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "alert_deliveries_created_at_idx" ON "alert_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk" FOREIGN KEY ("alert_subscriptions_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk" FOREIGN KEY ("alert_deliveries_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_deliveries_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alert_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alert_subscriptions" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk";
  
  ALTER TABLE "privacy_notices" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_privacy_notices_form";
  CREATE TYPE "public"."enum_privacy_notices_form" AS ENUM('enquiry', 'contact', 'grievance');
  ALTER TABLE "privacy_notices" ALTER COLUMN "form" SET DATA TYPE "public"."enum_privacy_notices_form" USING "form"::"public"."enum_privacy_notices_form";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'delete-old-tc-lookups', 'delete-old-messages', 'send-message-mail', 'send-password-reset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'delete-old-tc-lookups', 'delete-old-messages', 'send-message-mail', 'send-password-reset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_deliveries_id";
  DROP TYPE "public"."enum_alert_subscriptions_channel";
  DROP TYPE "public"."enum_alert_subscriptions_topic";
  DROP TYPE "public"."enum_alert_subscriptions_language";
  DROP TYPE "public"."enum_alert_deliveries_kind";`)
}
