import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// Issue 37, site search: a document's text read from its PDF (features/documents/pdf-text.ts) and the
// office's summary of a scan, in each language. The PDFs already uploaded get their text after every
// migration has run (features/documents/fill-text.ts, through cms/after-migrations.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`documents\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`documents_locales\` ADD \`summary\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`documents_locales\` DROP COLUMN \`summary\`;`)
}
