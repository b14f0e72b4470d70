import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_book_lists_class" AS ENUM('Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_transfer_certificates_class" AS ENUM('Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_transfer_certificate_lookups_outcome" AS ENUM('match', 'no match', 'rate-limited');
  CREATE TABLE "book_lists_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"publisher" varchar NOT NULL,
  	"ncert" boolean
  );
  
  CREATE TABLE "book_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"class" "enum_book_lists_class" NOT NULL,
  	"academic_year" varchar NOT NULL,
  	"declaration_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"academic_year" varchar NOT NULL,
  	"report_id" integer NOT NULL,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transfer_certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"student_name" varchar NOT NULL,
  	"date_of_birth" timestamp(3) with time zone NOT NULL,
  	"class" "enum_transfer_certificates_class" NOT NULL,
  	"issue_date" timestamp(3) with time zone NOT NULL,
  	"file_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transfer_certificate_scans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'transfer-certificate-scans',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "transfer_certificate_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"created" numeric,
  	"prefix" varchar DEFAULT 'transfer-certificate-imports',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "transfer_certificate_lookups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"address" varchar NOT NULL,
  	"outcome" "enum_transfer_certificate_lookups_outcome" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "book_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "annual_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_certificate_scans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_certificate_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_certificate_lookups_id" integer;
  ALTER TABLE "disclosure" ADD COLUMN "documents_affiliation_letter_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_registration_certificate_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_state_noc_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_rte_recognition_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_building_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_fire_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_deo_self_certification_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "documents_water_health_sanitation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "results_fee_structure_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "results_academic_calendar_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "results_management_committee_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "results_parent_teacher_association_valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosure" ADD COLUMN "results_board_results_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_affiliation_letter_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_registration_certificate_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_state_noc_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_rte_recognition_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_building_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_fire_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_deo_self_certification_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_documents_water_health_sanitation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_results_fee_structure_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_results_academic_calendar_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_results_management_committee_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_results_parent_teacher_association_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_disclosure_v" ADD COLUMN "version_results_board_results_valid_until" timestamp(3) with time zone;
  ALTER TABLE "book_lists_books" ADD CONSTRAINT "book_lists_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."book_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "book_lists" ADD CONSTRAINT "book_lists_declaration_id_documents_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_report_id_documents_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_file_id_transfer_certificate_scans_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."transfer_certificate_scans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "book_lists_books_order_idx" ON "book_lists_books" USING btree ("_order");
  CREATE INDEX "book_lists_books_parent_id_idx" ON "book_lists_books" USING btree ("_parent_id");
  CREATE INDEX "book_lists_academic_year_idx" ON "book_lists" USING btree ("academic_year");
  CREATE INDEX "book_lists_declaration_idx" ON "book_lists" USING btree ("declaration_id");
  CREATE INDEX "book_lists_updated_at_idx" ON "book_lists" USING btree ("updated_at");
  CREATE INDEX "book_lists_created_at_idx" ON "book_lists" USING btree ("created_at");
  CREATE UNIQUE INDEX "class_academicYear_idx" ON "book_lists" USING btree ("class","academic_year");
  CREATE UNIQUE INDEX "annual_reports_academic_year_idx" ON "annual_reports" USING btree ("academic_year");
  CREATE INDEX "annual_reports_report_idx" ON "annual_reports" USING btree ("report_id");
  CREATE INDEX "annual_reports_updated_at_idx" ON "annual_reports" USING btree ("updated_at");
  CREATE INDEX "annual_reports_created_at_idx" ON "annual_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "transfer_certificates_number_idx" ON "transfer_certificates" USING btree ("number");
  CREATE INDEX "transfer_certificates_file_idx" ON "transfer_certificates" USING btree ("file_id");
  CREATE INDEX "transfer_certificates_updated_at_idx" ON "transfer_certificates" USING btree ("updated_at");
  CREATE INDEX "transfer_certificates_created_at_idx" ON "transfer_certificates" USING btree ("created_at");
  CREATE INDEX "transfer_certificate_scans_updated_at_idx" ON "transfer_certificate_scans" USING btree ("updated_at");
  CREATE INDEX "transfer_certificate_scans_created_at_idx" ON "transfer_certificate_scans" USING btree ("created_at");
  CREATE UNIQUE INDEX "transfer_certificate_scans_filename_idx" ON "transfer_certificate_scans" USING btree ("filename");
  CREATE INDEX "transfer_certificate_imports_updated_at_idx" ON "transfer_certificate_imports" USING btree ("updated_at");
  CREATE INDEX "transfer_certificate_imports_created_at_idx" ON "transfer_certificate_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "transfer_certificate_imports_filename_idx" ON "transfer_certificate_imports" USING btree ("filename");
  CREATE INDEX "transfer_certificate_lookups_at_idx" ON "transfer_certificate_lookups" USING btree ("at");
  CREATE INDEX "transfer_certificate_lookups_updated_at_idx" ON "transfer_certificate_lookups" USING btree ("updated_at");
  CREATE INDEX "transfer_certificate_lookups_created_at_idx" ON "transfer_certificate_lookups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_book_lists_fk" FOREIGN KEY ("book_lists_id") REFERENCES "public"."book_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_annual_reports_fk" FOREIGN KEY ("annual_reports_id") REFERENCES "public"."annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificates_fk" FOREIGN KEY ("transfer_certificates_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificate_scans_fk" FOREIGN KEY ("transfer_certificate_scans_id") REFERENCES "public"."transfer_certificate_scans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificate_import_fk" FOREIGN KEY ("transfer_certificate_imports_id") REFERENCES "public"."transfer_certificate_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificate_lookup_fk" FOREIGN KEY ("transfer_certificate_lookups_id") REFERENCES "public"."transfer_certificate_lookups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_book_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("book_lists_id");
  CREATE INDEX "payload_locked_documents_rels_annual_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("annual_reports_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificates_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificate_scans_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificate_scans_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificate_impor_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificate_imports_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificate_looku_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificate_lookups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "book_lists_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "book_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_certificate_scans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_certificate_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_certificate_lookups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "book_lists_books" CASCADE;
  DROP TABLE "book_lists" CASCADE;
  DROP TABLE "annual_reports" CASCADE;
  DROP TABLE "transfer_certificates" CASCADE;
  DROP TABLE "transfer_certificate_scans" CASCADE;
  DROP TABLE "transfer_certificate_imports" CASCADE;
  DROP TABLE "transfer_certificate_lookups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_book_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_annual_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_certificate_scans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_certificate_import_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_certificate_lookup_fk";
  
  DROP INDEX "payload_locked_documents_rels_book_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_annual_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_transfer_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_transfer_certificate_scans_idx";
  DROP INDEX "payload_locked_documents_rels_transfer_certificate_impor_idx";
  DROP INDEX "payload_locked_documents_rels_transfer_certificate_looku_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "book_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "annual_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_certificate_scans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_certificate_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_certificate_lookups_id";
  ALTER TABLE "disclosure" DROP COLUMN "documents_affiliation_letter_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_registration_certificate_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_state_noc_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_rte_recognition_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_building_safety_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_fire_safety_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_deo_self_certification_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "documents_water_health_sanitation_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "results_fee_structure_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "results_academic_calendar_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "results_management_committee_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "results_parent_teacher_association_valid_until";
  ALTER TABLE "disclosure" DROP COLUMN "results_board_results_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_affiliation_letter_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_registration_certificate_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_state_noc_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_rte_recognition_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_building_safety_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_fire_safety_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_deo_self_certification_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_documents_water_health_sanitation_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_results_fee_structure_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_results_academic_calendar_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_results_management_committee_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_results_parent_teacher_association_valid_until";
  ALTER TABLE "_disclosure_v" DROP COLUMN "version_results_board_results_valid_until";
  DROP TYPE "public"."enum_book_lists_class";
  DROP TYPE "public"."enum_transfer_certificates_class";
  DROP TYPE "public"."enum_transfer_certificate_lookups_outcome";`)
}
