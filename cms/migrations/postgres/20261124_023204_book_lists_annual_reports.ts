import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_book_lists_class" AS ENUM('Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "book_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "annual_reports_id" integer;
  ALTER TABLE "book_lists_books" ADD CONSTRAINT "book_lists_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."book_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "book_lists" ADD CONSTRAINT "book_lists_declaration_id_documents_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_report_id_documents_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_book_lists_fk" FOREIGN KEY ("book_lists_id") REFERENCES "public"."book_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_annual_reports_fk" FOREIGN KEY ("annual_reports_id") REFERENCES "public"."annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_book_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("book_lists_id");
  CREATE INDEX "payload_locked_documents_rels_annual_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("annual_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "book_lists_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "book_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "book_lists_books" CASCADE;
  DROP TABLE "book_lists" CASCADE;
  DROP TABLE "annual_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_book_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_annual_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_book_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_annual_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "book_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "annual_reports_id";
  DROP TYPE "public"."enum_book_lists_class";`)
}
