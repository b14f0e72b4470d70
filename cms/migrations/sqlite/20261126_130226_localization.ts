import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

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

const quoted = (columns: string[]) => columns.map((column) => `\`${column}\``).join(', ');

/** Every row's texts, all written before there was a second language, kept as its English. */
async function copyIntoLocales(db: MigrateUpArgs['db']): Promise<void> {
  for (const [table, columns] of MOVED)
    await db.run(
      sql.raw(
        `INSERT INTO \`${table}_locales\` (${quoted(columns)}, \`_locale\`, \`_parent_id\`) SELECT ${quoted(columns)}, 'en', \`id\` FROM \`${table}\``,
      ),
    );
}

/** Down: each row's English back in the column it came from (a text only in Hindi is not kept). */
async function copyBackEnglish(db: MigrateDownArgs['db']): Promise<void> {
  for (const [table, columns] of MOVED) {
    const set = columns.map(
      (column) =>
        `\`${column}\` = COALESCE((SELECT \`${column}\` FROM \`${table}_locales\` WHERE \`_parent_id\` = \`${table}\`.\`id\` AND \`_locale\` = 'en'), \`${column}\`)`,
    );
    await db.run(sql.raw(`UPDATE \`${table}\` SET ${set.join(', ')}`));
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`notices_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notices_locales_locale_parent_id_unique\` ON \`notices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_notices_v_locales_locale_parent_id_unique\` ON \`_notices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text NOT NULL,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`images_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`images_locales_locale_parent_id_unique\` ON \`images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`albums_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`albums_locales_locale_parent_id_unique\` ON \`albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_albums_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_albums_v_locales_locale_parent_id_unique\` ON \`_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`annual_reports_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_reports_locales_locale_parent_id_unique\` ON \`annual_reports_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menu_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menu_locales_locale_parent_id_unique\` ON \`menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_home_facts_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_home_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`school_home_facts_locales_locale_parent_id_unique\` ON \`school_home_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_home_academics_locales\` (
  	\`stage\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_home_academics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`school_home_academics_locales_locale_parent_id_unique\` ON \`school_home_academics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_locales\` (
  	\`name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	\`copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	\`brand_caption\` text NOT NULL,
  	\`map_title\` text NOT NULL,
  	\`grievance_officer_designation\` text,
  	\`about\` text NOT NULL,
  	\`home_hero_title\` text NOT NULL,
  	\`home_hero_text\` text NOT NULL,
  	\`home_admissions_title\` text NOT NULL,
  	\`home_admissions_text\` text NOT NULL,
  	\`home_admissions_button_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`school_locales_locale_parent_id_unique\` ON \`school_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_home_facts_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v_version_home_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_school_v_version_home_facts_locales_locale_parent_id_unique\` ON \`_school_v_version_home_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_home_academics_locales\` (
  	\`stage\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v_version_home_academics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_school_v_version_home_academics_locales_locale_parent_id_un\` ON \`_school_v_version_home_academics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_short_name\` text NOT NULL,
  	\`version_tagline\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	\`version_copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	\`version_brand_caption\` text NOT NULL,
  	\`version_map_title\` text NOT NULL,
  	\`version_grievance_officer_designation\` text,
  	\`version_about\` text NOT NULL,
  	\`version_home_hero_title\` text NOT NULL,
  	\`version_home_hero_text\` text NOT NULL,
  	\`version_home_admissions_title\` text NOT NULL,
  	\`version_home_admissions_text\` text NOT NULL,
  	\`version_home_admissions_button_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_school_v_locales_locale_parent_id_unique\` ON \`_school_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_results_class_x_years_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure_results_class_x_years\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosure_results_class_x_years_locales_locale_parent_id_un\` ON \`disclosure_results_class_x_years_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_results_class_x_i_i_years_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure_results_class_x_i_i_years\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosure_results_class_x_i_i_years_locales_locale_parent_i\` ON \`disclosure_results_class_x_i_i_years_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v_version_results_class_x_years_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosure_v_version_results_class_x_years\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_disclosure_v_version_results_class_x_years_locales_locale_p\` ON \`_disclosure_v_version_results_class_x_years_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v_version_results_class_x_i_i_years_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosure_v_version_results_class_x_i_i_years\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_disclosure_v_version_results_class_x_i_i_years_locales_loca\` ON \`_disclosure_v_version_results_class_x_i_i_years_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alert_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alert\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_locales_locale_parent_id_unique\` ON \`alert_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alert_v_locales\` (
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alert_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alert_v_locales_locale_parent_id_unique\` ON \`_alert_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await copyIntoLocales(db)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_notices_v_snapshot_idx\` ON \`_notices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_published_locale_idx\` ON \`_notices_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_albums_v_snapshot_idx\` ON \`_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_published_locale_idx\` ON \`_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`privacy_notices\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`albums\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`albums\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`annual_reports\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`menu\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`school_home_facts\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` DROP COLUMN \`stage\`;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` DROP COLUMN \`grades\`;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`short_name\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`open_hours\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`copyright\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`brand_caption\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`map_title\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`grievance_officer_designation\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`about\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`home_hero_title\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`home_hero_text\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`home_admissions_title\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`home_admissions_text\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`home_admissions_button_label\`;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_facts\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` DROP COLUMN \`stage\`;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` DROP COLUMN \`grades\`;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_short_name\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_tagline\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_open_hours\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_copyright\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_brand_caption\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_map_title\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_grievance_officer_designation\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_about\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_home_hero_title\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_home_hero_text\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_home_admissions_title\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_home_admissions_text\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_home_admissions_button_label\`;`)
  await db.run(sql`ALTER TABLE \`disclosure_results_class_x_years\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`disclosure_results_class_x_i_i_years\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v_version_results_class_x_years\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v_version_results_class_x_i_i_years\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`alert\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`_alert_v\` DROP COLUMN \`version_message\`;`)
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`alt\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`albums\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`albums\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`annual_reports\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`menu\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school_home_facts\` ADD \`label\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` ADD \`stage\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` ADD \`grades\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school_home_academics\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`short_name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`tagline\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`description\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`brand_caption\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`map_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`grievance_officer_designation\` text;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`about\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`home_hero_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`home_hero_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`home_admissions_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`home_admissions_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`home_admissions_button_label\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_facts\` ADD \`label\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` ADD \`stage\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` ADD \`grades\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v_version_home_academics\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_short_name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_tagline\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_description\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_brand_caption\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_map_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_grievance_officer_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_about\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_home_hero_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_home_hero_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_home_admissions_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_home_admissions_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_home_admissions_button_label\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosure_results_class_x_years\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure_results_class_x_i_i_years\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v_version_results_class_x_years\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v_version_results_class_x_i_i_years\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`alert\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`_alert_v\` ADD \`version_message\` text;`)
  await copyBackEnglish(db)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`notices_locales\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`images_locales\`;`)
  await db.run(sql`DROP TABLE \`albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`annual_reports_locales\`;`)
  await db.run(sql`DROP TABLE \`menu_locales\`;`)
  await db.run(sql`DROP TABLE \`school_home_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`school_home_academics_locales\`;`)
  await db.run(sql`DROP TABLE \`school_locales\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_home_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_home_academics_locales\`;`)
  await db.run(sql`DROP TABLE \`_school_v_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosure_results_class_x_years_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosure_results_class_x_i_i_years_locales\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v_version_results_class_x_years_locales\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v_version_results_class_x_i_i_years_locales\`;`)
  await db.run(sql`DROP TABLE \`alert_locales\`;`)
  await db.run(sql`DROP TABLE \`_alert_v_locales\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_notices_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_notices_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`privacy_notices\` DROP COLUMN \`language\`;`)
}
