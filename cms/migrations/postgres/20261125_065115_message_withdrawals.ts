import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 29: the note that a parent withdrew a message (its form and when), all that is kept of it.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_message_withdrawals_form" AS ENUM('enquiry', 'contact', 'grievance');
  CREATE TABLE "message_withdrawals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_message_withdrawals_form" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_withdrawals_id" integer;
  CREATE INDEX "message_withdrawals_updated_at_idx" ON "message_withdrawals" USING btree ("updated_at");
  CREATE INDEX "message_withdrawals_created_at_idx" ON "message_withdrawals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_withdrawals_fk" FOREIGN KEY ("message_withdrawals_id") REFERENCES "public"."message_withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_message_withdrawals_id_idx" ON "payload_locked_documents_rels" USING btree ("message_withdrawals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_withdrawals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "message_withdrawals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_message_withdrawals_fk";
  
  DROP INDEX "payload_locked_documents_rels_message_withdrawals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_withdrawals_id";
  DROP TYPE "public"."enum_message_withdrawals_form";`)
}
