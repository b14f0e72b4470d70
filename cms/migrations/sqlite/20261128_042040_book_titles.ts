import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// A book's title in English and in Hindi: the title moves from the books' table into its `_locales` table
// (one row per language). Payload's generated SQL makes the table and drops the column; the statement
// between them, added by hand, copies every title as English first, so no list loses its books' titles.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`book_lists_books_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`book_lists_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`book_lists_books_locales_locale_parent_id_unique\` ON \`book_lists_books_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(
    sql`INSERT INTO \`book_lists_books_locales\` (\`title\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, 'en', \`id\` FROM \`book_lists_books\`;`,
  );
  await db.run(sql`ALTER TABLE \`book_lists_books\` DROP COLUMN \`title\`;`);
}

/** Down: each book's English title back in its column (a title only in Hindi is not kept). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`book_lists_books\` ADD \`title\` text NOT NULL DEFAULT '';`);
  await db.run(
    sql`UPDATE \`book_lists_books\` SET \`title\` = COALESCE((SELECT \`title\` FROM \`book_lists_books_locales\` WHERE \`_parent_id\` = \`book_lists_books\`.\`id\` AND \`_locale\` = 'en'), '');`,
  );
  await db.run(sql`DROP TABLE \`book_lists_books_locales\`;`);
}
