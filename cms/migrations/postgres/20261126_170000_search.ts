import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// The site search's index (cms/search/engine.ts): an entry per thing found and language, its words a
// tsvector the site builds from its own tokens (so Postgres matches the words SQLite does), under a GIN
// index. No collection changes: the schema snapshot (.json) is the previous one. cms/migrate.ts fills it
// from the published content once the migrations have run.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS search_entries (
      key text NOT NULL,
      locale text NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      href text NOT NULL,
      date text,
      english boolean NOT NULL DEFAULT false,
      words tsvector NOT NULL,
      PRIMARY KEY (key, locale)
    )`),
  );
  await db.execute(sql.raw('CREATE INDEX IF NOT EXISTS search_entries_words ON search_entries USING gin (words)'));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('DROP TABLE IF EXISTS search_entries'));
}
