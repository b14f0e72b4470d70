import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';
import { firstSchoolDomain } from '../first-school.ts';

// Issue 44: many schools on one deployment, as the SQLite migration of the same name (which says why).
// Payload's generated SQL makes the tables and columns; the statements after it, added by hand, make the
// school there was the first school and everything it had its own, every account included.

const OWNED = [
  'pages', 'notices', 'events', 'documents', 'images', 'albums', 'book_lists', 'annual_reports',
  'transfer_certificates', 'transfer_certificate_scans', 'transfer_certificate_imports',
  'transfer_certificate_lookups', 'menu', 'social', 'messages', 'privacy_notices', 'message_withdrawals',
  'school', 'disclosure', 'alert', 'message_settings',
];
const OWNED_VERSIONS = ['_pages_v', '_notices_v', '_albums_v', '_school_v', '_disclosure_v', '_alert_v'];
const ONE_PER_SCHOOL = ['school', 'disclosure', 'alert'];
const FIRST = sql.raw('(SELECT "id" FROM "schools" ORDER BY "id" LIMIT 1)');

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'group-admin' BEFORE 'admin';
  CREATE TABLE "schools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"domain" varchar NOT NULL,
  	"site_key" varchar,
  	"suspended" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_schools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"school_id" integer NOT NULL
  );
  
  DROP INDEX "class_academicYear_idx";
  DROP INDEX "pages_slug_idx";
  DROP INDEX "notices_slug_idx";
  DROP INDEX "albums_slug_idx";
  DROP INDEX "annual_reports_academic_year_idx";
  DROP INDEX "transfer_certificates_number_idx";
  DROP INDEX "privacy_notices_version_idx";
  ALTER TABLE "school" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "school" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "school" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "school" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "disclosure" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "disclosure" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "disclosure" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "disclosure" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "alert" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "alert" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "alert" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "alert" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "message_settings" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "message_settings" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "message_settings" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "message_settings" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "school_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "notices" ADD COLUMN "school_id" integer;
  ALTER TABLE "_notices_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "events" ADD COLUMN "school_id" integer;
  ALTER TABLE "documents" ADD COLUMN "school_id" integer;
  ALTER TABLE "images" ADD COLUMN "school_id" integer;
  ALTER TABLE "albums" ADD COLUMN "school_id" integer;
  ALTER TABLE "_albums_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "book_lists" ADD COLUMN "school_id" integer;
  ALTER TABLE "annual_reports" ADD COLUMN "school_id" integer;
  ALTER TABLE "transfer_certificates" ADD COLUMN "school_id" integer;
  ALTER TABLE "transfer_certificate_scans" ADD COLUMN "school_id" integer;
  ALTER TABLE "transfer_certificate_imports" ADD COLUMN "school_id" integer;
  ALTER TABLE "transfer_certificate_lookups" ADD COLUMN "school_id" integer;
  ALTER TABLE "menu" ADD COLUMN "school_id" integer;
  ALTER TABLE "social" ADD COLUMN "school_id" integer;
  ALTER TABLE "messages" ADD COLUMN "school_id" integer;
  ALTER TABLE "privacy_notices" ADD COLUMN "school_id" integer;
  ALTER TABLE "message_withdrawals" ADD COLUMN "school_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "school_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "schools_id" integer;
  ALTER TABLE "school" ADD COLUMN "school_id" integer;
  ALTER TABLE "_school_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_school_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "disclosure" ADD COLUMN "school_id" integer;
  ALTER TABLE "_disclosure_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "alert" ADD COLUMN "school_id" integer;
  ALTER TABLE "_alert_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_alert_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "message_settings" ADD COLUMN "school_id" integer;
  ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "schools_domain_idx" ON "schools" USING btree ("domain");
  CREATE INDEX "schools_updated_at_idx" ON "schools" USING btree ("updated_at");
  CREATE INDEX "schools_created_at_idx" ON "schools" USING btree ("created_at");
  CREATE INDEX "users_schools_order_idx" ON "users_schools" USING btree ("_order");
  CREATE INDEX "users_schools_parent_id_idx" ON "users_schools" USING btree ("_parent_id");
  CREATE INDEX "users_schools_school_idx" ON "users_schools" USING btree ("school_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "albums" ADD CONSTRAINT "albums_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "book_lists" ADD CONSTRAINT "book_lists_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificate_scans" ADD CONSTRAINT "transfer_certificate_scans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificate_imports" ADD CONSTRAINT "transfer_certificate_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificate_lookups" ADD CONSTRAINT "transfer_certificate_lookups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu" ADD CONSTRAINT "menu_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social" ADD CONSTRAINT "social_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_withdrawals" ADD CONSTRAINT "message_withdrawals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_school_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_fk" FOREIGN KEY ("disclosure_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_settings_fk" FOREIGN KEY ("message_settings_id") REFERENCES "public"."message_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_schools_fk" FOREIGN KEY ("schools_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school" ADD CONSTRAINT "school_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_v" ADD CONSTRAINT "_school_v_parent_id_school_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."school"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_v" ADD CONSTRAINT "_school_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_parent_id_disclosure_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."disclosure"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert" ADD CONSTRAINT "alert_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alert_v" ADD CONSTRAINT "_alert_v_parent_id_alert_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alert_v" ADD CONSTRAINT "_alert_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_school_idx" ON "pages" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_slug_idx" ON "pages" USING btree ("school_id","slug");
  CREATE INDEX "_pages_v_version_version_school_idx" ON "_pages_v" USING btree ("version_school_id");
  CREATE INDEX "version_school_version_slug_idx" ON "_pages_v" USING btree ("version_school_id","version_slug");
  CREATE INDEX "notices_school_idx" ON "notices" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_slug_1_idx" ON "notices" USING btree ("school_id","slug");
  CREATE INDEX "_notices_v_version_version_school_idx" ON "_notices_v" USING btree ("version_school_id");
  CREATE INDEX "version_school_version_slug_1_idx" ON "_notices_v" USING btree ("version_school_id","version_slug");
  CREATE INDEX "events_school_idx" ON "events" USING btree ("school_id");
  CREATE INDEX "documents_school_idx" ON "documents" USING btree ("school_id");
  CREATE INDEX "images_school_idx" ON "images" USING btree ("school_id");
  CREATE INDEX "albums_school_idx" ON "albums" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_slug_2_idx" ON "albums" USING btree ("school_id","slug");
  CREATE INDEX "_albums_v_version_version_school_idx" ON "_albums_v" USING btree ("version_school_id");
  CREATE INDEX "version_school_version_slug_2_idx" ON "_albums_v" USING btree ("version_school_id","version_slug");
  CREATE INDEX "book_lists_school_idx" ON "book_lists" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_class_academicYear_idx" ON "book_lists" USING btree ("school_id","class","academic_year");
  CREATE INDEX "annual_reports_school_idx" ON "annual_reports" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_academicYear_idx" ON "annual_reports" USING btree ("school_id","academic_year");
  CREATE INDEX "transfer_certificates_school_idx" ON "transfer_certificates" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_number_idx" ON "transfer_certificates" USING btree ("school_id","number");
  CREATE INDEX "transfer_certificate_scans_school_idx" ON "transfer_certificate_scans" USING btree ("school_id");
  CREATE INDEX "transfer_certificate_imports_school_idx" ON "transfer_certificate_imports" USING btree ("school_id");
  CREATE INDEX "transfer_certificate_lookups_school_idx" ON "transfer_certificate_lookups" USING btree ("school_id");
  CREATE INDEX "menu_school_idx" ON "menu" USING btree ("school_id");
  CREATE INDEX "social_school_idx" ON "social" USING btree ("school_id");
  CREATE INDEX "messages_school_idx" ON "messages" USING btree ("school_id");
  CREATE INDEX "privacy_notices_school_idx" ON "privacy_notices" USING btree ("school_id");
  CREATE UNIQUE INDEX "school_version_idx" ON "privacy_notices" USING btree ("school_id","version");
  CREATE INDEX "message_withdrawals_school_idx" ON "message_withdrawals" USING btree ("school_id");
  CREATE INDEX "payload_locked_documents_rels_school_id_idx" ON "payload_locked_documents_rels" USING btree ("school_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_id");
  CREATE INDEX "payload_locked_documents_rels_alert_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_id");
  CREATE INDEX "payload_locked_documents_rels_message_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("message_settings_id");
  CREATE INDEX "payload_locked_documents_rels_schools_id_idx" ON "payload_locked_documents_rels" USING btree ("schools_id");
  CREATE UNIQUE INDEX "school_school_idx" ON "school" USING btree ("school_id");
  CREATE INDEX "school_updated_at_idx" ON "school" USING btree ("updated_at");
  CREATE INDEX "school_created_at_idx" ON "school" USING btree ("created_at");
  CREATE INDEX "_school_v_parent_idx" ON "_school_v" USING btree ("parent_id");
  CREATE INDEX "_school_v_version_version_school_idx" ON "_school_v" USING btree ("version_school_id");
  CREATE INDEX "_school_v_version_version_updated_at_idx" ON "_school_v" USING btree ("version_updated_at");
  CREATE INDEX "_school_v_version_version_created_at_idx" ON "_school_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "disclosure_school_idx" ON "disclosure" USING btree ("school_id");
  CREATE INDEX "disclosure_updated_at_idx" ON "disclosure" USING btree ("updated_at");
  CREATE INDEX "disclosure_created_at_idx" ON "disclosure" USING btree ("created_at");
  CREATE INDEX "_disclosure_v_parent_idx" ON "_disclosure_v" USING btree ("parent_id");
  CREATE INDEX "_disclosure_v_version_version_school_idx" ON "_disclosure_v" USING btree ("version_school_id");
  CREATE INDEX "_disclosure_v_version_version_updated_at_idx" ON "_disclosure_v" USING btree ("version_updated_at");
  CREATE INDEX "_disclosure_v_version_version_created_at_idx" ON "_disclosure_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "alert_school_idx" ON "alert" USING btree ("school_id");
  CREATE INDEX "alert_updated_at_idx" ON "alert" USING btree ("updated_at");
  CREATE INDEX "alert_created_at_idx" ON "alert" USING btree ("created_at");
  CREATE INDEX "_alert_v_parent_idx" ON "_alert_v" USING btree ("parent_id");
  CREATE INDEX "_alert_v_version_version_school_idx" ON "_alert_v" USING btree ("version_school_id");
  CREATE INDEX "_alert_v_version_version_updated_at_idx" ON "_alert_v" USING btree ("version_updated_at");
  CREATE INDEX "_alert_v_version_version_created_at_idx" ON "_alert_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "message_settings_school_idx" ON "message_settings" USING btree ("school_id");
  CREATE INDEX "message_settings_updated_at_idx" ON "message_settings" USING btree ("updated_at");
  CREATE INDEX "message_settings_created_at_idx" ON "message_settings" USING btree ("created_at");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "notices_slug_idx" ON "notices" USING btree ("slug");
  CREATE INDEX "albums_slug_idx" ON "albums" USING btree ("slug");
  CREATE INDEX "annual_reports_academic_year_idx" ON "annual_reports" USING btree ("academic_year");
  CREATE INDEX "transfer_certificates_number_idx" ON "transfer_certificates" USING btree ("number");
  CREATE INDEX "privacy_notices_version_idx" ON "privacy_notices" USING btree ("version");`)
  await db.execute(
    sql`INSERT INTO "schools" ("name", "domain", "suspended")
      SELECT COALESCE((SELECT "name" FROM "school_locales" WHERE "_locale" = 'en' LIMIT 1), 'School'), ${firstSchoolDomain()}, false
      WHERE EXISTS (SELECT 1 FROM "school")`,
  );
  for (const table of OWNED) await db.execute(sql`UPDATE ${sql.identifier(table)} SET "school_id" = ${FIRST}`);
  for (const table of OWNED_VERSIONS)
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "version_school_id" = ${FIRST}`);
  for (const table of ONE_PER_SCHOOL)
    await db.execute(
      sql`UPDATE ${sql.identifier(`_${table}_v`)} SET "parent_id" = (SELECT "id" FROM ${sql.identifier(table)} LIMIT 1)`,
    );
  await db.execute(
    sql`INSERT INTO "users_schools" ("_order", "_parent_id", "id", "school_id")
      SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), ${FIRST} FROM "users" WHERE ${FIRST} IS NOT NULL`,
  );
  // The search index's entries name their school: filled again once the migrations have run (cms/migrate.ts).
  await db.execute(sql.raw('ALTER TABLE search_entries ADD COLUMN IF NOT EXISTS school integer'));
  await db.execute(sql.raw('DELETE FROM search_entries'));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_schools" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "schools" CASCADE;
  DROP TABLE "users_schools" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_school_id_schools_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "notices" DROP CONSTRAINT "notices_school_id_schools_id_fk";
  
  ALTER TABLE "_notices_v" DROP CONSTRAINT "_notices_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_school_id_schools_id_fk";
  
  ALTER TABLE "documents" DROP CONSTRAINT "documents_school_id_schools_id_fk";
  
  ALTER TABLE "images" DROP CONSTRAINT "images_school_id_schools_id_fk";
  
  ALTER TABLE "albums" DROP CONSTRAINT "albums_school_id_schools_id_fk";
  
  ALTER TABLE "_albums_v" DROP CONSTRAINT "_albums_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "book_lists" DROP CONSTRAINT "book_lists_school_id_schools_id_fk";
  
  ALTER TABLE "annual_reports" DROP CONSTRAINT "annual_reports_school_id_schools_id_fk";
  
  ALTER TABLE "transfer_certificates" DROP CONSTRAINT "transfer_certificates_school_id_schools_id_fk";
  
  ALTER TABLE "transfer_certificate_scans" DROP CONSTRAINT "transfer_certificate_scans_school_id_schools_id_fk";
  
  ALTER TABLE "transfer_certificate_imports" DROP CONSTRAINT "transfer_certificate_imports_school_id_schools_id_fk";
  
  ALTER TABLE "transfer_certificate_lookups" DROP CONSTRAINT "transfer_certificate_lookups_school_id_schools_id_fk";
  
  ALTER TABLE "menu" DROP CONSTRAINT "menu_school_id_schools_id_fk";
  
  ALTER TABLE "social" DROP CONSTRAINT "social_school_id_schools_id_fk";
  
  ALTER TABLE "messages" DROP CONSTRAINT "messages_school_id_schools_id_fk";
  
  ALTER TABLE "privacy_notices" DROP CONSTRAINT "privacy_notices_school_id_schools_id_fk";
  
  ALTER TABLE "message_withdrawals" DROP CONSTRAINT "message_withdrawals_school_id_schools_id_fk";
  
  ALTER TABLE "school" DROP CONSTRAINT "school_school_id_schools_id_fk";
  
  ALTER TABLE "_school_v" DROP CONSTRAINT "_school_v_parent_id_school_id_fk";
  
  ALTER TABLE "_school_v" DROP CONSTRAINT "_school_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "disclosure" DROP CONSTRAINT "disclosure_school_id_schools_id_fk";
  
  ALTER TABLE "_disclosure_v" DROP CONSTRAINT "_disclosure_v_parent_id_disclosure_id_fk";
  
  ALTER TABLE "_disclosure_v" DROP CONSTRAINT "_disclosure_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "alert" DROP CONSTRAINT "alert_school_id_schools_id_fk";
  
  ALTER TABLE "_alert_v" DROP CONSTRAINT "_alert_v_parent_id_alert_id_fk";
  
  ALTER TABLE "_alert_v" DROP CONSTRAINT "_alert_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "message_settings" DROP CONSTRAINT "message_settings_school_id_schools_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_school_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_message_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_schools_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "pages_school_idx";
  DROP INDEX "school_slug_idx";
  DROP INDEX "_pages_v_version_version_school_idx";
  DROP INDEX "version_school_version_slug_idx";
  DROP INDEX "notices_school_idx";
  DROP INDEX "school_slug_1_idx";
  DROP INDEX "_notices_v_version_version_school_idx";
  DROP INDEX "version_school_version_slug_1_idx";
  DROP INDEX "events_school_idx";
  DROP INDEX "documents_school_idx";
  DROP INDEX "images_school_idx";
  DROP INDEX "albums_school_idx";
  DROP INDEX "school_slug_2_idx";
  DROP INDEX "_albums_v_version_version_school_idx";
  DROP INDEX "version_school_version_slug_2_idx";
  DROP INDEX "book_lists_school_idx";
  DROP INDEX "school_class_academicYear_idx";
  DROP INDEX "annual_reports_school_idx";
  DROP INDEX "school_academicYear_idx";
  DROP INDEX "transfer_certificates_school_idx";
  DROP INDEX "school_number_idx";
  DROP INDEX "transfer_certificate_scans_school_idx";
  DROP INDEX "transfer_certificate_imports_school_idx";
  DROP INDEX "transfer_certificate_lookups_school_idx";
  DROP INDEX "menu_school_idx";
  DROP INDEX "social_school_idx";
  DROP INDEX "messages_school_idx";
  DROP INDEX "privacy_notices_school_idx";
  DROP INDEX "school_version_idx";
  DROP INDEX "message_withdrawals_school_idx";
  DROP INDEX "school_school_idx";
  DROP INDEX "school_updated_at_idx";
  DROP INDEX "school_created_at_idx";
  DROP INDEX "_school_v_parent_idx";
  DROP INDEX "_school_v_version_version_school_idx";
  DROP INDEX "_school_v_version_version_updated_at_idx";
  DROP INDEX "_school_v_version_version_created_at_idx";
  DROP INDEX "disclosure_school_idx";
  DROP INDEX "disclosure_updated_at_idx";
  DROP INDEX "disclosure_created_at_idx";
  DROP INDEX "_disclosure_v_parent_idx";
  DROP INDEX "_disclosure_v_version_version_school_idx";
  DROP INDEX "_disclosure_v_version_version_updated_at_idx";
  DROP INDEX "_disclosure_v_version_version_created_at_idx";
  DROP INDEX "alert_school_idx";
  DROP INDEX "alert_updated_at_idx";
  DROP INDEX "alert_created_at_idx";
  DROP INDEX "_alert_v_parent_idx";
  DROP INDEX "_alert_v_version_version_school_idx";
  DROP INDEX "_alert_v_version_version_updated_at_idx";
  DROP INDEX "_alert_v_version_version_created_at_idx";
  DROP INDEX "message_settings_school_idx";
  DROP INDEX "message_settings_updated_at_idx";
  DROP INDEX "message_settings_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_school_id_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_id_idx";
  DROP INDEX "payload_locked_documents_rels_message_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_schools_id_idx";
  DROP INDEX "pages_slug_idx";
  DROP INDEX "notices_slug_idx";
  DROP INDEX "albums_slug_idx";
  DROP INDEX "annual_reports_academic_year_idx";
  DROP INDEX "transfer_certificates_number_idx";
  DROP INDEX "privacy_notices_version_idx";
  ALTER TABLE "school" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "school" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "disclosure" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "disclosure" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "disclosure" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "disclosure" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "alert" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "alert" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "alert" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "alert" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "message_settings" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "message_settings" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "message_settings" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "message_settings" ALTER COLUMN "created_at" DROP NOT NULL;
  CREATE UNIQUE INDEX "class_academicYear_idx" ON "book_lists" USING btree ("class","academic_year");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "notices_slug_idx" ON "notices" USING btree ("slug");
  CREATE UNIQUE INDEX "albums_slug_idx" ON "albums" USING btree ("slug");
  CREATE UNIQUE INDEX "annual_reports_academic_year_idx" ON "annual_reports" USING btree ("academic_year");
  CREATE UNIQUE INDEX "transfer_certificates_number_idx" ON "transfer_certificates" USING btree ("number");
  CREATE UNIQUE INDEX "privacy_notices_version_idx" ON "privacy_notices" USING btree ("version");
  ALTER TABLE "pages" DROP COLUMN "school_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_school_id";
  ALTER TABLE "notices" DROP COLUMN "school_id";
  ALTER TABLE "_notices_v" DROP COLUMN "version_school_id";
  ALTER TABLE "events" DROP COLUMN "school_id";
  ALTER TABLE "documents" DROP COLUMN "school_id";
  ALTER TABLE "images" DROP COLUMN "school_id";
  ALTER TABLE "albums" DROP COLUMN "school_id";
  ALTER TABLE "_albums_v" DROP COLUMN "version_school_id";
  ALTER TABLE "book_lists" DROP COLUMN "school_id";
  ALTER TABLE "annual_reports" DROP COLUMN "school_id";
  ALTER TABLE "transfer_certificates" DROP COLUMN "school_id";
  ALTER TABLE "transfer_certificate_scans" DROP COLUMN "school_id";
  ALTER TABLE "transfer_certificate_imports" DROP COLUMN "school_id";
  ALTER TABLE "transfer_certificate_lookups" DROP COLUMN "school_id";
  ALTER TABLE "menu" DROP COLUMN "school_id";
  ALTER TABLE "social" DROP COLUMN "school_id";
  ALTER TABLE "messages" DROP COLUMN "school_id";
  ALTER TABLE "privacy_notices" DROP COLUMN "school_id";
  ALTER TABLE "message_withdrawals" DROP COLUMN "school_id";
  ALTER TABLE "school" DROP COLUMN "school_id";
  ALTER TABLE "_school_v" DROP COLUMN "parent_id";
  ALTER TABLE "_school_v" DROP COLUMN "version_school_id";
  ALTER TABLE "disclosure" DROP COLUMN "school_id";
  ALTER TABLE "_disclosure_v" DROP COLUMN "parent_id";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_school_id";
  ALTER TABLE "alert" DROP COLUMN "school_id";
  ALTER TABLE "_alert_v" DROP COLUMN "parent_id";
  ALTER TABLE "_alert_v" DROP COLUMN "version_school_id";
  ALTER TABLE "message_settings" DROP COLUMN "school_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "school_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "schools_id";`)
}
