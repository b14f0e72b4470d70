import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_category" AS ENUM('circular', 'notice', 'news', 'result');
  CREATE TYPE "public"."enum_notices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_version_category" AS ENUM('circular', 'notice', 'news', 'result');
  CREATE TYPE "public"."enum__notices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_category" AS ENUM('holiday', 'examination', 'ptm', 'event', 'activity');
  CREATE TYPE "public"."enum_events_start_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum_events_end_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_alert_level" AS ENUM('info', 'urgent');
  CREATE TYPE "public"."enum__alert_v_version_level" AS ENUM('info', 'urgent');
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"number" varchar,
  	"category" "enum_notices_category" DEFAULT 'notice',
  	"body" jsonb,
  	"pinned" boolean DEFAULT false,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notices_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_number" varchar,
  	"version_category" "enum__notices_v_version_category" DEFAULT 'notice',
  	"version_body" jsonb,
  	"version_pinned" boolean DEFAULT false,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notices_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category" "enum_events_category" DEFAULT 'event' NOT NULL,
  	"all_day" boolean DEFAULT true,
  	"start" timestamp(3) with time zone NOT NULL,
  	"start_tz" "enum_events_start_tz" DEFAULT 'Asia/Kolkata' NOT NULL,
  	"end" timestamp(3) with time zone,
  	"end_tz" "enum_events_end_tz" DEFAULT 'Asia/Kolkata',
  	"location" varchar,
  	"classes" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_albums_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__albums_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "alert" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"level" "enum_alert_level" DEFAULT 'info' NOT NULL,
  	"link" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_alert_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_message" varchar,
  	"version_level" "enum__alert_v_version_level" DEFAULT 'info' NOT NULL,
  	"version_link" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT 'documents';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "images" ADD COLUMN "prefix" varchar DEFAULT 'images';
  ALTER TABLE "images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_jpeg_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_jpeg_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_jpeg_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_thumbnail_jpeg_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "albums_id" integer;
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_parent_id_notices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums_rels" ADD CONSTRAINT "albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums_rels" ADD CONSTRAINT "albums_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v" ADD CONSTRAINT "_albums_v_parent_id_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_albums_v_rels" ADD CONSTRAINT "_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v_rels" ADD CONSTRAINT "_albums_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "notices_slug_idx" ON "notices" USING btree ("slug");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  CREATE INDEX "notices__status_idx" ON "notices" USING btree ("_status");
  CREATE INDEX "notices_rels_order_idx" ON "notices_rels" USING btree ("order");
  CREATE INDEX "notices_rels_parent_idx" ON "notices_rels" USING btree ("parent_id");
  CREATE INDEX "notices_rels_path_idx" ON "notices_rels" USING btree ("path");
  CREATE INDEX "notices_rels_documents_id_idx" ON "notices_rels" USING btree ("documents_id");
  CREATE INDEX "_notices_v_parent_idx" ON "_notices_v" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_version_slug_idx" ON "_notices_v" USING btree ("version_slug");
  CREATE INDEX "_notices_v_version_version_updated_at_idx" ON "_notices_v" USING btree ("version_updated_at");
  CREATE INDEX "_notices_v_version_version_created_at_idx" ON "_notices_v" USING btree ("version_created_at");
  CREATE INDEX "_notices_v_version_version__status_idx" ON "_notices_v" USING btree ("version__status");
  CREATE INDEX "_notices_v_created_at_idx" ON "_notices_v" USING btree ("created_at");
  CREATE INDEX "_notices_v_updated_at_idx" ON "_notices_v" USING btree ("updated_at");
  CREATE INDEX "_notices_v_latest_idx" ON "_notices_v" USING btree ("latest");
  CREATE INDEX "_notices_v_rels_order_idx" ON "_notices_v_rels" USING btree ("order");
  CREATE INDEX "_notices_v_rels_parent_idx" ON "_notices_v_rels" USING btree ("parent_id");
  CREATE INDEX "_notices_v_rels_path_idx" ON "_notices_v_rels" USING btree ("path");
  CREATE INDEX "_notices_v_rels_documents_id_idx" ON "_notices_v_rels" USING btree ("documents_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "albums_slug_idx" ON "albums" USING btree ("slug");
  CREATE INDEX "albums_updated_at_idx" ON "albums" USING btree ("updated_at");
  CREATE INDEX "albums_created_at_idx" ON "albums" USING btree ("created_at");
  CREATE INDEX "albums__status_idx" ON "albums" USING btree ("_status");
  CREATE INDEX "albums_rels_order_idx" ON "albums_rels" USING btree ("order");
  CREATE INDEX "albums_rels_parent_idx" ON "albums_rels" USING btree ("parent_id");
  CREATE INDEX "albums_rels_path_idx" ON "albums_rels" USING btree ("path");
  CREATE INDEX "albums_rels_images_id_idx" ON "albums_rels" USING btree ("images_id");
  CREATE INDEX "_albums_v_parent_idx" ON "_albums_v" USING btree ("parent_id");
  CREATE INDEX "_albums_v_version_version_slug_idx" ON "_albums_v" USING btree ("version_slug");
  CREATE INDEX "_albums_v_version_version_updated_at_idx" ON "_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_albums_v_version_version_created_at_idx" ON "_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_albums_v_version_version__status_idx" ON "_albums_v" USING btree ("version__status");
  CREATE INDEX "_albums_v_created_at_idx" ON "_albums_v" USING btree ("created_at");
  CREATE INDEX "_albums_v_updated_at_idx" ON "_albums_v" USING btree ("updated_at");
  CREATE INDEX "_albums_v_latest_idx" ON "_albums_v" USING btree ("latest");
  CREATE INDEX "_albums_v_rels_order_idx" ON "_albums_v_rels" USING btree ("order");
  CREATE INDEX "_albums_v_rels_parent_idx" ON "_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_albums_v_rels_path_idx" ON "_albums_v_rels" USING btree ("path");
  CREATE INDEX "_albums_v_rels_images_id_idx" ON "_albums_v_rels" USING btree ("images_id");
  CREATE INDEX "_alert_v_created_at_idx" ON "_alert_v" USING btree ("created_at");
  CREATE INDEX "_alert_v_updated_at_idx" ON "_alert_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_albums_fk" FOREIGN KEY ("albums_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "images_sizes_small_jpeg_sizes_small_jpeg_filename_idx" ON "images" USING btree ("sizes_small_jpeg_filename");
  CREATE INDEX "images_sizes_medium_jpeg_sizes_medium_jpeg_filename_idx" ON "images" USING btree ("sizes_medium_jpeg_filename");
  CREATE INDEX "images_sizes_large_jpeg_sizes_large_jpeg_filename_idx" ON "images" USING btree ("sizes_large_jpeg_filename");
  CREATE INDEX "images_sizes_thumbnail_jpeg_sizes_thumbnail_jpeg_filenam_idx" ON "images" USING btree ("sizes_thumbnail_jpeg_filename");
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("albums_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notices_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "albums" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "albums_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_albums_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alert_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notices" CASCADE;
  DROP TABLE "notices_rels" CASCADE;
  DROP TABLE "_notices_v" CASCADE;
  DROP TABLE "_notices_v_rels" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "albums" CASCADE;
  DROP TABLE "albums_rels" CASCADE;
  DROP TABLE "_albums_v" CASCADE;
  DROP TABLE "_albums_v_rels" CASCADE;
  DROP TABLE "alert" CASCADE;
  DROP TABLE "_alert_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_albums_fk";
  
  DROP INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx";
  DROP INDEX "images_sizes_small_jpeg_sizes_small_jpeg_filename_idx";
  DROP INDEX "images_sizes_medium_jpeg_sizes_medium_jpeg_filename_idx";
  DROP INDEX "images_sizes_large_jpeg_sizes_large_jpeg_filename_idx";
  DROP INDEX "images_sizes_thumbnail_jpeg_sizes_thumbnail_jpeg_filenam_idx";
  DROP INDEX "payload_locked_documents_rels_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_albums_id_idx";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "images" DROP COLUMN "prefix";
  ALTER TABLE "images" DROP COLUMN "_objectkey";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_url";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_width";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_height";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_url";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_width";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_height";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_small_jpeg_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_url";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_width";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_height";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_jpeg_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_url";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_width";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_height";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_large_jpeg_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_url";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_width";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_height";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_thumbnail_jpeg_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "albums_id";
  DROP TYPE "public"."enum_notices_category";
  DROP TYPE "public"."enum_notices_status";
  DROP TYPE "public"."enum__notices_v_version_category";
  DROP TYPE "public"."enum__notices_v_version_status";
  DROP TYPE "public"."enum_events_category";
  DROP TYPE "public"."enum_events_start_tz";
  DROP TYPE "public"."enum_events_end_tz";
  DROP TYPE "public"."enum_albums_status";
  DROP TYPE "public"."enum__albums_v_version_status";
  DROP TYPE "public"."enum_alert_level";
  DROP TYPE "public"."enum__alert_v_version_level";`)
}
