import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`book_lists_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`publisher\` text NOT NULL,
  	\`ncert\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`book_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`book_lists_books_order_idx\` ON \`book_lists_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_books_parent_id_idx\` ON \`book_lists_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`book_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`declaration_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`declaration_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`book_lists_academic_year_idx\` ON \`book_lists\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_declaration_idx\` ON \`book_lists\` (\`declaration_id\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_updated_at_idx\` ON \`book_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_created_at_idx\` ON \`book_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`class_academicYear_idx\` ON \`book_lists\` (\`class\`,\`academic_year\`);`)
  await db.run(sql`CREATE TABLE \`annual_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_reports_academic_year_idx\` ON \`annual_reports\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_report_idx\` ON \`annual_reports\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_updated_at_idx\` ON \`annual_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_created_at_idx\` ON \`annual_reports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`book_lists_id\` integer REFERENCES book_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`annual_reports_id\` integer REFERENCES annual_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`book_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_annual_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_reports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`book_lists_books\`;`)
  await db.run(sql`DROP TABLE \`book_lists\`;`)
  await db.run(sql`DROP TABLE \`annual_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`notices_id\` integer,
  	\`events_id\` integer,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	\`albums_id\` integer,
  	\`menu_id\` integer,
  	\`social_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_id\`) REFERENCES \`social\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "menu_id", "social_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "menu_id", "social_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_id_idx\` ON \`payload_locked_documents_rels\` (\`social_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
