import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-sqlite';

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
  await db.run(sql`CREATE TABLE \`transfer_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`class\` text NOT NULL,
  	\`issue_date\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`transfer_certificate_scans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_number_idx\` ON \`transfer_certificates\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_file_idx\` ON \`transfer_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_updated_at_idx\` ON \`transfer_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_created_at_idx\` ON \`transfer_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`transfer_certificate_scans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'transfer-certificate-scans',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE INDEX \`transfer_certificate_scans_updated_at_idx\` ON \`transfer_certificate_scans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_scans_created_at_idx\` ON \`transfer_certificate_scans\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_scans_filename_idx\` ON \`transfer_certificate_scans\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`transfer_certificate_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`created\` numeric,
  	\`prefix\` text DEFAULT 'transfer-certificate-imports',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE INDEX \`transfer_certificate_imports_updated_at_idx\` ON \`transfer_certificate_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_imports_created_at_idx\` ON \`transfer_certificate_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_imports_filename_idx\` ON \`transfer_certificate_imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`transfer_certificate_lookups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_at_idx\` ON \`transfer_certificate_lookups\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_updated_at_idx\` ON \`transfer_certificate_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_created_at_idx\` ON \`transfer_certificate_lookups\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`book_lists_id\` integer REFERENCES book_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`annual_reports_id\` integer REFERENCES annual_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`transfer_certificates_id\` integer REFERENCES transfer_certificates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`transfer_certificate_scans_id\` integer REFERENCES transfer_certificate_scans(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`transfer_certificate_imports_id\` integer REFERENCES transfer_certificate_imports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`transfer_certificate_lookups_id\` integer REFERENCES transfer_certificate_lookups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`book_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_annual_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_scans_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_scans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_impor_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificate_looku_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificate_lookups_id\`);`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_affiliation_letter_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_registration_certificate_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_state_noc_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_rte_recognition_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_building_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_fire_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_deo_self_certification_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`documents_water_health_sanitation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`results_fee_structure_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`results_academic_calendar_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`results_management_committee_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`results_parent_teacher_association_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosure\` ADD \`results_board_results_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_affiliation_letter_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_registration_certificate_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_state_noc_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_rte_recognition_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_building_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_fire_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_deo_self_certification_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_documents_water_health_sanitation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_results_fee_structure_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_results_academic_calendar_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_results_management_committee_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_results_parent_teacher_association_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_results_board_results_valid_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`book_lists_books\`;`)
  await db.run(sql`DROP TABLE \`book_lists\`;`)
  await db.run(sql`DROP TABLE \`annual_reports\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificates\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_scans\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_imports\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_lookups\`;`)
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
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_affiliation_letter_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_registration_certificate_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_state_noc_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_rte_recognition_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_building_safety_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_fire_safety_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_deo_self_certification_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`documents_water_health_sanitation_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`results_fee_structure_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`results_academic_calendar_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`results_management_committee_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`results_parent_teacher_association_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosure\` DROP COLUMN \`results_board_results_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_affiliation_letter_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_registration_certificate_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_state_noc_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_rte_recognition_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_building_safety_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_fire_safety_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_deo_self_certification_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_documents_water_health_sanitation_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_results_fee_structure_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_results_academic_calendar_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_results_management_committee_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_results_parent_teacher_association_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` DROP COLUMN \`version_results_board_results_valid_until\`;`)
}
