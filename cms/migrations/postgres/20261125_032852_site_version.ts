import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';
import { dropVersionRow, refreshVersionRow, type VersionSql } from '../../site-version.ts';

// The content's version (cms/site-version.ts): one row, counted up by triggers on the tables public
// pages show, which every page render reads instead of scanning those tables. No collection changes: the
// schema snapshot (.json) is the previous one, so the columns the security review left in `users` are
// still the next schema migration's to drop.

const inThisMigration = (db: MigrateUpArgs['db']): VersionSql => ({
  kind: 'postgres',
  run: async (statement) => (await db.execute(sql.raw(statement))).rows,
});

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await refreshVersionRow(inThisMigration(db));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropVersionRow(inThisMigration(db));
}
