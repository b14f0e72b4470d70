import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alert_level" AS ENUM('info', 'urgent');
  CREATE TYPE "public"."enum__alert_v_version_level" AS ENUM('info', 'urgent');
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
  
  CREATE INDEX "_alert_v_created_at_idx" ON "_alert_v" USING btree ("created_at");
  CREATE INDEX "_alert_v_updated_at_idx" ON "_alert_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "alert" CASCADE;
  DROP TABLE "_alert_v" CASCADE;
  DROP TYPE "public"."enum_alert_level";
  DROP TYPE "public"."enum__alert_v_version_level";`)
}
