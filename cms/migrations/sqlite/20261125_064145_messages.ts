import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// Issue 29, messages from parents: the messages and the privacy notices they agreed to, the retention
// settings, the grievance officer and who is told of messages on the school's details, and who reads
// messages on accounts. It also drops the lock columns the security review kept for its rolling update.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`handled_by_id\` integer,
  	\`notes\` text,
  	\`closed_at\` text,
  	\`name\` text NOT NULL,
  	\`mobile\` text,
  	\`email\` text,
  	\`class_sought\` text,
  	\`year_sought\` text,
  	\`child_first_name\` text,
  	\`topic\` text,
  	\`category\` text,
  	\`message\` text,
  	\`consent_notice_id\` integer NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`consent_notice_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_reference_idx\` ON \`messages\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`messages_form_idx\` ON \`messages\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`messages_status_idx\` ON \`messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`messages_handled_by_idx\` ON \`messages\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_closed_at_idx\` ON \`messages\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_consent_consent_notice_idx\` ON \`messages\` (\`consent_notice_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_notices_version_idx\` ON \`privacy_notices\` (\`version\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_updated_at_idx\` ON \`privacy_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_created_at_idx\` ON \`privacy_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`school_message_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_message_recipients_order_idx\` ON \`school_message_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_message_recipients_parent_id_idx\` ON \`school_message_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_message_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_v_version_message_recipients_order_idx\` ON \`_school_v_version_message_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_message_recipients_parent_id_idx\` ON \`_school_v_version_message_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`message_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enquiry_months\` numeric DEFAULT 12 NOT NULL,
  	\`contact_months\` numeric DEFAULT 6 NOT NULL,
  	\`grievance_months_after_closed\` numeric DEFAULT 36 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reads_messages\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_notices_id\` integer REFERENCES privacy_notices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_notices_id\`);`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`grievance_officer_name\` text;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`grievance_officer_designation\` text;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`grievance_officer_email\` text;`)
  await db.run(sql`ALTER TABLE \`school\` ADD \`grievance_officer_phone\` text;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_grievance_officer_name\` text;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_grievance_officer_designation\` text;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_grievance_officer_email\` text;`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_grievance_officer_phone\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`privacy_notices\`;`)
  await db.run(sql`DROP TABLE \`school_message_recipients\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_message_recipients\`;`)
  await db.run(sql`DROP TABLE \`message_settings\`;`)
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
  	\`book_lists_id\` integer,
  	\`annual_reports_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`transfer_certificate_scans_id\` integer,
  	\`transfer_certificate_imports_id\` integer,
  	\`transfer_certificate_lookups_id\` integer,
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
  	FOREIGN KEY (\`book_lists_id\`) REFERENCES \`book_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`annual_reports_id\`) REFERENCES \`annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificate_scans_id\`) REFERENCES \`transfer_certificate_scans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificate_imports_id\`) REFERENCES \`transfer_certificate_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificate_lookups_id\`) REFERENCES \`transfer_certificate_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_id\`) REFERENCES \`social\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`book_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_annual_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_scans_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_scans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_impor_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_looku_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_id_idx\` ON \`payload_locked_documents_rels\` (\`social_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reads_messages\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`grievance_officer_name\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`grievance_officer_designation\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`grievance_officer_email\`;`)
  await db.run(sql`ALTER TABLE \`school\` DROP COLUMN \`grievance_officer_phone\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_grievance_officer_name\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_grievance_officer_designation\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_grievance_officer_email\`;`)
  await db.run(sql`ALTER TABLE \`_school_v\` DROP COLUMN \`version_grievance_officer_phone\`;`)
}
