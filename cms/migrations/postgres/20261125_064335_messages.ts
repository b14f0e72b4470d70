import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 29, messages from parents: the messages and the privacy notices they agreed to, the retention
// settings, the grievance officer and who is told of messages on the school's details, and who reads
// messages on accounts. It also drops the lock columns the security review kept for its rolling update.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_form" AS ENUM('enquiry', 'contact', 'grievance');
  CREATE TYPE "public"."enum_messages_status" AS ENUM('new', 'contacted', 'closed', 'received', 'in-progress', 'resolved');
  CREATE TYPE "public"."enum_messages_class_sought" AS ENUM('Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_messages_topic" AS ENUM('general', 'fees', 'transport', 'feedback', 'other');
  CREATE TYPE "public"."enum_messages_category" AS ENUM('academic', 'fees', 'transport', 'safety', 'other');
  CREATE TYPE "public"."enum_privacy_notices_form" AS ENUM('enquiry', 'contact', 'grievance');
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"form" "enum_messages_form" NOT NULL,
  	"status" "enum_messages_status" NOT NULL,
  	"handled_by_id" integer,
  	"notes" varchar,
  	"closed_at" timestamp(3) with time zone,
  	"name" varchar NOT NULL,
  	"mobile" varchar,
  	"email" varchar,
  	"class_sought" "enum_messages_class_sought",
  	"year_sought" varchar,
  	"child_first_name" varchar,
  	"topic" "enum_messages_topic",
  	"category" "enum_messages_category",
  	"message" varchar,
  	"consent_notice_id" integer NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"form" "enum_privacy_notices_form" NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "school_message_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "_school_v_version_message_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "message_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enquiry_months" numeric DEFAULT 12 NOT NULL,
  	"contact_months" numeric DEFAULT 6 NOT NULL,
  	"grievance_months_after_closed" numeric DEFAULT 36 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "reads_messages" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_notices_id" integer;
  ALTER TABLE "school" ADD COLUMN "grievance_officer_name" varchar;
  ALTER TABLE "school" ADD COLUMN "grievance_officer_designation" varchar;
  ALTER TABLE "school" ADD COLUMN "grievance_officer_email" varchar;
  ALTER TABLE "school" ADD COLUMN "grievance_officer_phone" varchar;
  ALTER TABLE "_school_v" ADD COLUMN "version_grievance_officer_name" varchar;
  ALTER TABLE "_school_v" ADD COLUMN "version_grievance_officer_designation" varchar;
  ALTER TABLE "_school_v" ADD COLUMN "version_grievance_officer_email" varchar;
  ALTER TABLE "_school_v" ADD COLUMN "version_grievance_officer_phone" varchar;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_consent_notice_id_privacy_notices_id_fk" FOREIGN KEY ("consent_notice_id") REFERENCES "public"."privacy_notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "school_message_recipients" ADD CONSTRAINT "school_message_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_version_message_recipients" ADD CONSTRAINT "_school_v_version_message_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "messages_reference_idx" ON "messages" USING btree ("reference");
  CREATE INDEX "messages_form_idx" ON "messages" USING btree ("form");
  CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");
  CREATE INDEX "messages_handled_by_idx" ON "messages" USING btree ("handled_by_id");
  CREATE INDEX "messages_closed_at_idx" ON "messages" USING btree ("closed_at");
  CREATE INDEX "messages_consent_consent_notice_idx" ON "messages" USING btree ("consent_notice_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "privacy_notices_version_idx" ON "privacy_notices" USING btree ("version");
  CREATE INDEX "privacy_notices_updated_at_idx" ON "privacy_notices" USING btree ("updated_at");
  CREATE INDEX "privacy_notices_created_at_idx" ON "privacy_notices" USING btree ("created_at");
  CREATE INDEX "school_message_recipients_order_idx" ON "school_message_recipients" USING btree ("_order");
  CREATE INDEX "school_message_recipients_parent_id_idx" ON "school_message_recipients" USING btree ("_parent_id");
  CREATE INDEX "_school_v_version_message_recipients_order_idx" ON "_school_v_version_message_recipients" USING btree ("_order");
  CREATE INDEX "_school_v_version_message_recipients_parent_id_idx" ON "_school_v_version_message_recipients" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk" FOREIGN KEY ("privacy_notices_id") REFERENCES "public"."privacy_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_notices_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "school_message_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_school_v_version_message_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "message_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "privacy_notices" CASCADE;
  DROP TABLE "school_message_recipients" CASCADE;
  DROP TABLE "_school_v_version_message_recipients" CASCADE;
  DROP TABLE "message_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk";
  
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_notices_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "reads_messages";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_notices_id";
  ALTER TABLE "school" DROP COLUMN "grievance_officer_name";
  ALTER TABLE "school" DROP COLUMN "grievance_officer_designation";
  ALTER TABLE "school" DROP COLUMN "grievance_officer_email";
  ALTER TABLE "school" DROP COLUMN "grievance_officer_phone";
  ALTER TABLE "_school_v" DROP COLUMN "version_grievance_officer_name";
  ALTER TABLE "_school_v" DROP COLUMN "version_grievance_officer_designation";
  ALTER TABLE "_school_v" DROP COLUMN "version_grievance_officer_email";
  ALTER TABLE "_school_v" DROP COLUMN "version_grievance_officer_phone";
  DROP TYPE "public"."enum_messages_form";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_messages_class_sought";
  DROP TYPE "public"."enum_messages_topic";
  DROP TYPE "public"."enum_messages_category";
  DROP TYPE "public"."enum_privacy_notices_form";`)
}
