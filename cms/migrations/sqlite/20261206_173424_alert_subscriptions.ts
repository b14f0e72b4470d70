import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// Issue 45: parents' alerts by e-mail (features/alert-subscriptions/): the subscriptions, nobody may read,
// the office's counts of what was sent, and the jobs that mail them.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`channel\` text DEFAULT 'email' NOT NULL,
  	\`topic\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`email\` text,
  	\`salt\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`consent_notice_id\` integer NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`hour_window_start\` text,
  	\`hour_count\` numeric DEFAULT 0,
  	\`digest\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`consent_notice_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_school_idx\` ON \`alert_subscriptions\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_email_idx\` ON \`alert_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_confirmed_at_idx\` ON \`alert_subscriptions\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_consent_consent_notice_idx\` ON \`alert_subscriptions\` (\`consent_notice_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_updated_at_idx\` ON \`alert_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_created_at_idx\` ON \`alert_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_channel_email_idx\` ON \`alert_subscriptions\` (\`school_id\`,\`channel\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`alert_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`kind\` text NOT NULL,
  	\`title\` text,
  	\`source\` numeric,
  	\`sent\` numeric DEFAULT 0 NOT NULL,
  	\`failed\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_deliveries_school_idx\` ON \`alert_deliveries\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_source_idx\` ON \`alert_deliveries\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_updated_at_idx\` ON \`alert_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_created_at_idx\` ON \`alert_deliveries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscriptions_id\` integer REFERENCES alert_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_deliveries_id\` integer REFERENCES alert_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alert_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`alert_deliveries\`;`)
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
  	\`messages_id\` integer,
  	\`privacy_notices_id\` integer,
  	\`message_withdrawals_id\` integer,
  	\`school_id\` integer,
  	\`disclosure_id\` integer,
  	\`alert_id\` integer,
  	\`message_settings_id\` integer,
  	\`schools_id\` integer,
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
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_notices_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_withdrawals_id\`) REFERENCES \`message_withdrawals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_id\`) REFERENCES \`disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_id\`) REFERENCES \`alert\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_settings_id\`) REFERENCES \`message_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "messages_id", "privacy_notices_id", "message_withdrawals_id", "school_id", "disclosure_id", "alert_id", "message_settings_id", "schools_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "messages_id", "privacy_notices_id", "message_withdrawals_id", "school_id", "disclosure_id", "alert_id", "message_settings_id", "schools_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_withdrawals_id_idx\` ON \`payload_locked_documents_rels\` (\`message_withdrawals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_id_idx\` ON \`payload_locked_documents_rels\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`message_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
