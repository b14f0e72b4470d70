import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`description\` text,
  	\`body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_small_sizes_small_filename_idx\` ON \`images\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_medium_sizes_medium_filename_idx\` ON \`images\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_sizes_large_filename_idx\` ON \`images\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`menu\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`position\` numeric DEFAULT 10 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`menu_updated_at_idx\` ON \`menu\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menu_created_at_idx\` ON \`menu\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`social\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`social_updated_at_idx\` ON \`social\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_created_at_idx\` ON \`social\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_id_idx\` ON \`payload_locked_documents_rels\` (\`social_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`school_other_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_other_phones_order_idx\` ON \`school_other_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_other_phones_parent_id_idx\` ON \`school_other_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_home_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_home_facts_order_idx\` ON \`school_home_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_home_facts_parent_id_idx\` ON \`school_home_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_home_academics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_home_academics_order_idx\` ON \`school_home_academics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_home_academics_parent_id_idx\` ON \`school_home_academics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	\`copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	\`brand_mark\` text NOT NULL,
  	\`brand_logo_id\` integer,
  	\`brand_caption\` text NOT NULL,
  	\`cbse_affiliation_number\` text NOT NULL,
  	\`cbse_school_code\` text NOT NULL,
  	\`principal_name\` text NOT NULL,
  	\`principal_qualification\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text NOT NULL,
  	\`address_pin_code\` text NOT NULL,
  	\`address_country\` text DEFAULT 'IN' NOT NULL,
  	\`map_title\` text NOT NULL,
  	\`map_embed_url\` text NOT NULL,
  	\`map_link_url\` text NOT NULL,
  	\`about\` text NOT NULL,
  	\`home_hero_title\` text NOT NULL,
  	\`home_hero_text\` text NOT NULL,
  	\`home_admissions_title\` text NOT NULL,
  	\`home_admissions_text\` text NOT NULL,
  	\`home_admissions_button_label\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`brand_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_brand_brand_logo_idx\` ON \`school\` (\`brand_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_other_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_v_version_other_phones_order_idx\` ON \`_school_v_version_other_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_other_phones_parent_id_idx\` ON \`_school_v_version_other_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_home_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_v_version_home_facts_order_idx\` ON \`_school_v_version_home_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_home_facts_parent_id_idx\` ON \`_school_v_version_home_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v_version_home_academics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stage\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_v_version_home_academics_order_idx\` ON \`_school_v_version_home_academics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_home_academics_parent_id_idx\` ON \`_school_v_version_home_academics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_short_name\` text NOT NULL,
  	\`version_tagline\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_open_hours\` text DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	\`version_copyright\` text DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	\`version_brand_mark\` text NOT NULL,
  	\`version_brand_logo_id\` integer,
  	\`version_brand_caption\` text NOT NULL,
  	\`version_cbse_affiliation_number\` text NOT NULL,
  	\`version_cbse_school_code\` text NOT NULL,
  	\`version_principal_name\` text NOT NULL,
  	\`version_principal_qualification\` text NOT NULL,
  	\`version_address_street\` text NOT NULL,
  	\`version_address_city\` text NOT NULL,
  	\`version_address_state\` text NOT NULL,
  	\`version_address_pin_code\` text NOT NULL,
  	\`version_address_country\` text DEFAULT 'IN' NOT NULL,
  	\`version_map_title\` text NOT NULL,
  	\`version_map_embed_url\` text NOT NULL,
  	\`version_map_link_url\` text NOT NULL,
  	\`version_about\` text NOT NULL,
  	\`version_home_hero_title\` text NOT NULL,
  	\`version_home_hero_text\` text NOT NULL,
  	\`version_home_admissions_title\` text NOT NULL,
  	\`version_home_admissions_text\` text NOT NULL,
  	\`version_home_admissions_button_label\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_brand_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_v_version_brand_version_brand_logo_idx\` ON \`_school_v\` (\`version_brand_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_created_at_idx\` ON \`_school_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_updated_at_idx\` ON \`_school_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_results_class_x_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`registered\` numeric,
  	\`passed\` numeric,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_results_class_x_years_order_idx\` ON \`disclosure_results_class_x_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_class_x_years_parent_id_idx\` ON \`disclosure_results_class_x_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_results_class_x_i_i_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`registered\` numeric,
  	\`passed\` numeric,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_results_class_x_i_i_years_order_idx\` ON \`disclosure_results_class_x_i_i_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_class_x_i_i_years_parent_id_idx\` ON \`disclosure_results_class_x_i_i_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_staff_teacher_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`qualification\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_staff_teacher_list_order_idx\` ON \`disclosure_staff_teacher_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_staff_teacher_list_parent_id_idx\` ON \`disclosure_staff_teacher_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`documents_affiliation_letter_not_applicable\` integer,
  	\`documents_affiliation_letter_document_id\` integer,
  	\`documents_affiliation_letter_url\` text,
  	\`documents_affiliation_letter_type\` text,
  	\`documents_affiliation_letter_size\` text,
  	\`documents_registration_certificate_not_applicable\` integer,
  	\`documents_registration_certificate_document_id\` integer,
  	\`documents_registration_certificate_url\` text,
  	\`documents_registration_certificate_type\` text,
  	\`documents_registration_certificate_size\` text,
  	\`documents_state_noc_not_applicable\` integer,
  	\`documents_state_noc_document_id\` integer,
  	\`documents_state_noc_url\` text,
  	\`documents_state_noc_type\` text,
  	\`documents_state_noc_size\` text,
  	\`documents_rte_recognition_not_applicable\` integer,
  	\`documents_rte_recognition_document_id\` integer,
  	\`documents_rte_recognition_url\` text,
  	\`documents_rte_recognition_type\` text,
  	\`documents_rte_recognition_size\` text,
  	\`documents_building_safety_not_applicable\` integer,
  	\`documents_building_safety_document_id\` integer,
  	\`documents_building_safety_url\` text,
  	\`documents_building_safety_type\` text,
  	\`documents_building_safety_size\` text,
  	\`documents_fire_safety_not_applicable\` integer,
  	\`documents_fire_safety_document_id\` integer,
  	\`documents_fire_safety_url\` text,
  	\`documents_fire_safety_type\` text,
  	\`documents_fire_safety_size\` text,
  	\`documents_deo_self_certification_not_applicable\` integer,
  	\`documents_deo_self_certification_document_id\` integer,
  	\`documents_deo_self_certification_url\` text,
  	\`documents_deo_self_certification_type\` text,
  	\`documents_deo_self_certification_size\` text,
  	\`documents_water_health_sanitation_not_applicable\` integer,
  	\`documents_water_health_sanitation_document_id\` integer,
  	\`documents_water_health_sanitation_url\` text,
  	\`documents_water_health_sanitation_type\` text,
  	\`documents_water_health_sanitation_size\` text,
  	\`results_fee_structure_not_applicable\` integer,
  	\`results_fee_structure_document_id\` integer,
  	\`results_fee_structure_url\` text,
  	\`results_fee_structure_type\` text,
  	\`results_fee_structure_size\` text,
  	\`results_academic_calendar_not_applicable\` integer,
  	\`results_academic_calendar_document_id\` integer,
  	\`results_academic_calendar_url\` text,
  	\`results_academic_calendar_type\` text,
  	\`results_academic_calendar_size\` text,
  	\`results_management_committee_not_applicable\` integer,
  	\`results_management_committee_document_id\` integer,
  	\`results_management_committee_url\` text,
  	\`results_management_committee_type\` text,
  	\`results_management_committee_size\` text,
  	\`results_parent_teacher_association_not_applicable\` integer,
  	\`results_parent_teacher_association_document_id\` integer,
  	\`results_parent_teacher_association_url\` text,
  	\`results_parent_teacher_association_type\` text,
  	\`results_parent_teacher_association_size\` text,
  	\`results_board_results_not_applicable\` integer,
  	\`results_board_results_document_id\` integer,
  	\`results_board_results_url\` text,
  	\`results_board_results_type\` text,
  	\`results_board_results_size\` text,
  	\`results_class_x_not_applicable\` integer,
  	\`results_class_x_i_i_not_applicable\` integer,
  	\`staff_teachers_total\` numeric NOT NULL,
  	\`staff_teachers_pgt\` numeric NOT NULL,
  	\`staff_teachers_tgt\` numeric NOT NULL,
  	\`staff_teachers_prt\` numeric NOT NULL,
  	\`staff_teacher_section_ratio\` text NOT NULL,
  	\`staff_special_educator\` text NOT NULL,
  	\`staff_counsellor_and_wellness_teacher\` text NOT NULL,
  	\`infrastructure_campus_area_square_metres\` numeric NOT NULL,
  	\`infrastructure_classrooms_count\` numeric NOT NULL,
  	\`infrastructure_classrooms_size_square_metres\` numeric NOT NULL,
  	\`infrastructure_laboratories_count\` numeric NOT NULL,
  	\`infrastructure_laboratories_computer_labs\` numeric NOT NULL,
  	\`infrastructure_laboratories_size_square_metres\` numeric NOT NULL,
  	\`infrastructure_internet\` text NOT NULL,
  	\`infrastructure_girls_toilets\` numeric NOT NULL,
  	\`infrastructure_boys_toilets\` numeric NOT NULL,
  	\`infrastructure_inspection_video\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`documents_affiliation_letter_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_registration_certificate_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_state_noc_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_rte_recognition_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_building_safety_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_fire_safety_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_deo_self_certification_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_water_health_sanitation_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`results_fee_structure_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`results_academic_calendar_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`results_management_committee_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`results_parent_teacher_association_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`results_board_results_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_documents_affiliation_letter_documents_affili_idx\` ON \`disclosure\` (\`documents_affiliation_letter_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_registration_certificate_documents__idx\` ON \`disclosure\` (\`documents_registration_certificate_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_state_noc_documents_state_noc_docum_idx\` ON \`disclosure\` (\`documents_state_noc_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_rte_recognition_documents_rte_recog_idx\` ON \`disclosure\` (\`documents_rte_recognition_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_building_safety_documents_building__idx\` ON \`disclosure\` (\`documents_building_safety_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_fire_safety_documents_fire_safety_d_idx\` ON \`disclosure\` (\`documents_fire_safety_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_deo_self_certification_documents_de_idx\` ON \`disclosure\` (\`documents_deo_self_certification_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_documents_water_health_sanitation_documents_w_idx\` ON \`disclosure\` (\`documents_water_health_sanitation_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_fee_structure_results_fee_structure_d_idx\` ON \`disclosure\` (\`results_fee_structure_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_academic_calendar_results_academic_ca_idx\` ON \`disclosure\` (\`results_academic_calendar_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_management_committee_results_manageme_idx\` ON \`disclosure\` (\`results_management_committee_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_parent_teacher_association_results_pa_idx\` ON \`disclosure\` (\`results_parent_teacher_association_document_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_results_board_results_results_board_results_d_idx\` ON \`disclosure\` (\`results_board_results_document_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v_version_results_class_x_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`registered\` numeric,
  	\`passed\` numeric,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_class_x_years_order_idx\` ON \`_disclosure_v_version_results_class_x_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_class_x_years_parent_id_idx\` ON \`_disclosure_v_version_results_class_x_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v_version_results_class_x_i_i_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`registered\` numeric,
  	\`passed\` numeric,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_class_x_i_i_years_order_idx\` ON \`_disclosure_v_version_results_class_x_i_i_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_class_x_i_i_years_parent_id_idx\` ON \`_disclosure_v_version_results_class_x_i_i_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v_version_staff_teacher_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`qualification\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_staff_teacher_list_order_idx\` ON \`_disclosure_v_version_staff_teacher_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_staff_teacher_list_parent_id_idx\` ON \`_disclosure_v_version_staff_teacher_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_disclosure_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_documents_affiliation_letter_not_applicable\` integer,
  	\`version_documents_affiliation_letter_document_id\` integer,
  	\`version_documents_affiliation_letter_url\` text,
  	\`version_documents_affiliation_letter_type\` text,
  	\`version_documents_affiliation_letter_size\` text,
  	\`version_documents_registration_certificate_not_applicable\` integer,
  	\`version_documents_registration_certificate_document_id\` integer,
  	\`version_documents_registration_certificate_url\` text,
  	\`version_documents_registration_certificate_type\` text,
  	\`version_documents_registration_certificate_size\` text,
  	\`version_documents_state_noc_not_applicable\` integer,
  	\`version_documents_state_noc_document_id\` integer,
  	\`version_documents_state_noc_url\` text,
  	\`version_documents_state_noc_type\` text,
  	\`version_documents_state_noc_size\` text,
  	\`version_documents_rte_recognition_not_applicable\` integer,
  	\`version_documents_rte_recognition_document_id\` integer,
  	\`version_documents_rte_recognition_url\` text,
  	\`version_documents_rte_recognition_type\` text,
  	\`version_documents_rte_recognition_size\` text,
  	\`version_documents_building_safety_not_applicable\` integer,
  	\`version_documents_building_safety_document_id\` integer,
  	\`version_documents_building_safety_url\` text,
  	\`version_documents_building_safety_type\` text,
  	\`version_documents_building_safety_size\` text,
  	\`version_documents_fire_safety_not_applicable\` integer,
  	\`version_documents_fire_safety_document_id\` integer,
  	\`version_documents_fire_safety_url\` text,
  	\`version_documents_fire_safety_type\` text,
  	\`version_documents_fire_safety_size\` text,
  	\`version_documents_deo_self_certification_not_applicable\` integer,
  	\`version_documents_deo_self_certification_document_id\` integer,
  	\`version_documents_deo_self_certification_url\` text,
  	\`version_documents_deo_self_certification_type\` text,
  	\`version_documents_deo_self_certification_size\` text,
  	\`version_documents_water_health_sanitation_not_applicable\` integer,
  	\`version_documents_water_health_sanitation_document_id\` integer,
  	\`version_documents_water_health_sanitation_url\` text,
  	\`version_documents_water_health_sanitation_type\` text,
  	\`version_documents_water_health_sanitation_size\` text,
  	\`version_results_fee_structure_not_applicable\` integer,
  	\`version_results_fee_structure_document_id\` integer,
  	\`version_results_fee_structure_url\` text,
  	\`version_results_fee_structure_type\` text,
  	\`version_results_fee_structure_size\` text,
  	\`version_results_academic_calendar_not_applicable\` integer,
  	\`version_results_academic_calendar_document_id\` integer,
  	\`version_results_academic_calendar_url\` text,
  	\`version_results_academic_calendar_type\` text,
  	\`version_results_academic_calendar_size\` text,
  	\`version_results_management_committee_not_applicable\` integer,
  	\`version_results_management_committee_document_id\` integer,
  	\`version_results_management_committee_url\` text,
  	\`version_results_management_committee_type\` text,
  	\`version_results_management_committee_size\` text,
  	\`version_results_parent_teacher_association_not_applicable\` integer,
  	\`version_results_parent_teacher_association_document_id\` integer,
  	\`version_results_parent_teacher_association_url\` text,
  	\`version_results_parent_teacher_association_type\` text,
  	\`version_results_parent_teacher_association_size\` text,
  	\`version_results_board_results_not_applicable\` integer,
  	\`version_results_board_results_document_id\` integer,
  	\`version_results_board_results_url\` text,
  	\`version_results_board_results_type\` text,
  	\`version_results_board_results_size\` text,
  	\`version_results_class_x_not_applicable\` integer,
  	\`version_results_class_x_i_i_not_applicable\` integer,
  	\`version_staff_teachers_total\` numeric NOT NULL,
  	\`version_staff_teachers_pgt\` numeric NOT NULL,
  	\`version_staff_teachers_tgt\` numeric NOT NULL,
  	\`version_staff_teachers_prt\` numeric NOT NULL,
  	\`version_staff_teacher_section_ratio\` text NOT NULL,
  	\`version_staff_special_educator\` text NOT NULL,
  	\`version_staff_counsellor_and_wellness_teacher\` text NOT NULL,
  	\`version_infrastructure_campus_area_square_metres\` numeric NOT NULL,
  	\`version_infrastructure_classrooms_count\` numeric NOT NULL,
  	\`version_infrastructure_classrooms_size_square_metres\` numeric NOT NULL,
  	\`version_infrastructure_laboratories_count\` numeric NOT NULL,
  	\`version_infrastructure_laboratories_computer_labs\` numeric NOT NULL,
  	\`version_infrastructure_laboratories_size_square_metres\` numeric NOT NULL,
  	\`version_infrastructure_internet\` text NOT NULL,
  	\`version_infrastructure_girls_toilets\` numeric NOT NULL,
  	\`version_infrastructure_boys_toilets\` numeric NOT NULL,
  	\`version_infrastructure_inspection_video\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_documents_affiliation_letter_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_registration_certificate_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_state_noc_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_rte_recognition_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_building_safety_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_fire_safety_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_deo_self_certification_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documents_water_health_sanitation_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_results_fee_structure_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_results_academic_calendar_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_results_management_committee_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_results_parent_teacher_association_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_results_board_results_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_affiliation_letter_versi_idx\` ON \`_disclosure_v\` (\`version_documents_affiliation_letter_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_registration_certificate_idx\` ON \`_disclosure_v\` (\`version_documents_registration_certificate_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_state_noc_version_docume_idx\` ON \`_disclosure_v\` (\`version_documents_state_noc_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_rte_recognition_version__idx\` ON \`_disclosure_v\` (\`version_documents_rte_recognition_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_building_safety_version__idx\` ON \`_disclosure_v\` (\`version_documents_building_safety_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_fire_safety_version_docu_idx\` ON \`_disclosure_v\` (\`version_documents_fire_safety_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_deo_self_certification_v_idx\` ON \`_disclosure_v\` (\`version_documents_deo_self_certification_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_documents_water_health_sanitation__idx\` ON \`_disclosure_v\` (\`version_documents_water_health_sanitation_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_fee_structure_version_resu_idx\` ON \`_disclosure_v\` (\`version_results_fee_structure_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_academic_calendar_version__idx\` ON \`_disclosure_v\` (\`version_results_academic_calendar_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_management_committee_versi_idx\` ON \`_disclosure_v\` (\`version_results_management_committee_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_parent_teacher_association_idx\` ON \`_disclosure_v\` (\`version_results_parent_teacher_association_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_results_board_results_version_resu_idx\` ON \`_disclosure_v\` (\`version_results_board_results_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_created_at_idx\` ON \`_disclosure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_updated_at_idx\` ON \`_disclosure_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`DROP TABLE \`menu\`;`)
  await db.run(sql`DROP TABLE \`social\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`school_other_phones\`;`)
  await db.run(sql`DROP TABLE \`school_home_facts\`;`)
  await db.run(sql`DROP TABLE \`school_home_academics\`;`)
  await db.run(sql`DROP TABLE \`school\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_other_phones\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_home_facts\`;`)
  await db.run(sql`DROP TABLE \`_school_v_version_home_academics\`;`)
  await db.run(sql`DROP TABLE \`_school_v\`;`)
  await db.run(sql`DROP TABLE \`disclosure_results_class_x_years\`;`)
  await db.run(sql`DROP TABLE \`disclosure_results_class_x_i_i_years\`;`)
  await db.run(sql`DROP TABLE \`disclosure_staff_teacher_list\`;`)
  await db.run(sql`DROP TABLE \`disclosure\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v_version_results_class_x_years\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v_version_results_class_x_i_i_years\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v_version_staff_teacher_list\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v\`;`)
}
