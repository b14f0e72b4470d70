import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';

// Issue 36: English and Hindi. Every text a visitor reads moves from its table's column into the table's
// `_locales` table (one row per language), and so for the versions (drafts, history) and the rows of arrays.
// Payload's generated SQL makes the new tables and drops the old columns: the statements between them,
// added by hand, copy every value as English first (`_locale` 'en'), so nothing written before is lost.
// Also a `language` on messages and privacy notices (English for all there are).

/** Each table whose columns move, and those columns, as the drops below name them. */
const MOVED: [table: string, columns: string[]][] = [
  ['pages', ['title', 'description', 'body']],
  ['_pages_v', ['version_title', 'version_description', 'version_body']],
  ['notices', ['title', 'body']],
  ['_notices_v', ['version_title', 'version_body']],
  ['events', ['title', 'location', 'description']],
  ['documents', ['title']],
  ['images', ['alt']],
  ['albums', ['title', 'description']],
  ['_albums_v', ['version_title', 'version_description']],
  ['annual_reports', ['summary']],
  ['menu', ['title']],
  ['school_home_facts', ['label']],
  ['school_home_academics', ['stage', 'grades', 'text']],
  ['school', ['name', 'short_name', 'tagline', 'description', 'open_hours', 'copyright', 'brand_caption', 'map_title', 'grievance_officer_designation', 'about', 'home_hero_title', 'home_hero_text', 'home_admissions_title', 'home_admissions_text', 'home_admissions_button_label']],
  ['_school_v_version_home_facts', ['label']],
  ['_school_v_version_home_academics', ['stage', 'grades', 'text']],
  ['_school_v', ['version_name', 'version_short_name', 'version_tagline', 'version_description', 'version_open_hours', 'version_copyright', 'version_brand_caption', 'version_map_title', 'version_grievance_officer_designation', 'version_about', 'version_home_hero_title', 'version_home_hero_text', 'version_home_admissions_title', 'version_home_admissions_text', 'version_home_admissions_button_label']],
  ['disclosure_results_class_x_years', ['remarks']],
  ['disclosure_results_class_x_i_i_years', ['remarks']],
  ['_disclosure_v_version_results_class_x_years', ['remarks']],
  ['_disclosure_v_version_results_class_x_i_i_years', ['remarks']],
  ['alert', ['message']],
  ['_alert_v', ['version_message']],
];

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');

/** Every row's texts, all written before there was a second language, kept as its English. */
async function copyIntoLocales(db: MigrateUpArgs['db']): Promise<void> {
  for (const [table, columns] of MOVED)
    await db.execute(
      sql.raw(
        `INSERT INTO "${table}_locales" (${quoted(columns)}, "_locale", "_parent_id") SELECT ${quoted(columns)}, 'en', "id" FROM "${table}"`,
      ),
    );
}

/** Down: each row's English back in the column it came from (a text only in Hindi is not kept). */
async function copyBackEnglish(db: MigrateDownArgs['db']): Promise<void> {
  for (const [table, columns] of MOVED) {
    const set = columns.map(
      (column) =>
        `"${column}" = COALESCE((SELECT "${column}" FROM "${table}_locales" WHERE "_parent_id" = "${table}"."id" AND "_locale" = 'en'), "${column}")`,
    );
    await db.execute(sql.raw(`UPDATE "${table}" SET ${set.join(', ')}`));
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__notices_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__albums_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_messages_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_privacy_notices_language" AS ENUM('en', 'hi');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "notices_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_notices_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar NOT NULL,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "images_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "albums_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_albums_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "annual_reports_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menu_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "school_home_facts_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "school_home_academics_locales" (
  	"stage" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "school_locales" (
  	"name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	"copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	"brand_caption" varchar NOT NULL,
  	"map_title" varchar NOT NULL,
  	"grievance_officer_designation" varchar,
  	"about" varchar NOT NULL,
  	"home_hero_title" varchar NOT NULL,
  	"home_hero_text" varchar NOT NULL,
  	"home_admissions_title" varchar NOT NULL,
  	"home_admissions_text" varchar NOT NULL,
  	"home_admissions_button_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_school_v_version_home_facts_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_school_v_version_home_academics_locales" (
  	"stage" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_school_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_short_name" varchar NOT NULL,
  	"version_tagline" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	"version_copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	"version_brand_caption" varchar NOT NULL,
  	"version_map_title" varchar NOT NULL,
  	"version_grievance_officer_designation" varchar,
  	"version_about" varchar NOT NULL,
  	"version_home_hero_title" varchar NOT NULL,
  	"version_home_hero_text" varchar NOT NULL,
  	"version_home_admissions_title" varchar NOT NULL,
  	"version_home_admissions_text" varchar NOT NULL,
  	"version_home_admissions_button_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "disclosure_results_class_x_years_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosure_results_class_x_i_i_years_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_disclosure_v_version_results_class_x_years_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_disclosure_v_version_results_class_x_i_i_years_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alert_locales" (
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alert_v_locales" (
  	"version_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_notices_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_notices_v" ADD COLUMN "published_locale" "enum__notices_v_published_locale";
  ALTER TABLE "_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_albums_v" ADD COLUMN "published_locale" "enum__albums_v_published_locale";
  ALTER TABLE "messages" ADD COLUMN "language" "enum_messages_language" DEFAULT 'en';
  ALTER TABLE "privacy_notices" ADD COLUMN "language" "enum_privacy_notices_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_locales" ADD CONSTRAINT "notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_locales" ADD CONSTRAINT "_notices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "images_locales" ADD CONSTRAINT "images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "albums_locales" ADD CONSTRAINT "albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_albums_v_locales" ADD CONSTRAINT "_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_reports_locales" ADD CONSTRAINT "annual_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_locales" ADD CONSTRAINT "menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_home_facts_locales" ADD CONSTRAINT "school_home_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_home_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_home_academics_locales" ADD CONSTRAINT "school_home_academics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_home_academics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_locales" ADD CONSTRAINT "school_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_version_home_facts_locales" ADD CONSTRAINT "_school_v_version_home_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v_version_home_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_version_home_academics_locales" ADD CONSTRAINT "_school_v_version_home_academics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v_version_home_academics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_locales" ADD CONSTRAINT "_school_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_results_class_x_years_locales" ADD CONSTRAINT "disclosure_results_class_x_years_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure_results_class_x_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_results_class_x_i_i_years_locales" ADD CONSTRAINT "disclosure_results_class_x_i_i_years_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure_results_class_x_i_i_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosure_v_version_results_class_x_years_locales" ADD CONSTRAINT "_disclosure_v_version_results_class_x_years_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosure_v_version_results_class_x_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosure_v_version_results_class_x_i_i_years_locales" ADD CONSTRAINT "_disclosure_v_version_results_class_x_i_i_years_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosure_v_version_results_class_x_i_i_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_locales" ADD CONSTRAINT "alert_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alert_v_locales" ADD CONSTRAINT "_alert_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alert_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "notices_locales_locale_parent_id_unique" ON "notices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_notices_v_locales_locale_parent_id_unique" ON "_notices_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "images_locales_locale_parent_id_unique" ON "images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "albums_locales_locale_parent_id_unique" ON "albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_albums_v_locales_locale_parent_id_unique" ON "_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "annual_reports_locales_locale_parent_id_unique" ON "annual_reports_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menu_locales_locale_parent_id_unique" ON "menu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "school_home_facts_locales_locale_parent_id_unique" ON "school_home_facts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "school_home_academics_locales_locale_parent_id_unique" ON "school_home_academics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "school_locales_locale_parent_id_unique" ON "school_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_school_v_version_home_facts_locales_locale_parent_id_unique" ON "_school_v_version_home_facts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_school_v_version_home_academics_locales_locale_parent_id_un" ON "_school_v_version_home_academics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_school_v_locales_locale_parent_id_unique" ON "_school_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosure_results_class_x_years_locales_locale_parent_id_un" ON "disclosure_results_class_x_years_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosure_results_class_x_i_i_years_locales_locale_parent_i" ON "disclosure_results_class_x_i_i_years_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_disclosure_v_version_results_class_x_years_locales_locale_p" ON "_disclosure_v_version_results_class_x_years_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_disclosure_v_version_results_class_x_i_i_years_locales_loca" ON "_disclosure_v_version_results_class_x_i_i_years_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "alert_locales_locale_parent_id_unique" ON "alert_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_alert_v_locales_locale_parent_id_unique" ON "_alert_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_notices_v_snapshot_idx" ON "_notices_v" USING btree ("snapshot");
  CREATE INDEX "_notices_v_published_locale_idx" ON "_notices_v" USING btree ("published_locale");
  CREATE INDEX "_albums_v_snapshot_idx" ON "_albums_v" USING btree ("snapshot");
  CREATE INDEX "_albums_v_published_locale_idx" ON "_albums_v" USING btree ("published_locale");`)
  await copyIntoLocales(db)
  await db.execute(sql`
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "description";
  ALTER TABLE "pages" DROP COLUMN "body";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_body";
  ALTER TABLE "notices" DROP COLUMN "title";
  ALTER TABLE "notices" DROP COLUMN "body";
  ALTER TABLE "_notices_v" DROP COLUMN "version_title";
  ALTER TABLE "_notices_v" DROP COLUMN "version_body";
  ALTER TABLE "events" DROP COLUMN "title";
  ALTER TABLE "events" DROP COLUMN "location";
  ALTER TABLE "events" DROP COLUMN "description";
  ALTER TABLE "documents" DROP COLUMN "title";
  ALTER TABLE "images" DROP COLUMN "alt";
  ALTER TABLE "albums" DROP COLUMN "title";
  ALTER TABLE "albums" DROP COLUMN "description";
  ALTER TABLE "_albums_v" DROP COLUMN "version_title";
  ALTER TABLE "_albums_v" DROP COLUMN "version_description";
  ALTER TABLE "annual_reports" DROP COLUMN "summary";
  ALTER TABLE "menu" DROP COLUMN "title";
  ALTER TABLE "school_home_facts" DROP COLUMN "label";
  ALTER TABLE "school_home_academics" DROP COLUMN "stage";
  ALTER TABLE "school_home_academics" DROP COLUMN "grades";
  ALTER TABLE "school_home_academics" DROP COLUMN "text";
  ALTER TABLE "school" DROP COLUMN "name";
  ALTER TABLE "school" DROP COLUMN "short_name";
  ALTER TABLE "school" DROP COLUMN "tagline";
  ALTER TABLE "school" DROP COLUMN "description";
  ALTER TABLE "school" DROP COLUMN "open_hours";
  ALTER TABLE "school" DROP COLUMN "copyright";
  ALTER TABLE "school" DROP COLUMN "brand_caption";
  ALTER TABLE "school" DROP COLUMN "map_title";
  ALTER TABLE "school" DROP COLUMN "grievance_officer_designation";
  ALTER TABLE "school" DROP COLUMN "about";
  ALTER TABLE "school" DROP COLUMN "home_hero_title";
  ALTER TABLE "school" DROP COLUMN "home_hero_text";
  ALTER TABLE "school" DROP COLUMN "home_admissions_title";
  ALTER TABLE "school" DROP COLUMN "home_admissions_text";
  ALTER TABLE "school" DROP COLUMN "home_admissions_button_label";
  ALTER TABLE "_school_v_version_home_facts" DROP COLUMN "label";
  ALTER TABLE "_school_v_version_home_academics" DROP COLUMN "stage";
  ALTER TABLE "_school_v_version_home_academics" DROP COLUMN "grades";
  ALTER TABLE "_school_v_version_home_academics" DROP COLUMN "text";
  ALTER TABLE "_school_v" DROP COLUMN "version_name";
  ALTER TABLE "_school_v" DROP COLUMN "version_short_name";
  ALTER TABLE "_school_v" DROP COLUMN "version_tagline";
  ALTER TABLE "_school_v" DROP COLUMN "version_description";
  ALTER TABLE "_school_v" DROP COLUMN "version_open_hours";
  ALTER TABLE "_school_v" DROP COLUMN "version_copyright";
  ALTER TABLE "_school_v" DROP COLUMN "version_brand_caption";
  ALTER TABLE "_school_v" DROP COLUMN "version_map_title";
  ALTER TABLE "_school_v" DROP COLUMN "version_grievance_officer_designation";
  ALTER TABLE "_school_v" DROP COLUMN "version_about";
  ALTER TABLE "_school_v" DROP COLUMN "version_home_hero_title";
  ALTER TABLE "_school_v" DROP COLUMN "version_home_hero_text";
  ALTER TABLE "_school_v" DROP COLUMN "version_home_admissions_title";
  ALTER TABLE "_school_v" DROP COLUMN "version_home_admissions_text";
  ALTER TABLE "_school_v" DROP COLUMN "version_home_admissions_button_label";
  ALTER TABLE "disclosure_results_class_x_years" DROP COLUMN "remarks";
  ALTER TABLE "disclosure_results_class_x_i_i_years" DROP COLUMN "remarks";
  ALTER TABLE "_disclosure_v_version_results_class_x_years" DROP COLUMN "remarks";
  ALTER TABLE "_disclosure_v_version_results_class_x_i_i_years" DROP COLUMN "remarks";
  ALTER TABLE "alert" DROP COLUMN "message";
  ALTER TABLE "_alert_v" DROP COLUMN "version_message";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "description" varchar;
  ALTER TABLE "pages" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "notices" ADD COLUMN "title" varchar;
  ALTER TABLE "notices" ADD COLUMN "body" jsonb;
  ALTER TABLE "_notices_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "events" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "events" ADD COLUMN "location" varchar;
  ALTER TABLE "events" ADD COLUMN "description" varchar;
  ALTER TABLE "documents" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "images" ADD COLUMN "alt" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "albums" ADD COLUMN "title" varchar;
  ALTER TABLE "albums" ADD COLUMN "description" varchar;
  ALTER TABLE "_albums_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_albums_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "annual_reports" ADD COLUMN "summary" varchar;
  ALTER TABLE "menu" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school_home_facts" ADD COLUMN "label" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school_home_academics" ADD COLUMN "stage" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school_home_academics" ADD COLUMN "grades" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school_home_academics" ADD COLUMN "text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "short_name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "tagline" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "description" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "brand_caption" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "map_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "grievance_officer_designation" varchar;
  ALTER TABLE "school" ADD COLUMN "about" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "home_hero_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "home_hero_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "home_admissions_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "home_admissions_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "school" ADD COLUMN "home_admissions_button_label" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v_version_home_facts" ADD COLUMN "label" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v_version_home_academics" ADD COLUMN "stage" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v_version_home_academics" ADD COLUMN "grades" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v_version_home_academics" ADD COLUMN "text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_short_name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_tagline" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_description" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_brand_caption" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_map_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_grievance_officer_designation" varchar;
  ALTER TABLE "_school_v" ADD COLUMN "version_about" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_home_hero_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_home_hero_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_home_admissions_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_home_admissions_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_school_v" ADD COLUMN "version_home_admissions_button_label" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "disclosure_results_class_x_years" ADD COLUMN "remarks" varchar;
  ALTER TABLE "disclosure_results_class_x_i_i_years" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_disclosure_v_version_results_class_x_years" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_disclosure_v_version_results_class_x_i_i_years" ADD COLUMN "remarks" varchar;
  ALTER TABLE "alert" ADD COLUMN "message" varchar;
  ALTER TABLE "_alert_v" ADD COLUMN "version_message" varchar;`)
  await copyBackEnglish(db)
  await db.execute(sql`
  ALTER TABLE "events" ALTER COLUMN "title" DROP DEFAULT;
  ALTER TABLE "documents" ALTER COLUMN "title" DROP DEFAULT;
  ALTER TABLE "images" ALTER COLUMN "alt" DROP DEFAULT;
  ALTER TABLE "menu" ALTER COLUMN "title" DROP DEFAULT;
  ALTER TABLE "school_home_facts" ALTER COLUMN "label" DROP DEFAULT;
  ALTER TABLE "school_home_academics" ALTER COLUMN "stage" DROP DEFAULT;
  ALTER TABLE "school_home_academics" ALTER COLUMN "grades" DROP DEFAULT;
  ALTER TABLE "school_home_academics" ALTER COLUMN "text" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "name" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "short_name" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "tagline" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "description" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "brand_caption" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "map_title" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "about" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "home_hero_title" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "home_hero_text" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "home_admissions_title" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "home_admissions_text" DROP DEFAULT;
  ALTER TABLE "school" ALTER COLUMN "home_admissions_button_label" DROP DEFAULT;
  ALTER TABLE "_school_v_version_home_facts" ALTER COLUMN "label" DROP DEFAULT;
  ALTER TABLE "_school_v_version_home_academics" ALTER COLUMN "stage" DROP DEFAULT;
  ALTER TABLE "_school_v_version_home_academics" ALTER COLUMN "grades" DROP DEFAULT;
  ALTER TABLE "_school_v_version_home_academics" ALTER COLUMN "text" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_name" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_short_name" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_tagline" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_description" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_brand_caption" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_map_title" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_about" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_home_hero_title" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_home_hero_text" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_home_admissions_title" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_home_admissions_text" DROP DEFAULT;
  ALTER TABLE "_school_v" ALTER COLUMN "version_home_admissions_button_label" DROP DEFAULT;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_reports_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "school_home_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "school_home_academics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "school_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_school_v_version_home_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_school_v_version_home_academics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_school_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_results_class_x_years_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_results_class_x_i_i_years_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosure_v_version_results_class_x_years_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_disclosure_v_version_results_class_x_i_i_years_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alert_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "notices_locales" CASCADE;
  DROP TABLE "_notices_v_locales" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "images_locales" CASCADE;
  DROP TABLE "albums_locales" CASCADE;
  DROP TABLE "_albums_v_locales" CASCADE;
  DROP TABLE "annual_reports_locales" CASCADE;
  DROP TABLE "menu_locales" CASCADE;
  DROP TABLE "school_home_facts_locales" CASCADE;
  DROP TABLE "school_home_academics_locales" CASCADE;
  DROP TABLE "school_locales" CASCADE;
  DROP TABLE "_school_v_version_home_facts_locales" CASCADE;
  DROP TABLE "_school_v_version_home_academics_locales" CASCADE;
  DROP TABLE "_school_v_locales" CASCADE;
  DROP TABLE "disclosure_results_class_x_years_locales" CASCADE;
  DROP TABLE "disclosure_results_class_x_i_i_years_locales" CASCADE;
  DROP TABLE "_disclosure_v_version_results_class_x_years_locales" CASCADE;
  DROP TABLE "_disclosure_v_version_results_class_x_i_i_years_locales" CASCADE;
  DROP TABLE "alert_locales" CASCADE;
  DROP TABLE "_alert_v_locales" CASCADE;
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_notices_v_snapshot_idx";
  DROP INDEX "_notices_v_published_locale_idx";
  DROP INDEX "_albums_v_snapshot_idx";
  DROP INDEX "_albums_v_published_locale_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_notices_v" DROP COLUMN "snapshot";
  ALTER TABLE "_notices_v" DROP COLUMN "published_locale";
  ALTER TABLE "_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "messages" DROP COLUMN "language";
  ALTER TABLE "privacy_notices" DROP COLUMN "language";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__notices_v_published_locale";
  DROP TYPE "public"."enum__albums_v_published_locale";
  DROP TYPE "public"."enum_messages_language";
  DROP TYPE "public"."enum_privacy_notices_language";`)
}
