import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`number\` text,
  	\`category\` text DEFAULT 'notice',
  	\`body\` text,
  	\`pinned\` integer DEFAULT false,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notices_slug_idx\` ON \`notices\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`notices_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`notices_rels_order_idx\` ON \`notices_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_parent_idx\` ON \`notices_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_path_idx\` ON \`notices_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_documents_id_idx\` ON \`notices_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_number\` text,
  	\`version_category\` text DEFAULT 'notice',
  	\`version_body\` text,
  	\`version_pinned\` integer DEFAULT false,
  	\`version_expires_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_slug_idx\` ON \`_notices_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_order_idx\` ON \`_notices_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_parent_idx\` ON \`_notices_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_path_idx\` ON \`_notices_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_documents_id_idx\` ON \`_notices_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text DEFAULT 'event' NOT NULL,
  	\`all_day\` integer DEFAULT true,
  	\`start\` text NOT NULL,
  	\`start_tz\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`end\` text,
  	\`end_tz\` text DEFAULT 'Asia/Kolkata',
  	\`location\` text,
  	\`classes\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`albums_slug_idx\` ON \`albums\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`albums_updated_at_idx\` ON \`albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`albums_created_at_idx\` ON \`albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`albums__status_idx\` ON \`albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`albums_rels_order_idx\` ON \`albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_parent_idx\` ON \`albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_path_idx\` ON \`albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`albums_rels_images_id_idx\` ON \`albums_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_albums_v_parent_idx\` ON \`_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_slug_idx\` ON \`_albums_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_updated_at_idx\` ON \`_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_created_at_idx\` ON \`_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version__status_idx\` ON \`_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_created_at_idx\` ON \`_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_updated_at_idx\` ON \`_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_latest_idx\` ON \`_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_order_idx\` ON \`_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_parent_idx\` ON \`_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_path_idx\` ON \`_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_rels_images_id_idx\` ON \`_albums_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`alert\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_alert_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_message\` text,
  	\`version_level\` text DEFAULT 'info' NOT NULL,
  	\`version_link\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_alert_v_created_at_idx\` ON \`_alert_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_updated_at_idx\` ON \`_alert_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT 'documents';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`prefix\` text DEFAULT 'images';`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_url\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_filename\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_url\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_small_jpeg_filename\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_url\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_medium_jpeg_filename\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_url\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_large_jpeg_filename\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_url\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`sizes_thumbnail_jpeg_filename\` text;`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`images\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_small_jpeg_sizes_small_jpeg_filename_idx\` ON \`images\` (\`sizes_small_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_medium_jpeg_sizes_medium_jpeg_filename_idx\` ON \`images\` (\`sizes_medium_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_jpeg_sizes_large_jpeg_filename_idx\` ON \`images\` (\`sizes_large_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumbnail_jpeg_sizes_thumbnail_jpeg_filenam_idx\` ON \`images\` (\`sizes_thumbnail_jpeg_filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notices_id\` integer REFERENCES notices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`albums_id\` integer REFERENCES albums(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices_rels\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_rels\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`albums\`;`)
  await db.run(sql`DROP TABLE \`albums_rels\`;`)
  await db.run(sql`DROP TABLE \`_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`alert\`;`)
  await db.run(sql`DROP TABLE \`_alert_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	\`menu_id\` integer,
  	\`social_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_id\`) REFERENCES \`social\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "documents_id", "images_id", "menu_id", "social_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "documents_id", "images_id", "menu_id", "social_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_id_idx\` ON \`payload_locked_documents_rels\` (\`social_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`images_sizes_thumbnail_sizes_thumbnail_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`images_sizes_small_jpeg_sizes_small_jpeg_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`images_sizes_medium_jpeg_sizes_medium_jpeg_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`images_sizes_large_jpeg_sizes_large_jpeg_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`images_sizes_thumbnail_jpeg_sizes_thumbnail_jpeg_filenam_idx\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_url\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_width\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_height\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_filesize\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_filename\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_url\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_width\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_height\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_filesize\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_small_jpeg_filename\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_url\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_width\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_height\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_filesize\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_medium_jpeg_filename\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_url\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_width\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_height\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_filesize\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_large_jpeg_filename\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_url\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_width\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_height\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_filesize\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`sizes_thumbnail_jpeg_filename\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
}
