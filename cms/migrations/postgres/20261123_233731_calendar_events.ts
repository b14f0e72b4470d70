import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_category" AS ENUM('holiday', 'examination', 'ptm', 'event', 'activity');
  CREATE TYPE "public"."enum_events_start_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum_events_end_tz" AS ENUM('Asia/Kolkata');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  DROP TYPE "public"."enum_events_category";
  DROP TYPE "public"."enum_events_start_tz";
  DROP TYPE "public"."enum_events_end_tz";`)
}
