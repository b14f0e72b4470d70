import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// Issue 26 (the security review): sign-in limits, TC lookup limits, files behind drafts, the jobs queue
// for retention. Payload's per-account lock columns (users.login_attempts, lock_until) stay for the old
// replicas of a rolling update, which still read them; the next migration drops them.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_documents_id_idx\` ON \`pages_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_images_id_idx\` ON \`pages_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_documents_id_idx\` ON \`_pages_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_images_id_idx\` ON \`_pages_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`notices_rels\` ADD \`images_id\` integer REFERENCES images(id);`)
  await db.run(sql`CREATE INDEX \`notices_rels_images_id_idx\` ON \`notices_rels\` (\`images_id\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v_rels\` ADD \`images_id\` integer REFERENCES images(id);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_images_id_idx\` ON \`_notices_v_rels\` (\`images_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`public\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`used_by\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`public\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`used_by\` text;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` ADD \`lookups_blocked_on\` text;`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_lookups_blocked_on_idx\` ON \`transfer_certificates\` (\`lookups_blocked_on\`);`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_lookups\` ADD \`count\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_lookups\` ADD \`address_hour\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_lookups_address_hour_idx\` ON \`transfer_certificate_lookups\` (\`address_hour\`);`)
  // Files saved before the flag existed are made public again where something published shows them, by
  // cms/migrate.ts once every migration has run: that reads through Payload, which asks for today's tables.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_notices_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notices_rels\`("id", "order", "parent_id", "path", "documents_id") SELECT "id", "order", "parent_id", "path", "documents_id" FROM \`notices_rels\`;`)
  await db.run(sql`DROP TABLE \`notices_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_notices_rels\` RENAME TO \`notices_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`notices_rels_order_idx\` ON \`notices_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_parent_idx\` ON \`notices_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_path_idx\` ON \`notices_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_documents_id_idx\` ON \`notices_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__notices_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__notices_v_rels\`("id", "order", "parent_id", "path", "documents_id") SELECT "id", "order", "parent_id", "path", "documents_id" FROM \`_notices_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__notices_v_rels\` RENAME TO \`_notices_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_order_idx\` ON \`_notices_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_parent_idx\` ON \`_notices_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_path_idx\` ON \`_notices_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_documents_id_idx\` ON \`_notices_v_rels\` (\`documents_id\`);`)
  await db.run(sql`DROP INDEX \`transfer_certificates_lookups_blocked_on_idx\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` DROP COLUMN \`lookups_blocked_on\`;`)
  await db.run(sql`DROP INDEX \`transfer_certificate_lookups_address_hour_idx\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_lookups\` DROP COLUMN \`count\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_lookups\` DROP COLUMN \`address_hour\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`public\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`used_by\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`public\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`used_by\`;`)
}
