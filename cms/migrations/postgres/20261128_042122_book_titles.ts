import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// A book's title in English and in Hindi: the title moves from the books' table into its `_locales` table
// (one row per language). Payload's generated SQL makes the table and drops the column; the statement
// between them, added by hand, copies every title as English first, so no list loses its books' titles.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "book_lists_books_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );

  ALTER TABLE "book_lists_books_locales" ADD CONSTRAINT "book_lists_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."book_lists_books"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "book_lists_books_locales_locale_parent_id_unique" ON "book_lists_books_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "book_lists_books_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "book_lists_books";
  ALTER TABLE "book_lists_books" DROP COLUMN "title";`);
}

/** Down: each book's English title back in its column (a title only in Hindi is not kept). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "book_lists_books" ADD COLUMN "title" varchar NOT NULL DEFAULT '';
  UPDATE "book_lists_books" SET "title" = COALESCE((SELECT "title" FROM "book_lists_books_locales" WHERE "_parent_id" = "book_lists_books"."id" AND "_locale" = 'en'), '');
  DROP TABLE "book_lists_books_locales" CASCADE;`);
}
