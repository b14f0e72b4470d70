import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 37, site search: a document's text read from its PDF (features/documents/pdf-text.ts) and the
// office's summary of a scan, in each language. The PDFs already uploaded get their text after every
// migration has run (features/documents/fill-text.ts, through cms/after-migrations.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" ADD COLUMN "text" varchar;
  ALTER TABLE "documents_locales" ADD COLUMN "summary" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" DROP COLUMN "text";
  ALTER TABLE "documents_locales" DROP COLUMN "summary";`)
}
