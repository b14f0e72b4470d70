import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// The site search's index (cms/search/engine.ts): one FTS5 table whose tokeniser keeps a Devanagari
// word whole (its vowel signs and virama are marks, M*; the default unicode61 splits at them), the columns
// a result shows stored beside the words. No collection changes: the schema snapshot (.json) is the
// previous one. cms/migrate.ts fills it from the published content once the migrations have run.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
      key UNINDEXED, locale UNINDEXED, kind UNINDEXED, href UNINDEXED, date UNINDEXED, english UNINDEXED,
      title, body,
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
    )`),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS search_fts'));
}
