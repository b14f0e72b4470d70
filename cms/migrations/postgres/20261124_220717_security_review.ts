import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 26 (the security review): sign-in limits, TC lookup limits, files behind drafts, the jobs queue
// for retention. Payload's per-account lock columns (users.login_attempts, lock_until) stay for the old
// replicas of a rolling update, which still read them; the next migration drops them.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'delete-old-tc-lookups');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'delete-old-tc-lookups');
  ALTER TYPE "public"."enum_transfer_certificate_lookups_outcome" ADD VALUE 'number blocked' BEFORE 'rate-limited';
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "notices_rels" ADD COLUMN "images_id" integer;
  ALTER TABLE "_notices_v_rels" ADD COLUMN "images_id" integer;
  ALTER TABLE "documents" ADD COLUMN "public" boolean DEFAULT false;
  ALTER TABLE "documents" ADD COLUMN "used_by" varchar;
  ALTER TABLE "images" ADD COLUMN "public" boolean DEFAULT false;
  ALTER TABLE "images" ADD COLUMN "used_by" varchar;
  ALTER TABLE "transfer_certificates" ADD COLUMN "lookups_blocked_on" timestamp(3) with time zone;
  ALTER TABLE "transfer_certificate_lookups" ADD COLUMN "count" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "transfer_certificate_lookups" ADD COLUMN "address_hour" varchar;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_documents_id_idx" ON "pages_rels" USING btree ("documents_id");
  CREATE INDEX "pages_rels_images_id_idx" ON "pages_rels" USING btree ("images_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_documents_id_idx" ON "_pages_v_rels" USING btree ("documents_id");
  CREATE INDEX "_pages_v_rels_images_id_idx" ON "_pages_v_rels" USING btree ("images_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notices_rels_images_id_idx" ON "notices_rels" USING btree ("images_id");
  CREATE INDEX "_notices_v_rels_images_id_idx" ON "_notices_v_rels" USING btree ("images_id");
  CREATE INDEX "transfer_certificates_lookups_blocked_on_idx" ON "transfer_certificates" USING btree ("lookups_blocked_on");
  CREATE UNIQUE INDEX "transfer_certificate_lookups_address_hour_idx" ON "transfer_certificate_lookups" USING btree ("address_hour");`)
  // Files saved before the flag existed are made public again where something published shows them, by
  // cms/migrate.ts once every migration has run: that reads through Payload, which asks for today's tables.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "notices_rels" DROP CONSTRAINT "notices_rels_images_fk";
  
  ALTER TABLE "_notices_v_rels" DROP CONSTRAINT "_notices_v_rels_images_fk";
  
  ALTER TABLE "transfer_certificate_lookups" ALTER COLUMN "outcome" SET DATA TYPE text;
  DROP TYPE "public"."enum_transfer_certificate_lookups_outcome";
  CREATE TYPE "public"."enum_transfer_certificate_lookups_outcome" AS ENUM('match', 'no match', 'rate-limited');
  ALTER TABLE "transfer_certificate_lookups" ALTER COLUMN "outcome" SET DATA TYPE "public"."enum_transfer_certificate_lookups_outcome" USING "outcome"::"public"."enum_transfer_certificate_lookups_outcome";
  DROP INDEX "notices_rels_images_id_idx";
  DROP INDEX "_notices_v_rels_images_id_idx";
  DROP INDEX "transfer_certificates_lookups_blocked_on_idx";
  DROP INDEX "transfer_certificate_lookups_address_hour_idx";
  ALTER TABLE "notices_rels" DROP COLUMN "images_id";
  ALTER TABLE "_notices_v_rels" DROP COLUMN "images_id";
  ALTER TABLE "documents" DROP COLUMN "public";
  ALTER TABLE "documents" DROP COLUMN "used_by";
  ALTER TABLE "images" DROP COLUMN "public";
  ALTER TABLE "images" DROP COLUMN "used_by";
  ALTER TABLE "transfer_certificates" DROP COLUMN "lookups_blocked_on";
  ALTER TABLE "transfer_certificate_lookups" DROP COLUMN "count";
  ALTER TABLE "transfer_certificate_lookups" DROP COLUMN "address_hour";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
