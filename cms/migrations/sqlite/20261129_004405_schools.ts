import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';
import { firstSchoolDomain } from '../first-school.ts';

// Issue 44: many schools on one deployment. Every collection a school owns gets its `school`, and the four
// globals (the school's details, its disclosure, its alert, its message settings) become collections of
// one document a school, keeping their tables. Payload's generated SQL makes the tables and columns; the
// statements added by hand make the school there was (its details saved: a site in use) the first school,
// at SITE_URL's host (else localhost), and make everything it had its own, every account included.

/** The tables that got a `school_id` column, and the versions tables their `version_school_id`. */
const OWNED = [
  'pages', 'notices', 'events', 'documents', 'images', 'albums', 'book_lists', 'annual_reports',
  'transfer_certificates', 'transfer_certificate_scans', 'transfer_certificate_imports',
  'transfer_certificate_lookups', 'menu', 'social', 'messages', 'privacy_notices', 'message_withdrawals',
];
const OWNED_VERSIONS = ['_pages_v', '_notices_v', '_albums_v', '_school_v', '_disclosure_v', '_alert_v'];
const ONE_PER_SCHOOL = ['school', 'disclosure', 'alert'];
const FIRST = sql.raw('(SELECT `id` FROM `schools` ORDER BY `id` LIMIT 1)');

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`schools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`domain\` text NOT NULL,
  	\`site_key\` text,
  	\`suspended\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_domain_idx\` ON \`schools\` (\`domain\`);`)
  await db.run(sql`CREATE INDEX \`schools_updated_at_idx\` ON \`schools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`schools_created_at_idx\` ON \`schools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_schools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`school_id\` integer NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_schools_order_idx\` ON \`users_schools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_schools_parent_id_idx\` ON \`users_schools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_schools_school_idx\` ON \`users_schools\` (\`school_id\`);`)
  await db.run(
    sql`INSERT INTO \`schools\` (\`name\`, \`domain\`, \`suspended\`)
      SELECT COALESCE((SELECT \`name\` FROM \`school_locales\` WHERE \`_locale\` = 'en' LIMIT 1), 'School'), ${firstSchoolDomain()}, 0
      WHERE EXISTS (SELECT 1 FROM \`school\`);`,
  );
  await db.run(sql`DROP INDEX \`class_academicYear_idx\`;`)
  await db.run(sql`ALTER TABLE \`book_lists\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`book_lists_school_idx\` ON \`book_lists\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_class_academicYear_idx\` ON \`book_lists\` (\`school_id\`,\`class\`,\`academic_year\`);`)
  await db.run(sql`DROP INDEX \`pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`pages_school_idx\` ON \`pages\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_slug_idx\` ON \`pages\` (\`school_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`notices_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`notices_school_idx\` ON \`notices\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_slug_1_idx\` ON \`notices\` (\`school_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`notices_slug_idx\` ON \`notices\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`albums_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`albums\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`albums_school_idx\` ON \`albums\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_slug_2_idx\` ON \`albums\` (\`school_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`albums_slug_idx\` ON \`albums\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`annual_reports_academic_year_idx\`;`)
  await db.run(sql`ALTER TABLE \`annual_reports\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`annual_reports_school_idx\` ON \`annual_reports\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_academicYear_idx\` ON \`annual_reports\` (\`school_id\`,\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_academic_year_idx\` ON \`annual_reports\` (\`academic_year\`);`)
  await db.run(sql`DROP INDEX \`transfer_certificates_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_school_idx\` ON \`transfer_certificates\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_number_idx\` ON \`transfer_certificates\` (\`school_id\`,\`number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_number_idx\` ON \`transfer_certificates\` (\`number\`);`)
  await db.run(sql`DROP INDEX \`privacy_notices_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`privacy_notices\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_school_idx\` ON \`privacy_notices\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_version_idx\` ON \`privacy_notices\` (\`school_id\`,\`version\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_version_idx\` ON \`privacy_notices\` (\`version\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_school\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`brand_mark\` text NOT NULL,
  	\`brand_logo_id\` integer,
  	\`cbse_affiliation_number\` text NOT NULL,
  	\`cbse_school_code\` text NOT NULL,
  	\`principal_name\` text NOT NULL,
  	\`principal_qualification\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text NOT NULL,
  	\`address_pin_code\` text NOT NULL,
  	\`address_country\` text DEFAULT 'IN' NOT NULL,
  	\`map_embed_url\` text NOT NULL,
  	\`map_link_url\` text NOT NULL,
  	\`grievance_officer_name\` text,
  	\`grievance_officer_email\` text,
  	\`grievance_officer_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brand_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_school\`("id", "school_id", "phone", "email", "brand_mark", "brand_logo_id", "cbse_affiliation_number", "cbse_school_code", "principal_name", "principal_qualification", "address_street", "address_city", "address_state", "address_pin_code", "address_country", "map_embed_url", "map_link_url", "grievance_officer_name", "grievance_officer_email", "grievance_officer_phone", "updated_at", "created_at") SELECT "id", ${FIRST}, "phone", "email", "brand_mark", "brand_logo_id", "cbse_affiliation_number", "cbse_school_code", "principal_name", "principal_qualification", "address_street", "address_city", "address_state", "address_pin_code", "address_country", "map_embed_url", "map_link_url", "grievance_officer_name", "grievance_officer_email", "grievance_officer_phone", "updated_at", "created_at" FROM \`school\`;`)
  await db.run(sql`DROP TABLE \`school\`;`)
  await db.run(sql`ALTER TABLE \`__new_school\` RENAME TO \`school\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_school_idx\` ON \`school\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`school_brand_brand_logo_idx\` ON \`school\` (\`brand_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`school_updated_at_idx\` ON \`school\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`school_created_at_idx\` ON \`school\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_disclosure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`documents_affiliation_letter_not_applicable\` integer,
  	\`documents_affiliation_letter_document_id\` integer,
  	\`documents_affiliation_letter_url\` text,
  	\`documents_affiliation_letter_type\` text,
  	\`documents_affiliation_letter_size\` text,
  	\`documents_affiliation_letter_valid_until\` text,
  	\`documents_registration_certificate_not_applicable\` integer,
  	\`documents_registration_certificate_document_id\` integer,
  	\`documents_registration_certificate_url\` text,
  	\`documents_registration_certificate_type\` text,
  	\`documents_registration_certificate_size\` text,
  	\`documents_registration_certificate_valid_until\` text,
  	\`documents_state_noc_not_applicable\` integer,
  	\`documents_state_noc_document_id\` integer,
  	\`documents_state_noc_url\` text,
  	\`documents_state_noc_type\` text,
  	\`documents_state_noc_size\` text,
  	\`documents_state_noc_valid_until\` text,
  	\`documents_rte_recognition_not_applicable\` integer,
  	\`documents_rte_recognition_document_id\` integer,
  	\`documents_rte_recognition_url\` text,
  	\`documents_rte_recognition_type\` text,
  	\`documents_rte_recognition_size\` text,
  	\`documents_rte_recognition_valid_until\` text,
  	\`documents_building_safety_not_applicable\` integer,
  	\`documents_building_safety_document_id\` integer,
  	\`documents_building_safety_url\` text,
  	\`documents_building_safety_type\` text,
  	\`documents_building_safety_size\` text,
  	\`documents_building_safety_valid_until\` text,
  	\`documents_fire_safety_not_applicable\` integer,
  	\`documents_fire_safety_document_id\` integer,
  	\`documents_fire_safety_url\` text,
  	\`documents_fire_safety_type\` text,
  	\`documents_fire_safety_size\` text,
  	\`documents_fire_safety_valid_until\` text,
  	\`documents_deo_self_certification_not_applicable\` integer,
  	\`documents_deo_self_certification_document_id\` integer,
  	\`documents_deo_self_certification_url\` text,
  	\`documents_deo_self_certification_type\` text,
  	\`documents_deo_self_certification_size\` text,
  	\`documents_deo_self_certification_valid_until\` text,
  	\`documents_water_health_sanitation_not_applicable\` integer,
  	\`documents_water_health_sanitation_document_id\` integer,
  	\`documents_water_health_sanitation_url\` text,
  	\`documents_water_health_sanitation_type\` text,
  	\`documents_water_health_sanitation_size\` text,
  	\`documents_water_health_sanitation_valid_until\` text,
  	\`results_fee_structure_not_applicable\` integer,
  	\`results_fee_structure_document_id\` integer,
  	\`results_fee_structure_url\` text,
  	\`results_fee_structure_type\` text,
  	\`results_fee_structure_size\` text,
  	\`results_fee_structure_valid_until\` text,
  	\`results_academic_calendar_not_applicable\` integer,
  	\`results_academic_calendar_document_id\` integer,
  	\`results_academic_calendar_url\` text,
  	\`results_academic_calendar_type\` text,
  	\`results_academic_calendar_size\` text,
  	\`results_academic_calendar_valid_until\` text,
  	\`results_management_committee_not_applicable\` integer,
  	\`results_management_committee_document_id\` integer,
  	\`results_management_committee_url\` text,
  	\`results_management_committee_type\` text,
  	\`results_management_committee_size\` text,
  	\`results_management_committee_valid_until\` text,
  	\`results_parent_teacher_association_not_applicable\` integer,
  	\`results_parent_teacher_association_document_id\` integer,
  	\`results_parent_teacher_association_url\` text,
  	\`results_parent_teacher_association_type\` text,
  	\`results_parent_teacher_association_size\` text,
  	\`results_parent_teacher_association_valid_until\` text,
  	\`results_board_results_not_applicable\` integer,
  	\`results_board_results_document_id\` integer,
  	\`results_board_results_url\` text,
  	\`results_board_results_type\` text,
  	\`results_board_results_size\` text,
  	\`results_board_results_valid_until\` text,
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  await db.run(sql`INSERT INTO \`__new_disclosure\`("id", "school_id", "documents_affiliation_letter_not_applicable", "documents_affiliation_letter_document_id", "documents_affiliation_letter_url", "documents_affiliation_letter_type", "documents_affiliation_letter_size", "documents_affiliation_letter_valid_until", "documents_registration_certificate_not_applicable", "documents_registration_certificate_document_id", "documents_registration_certificate_url", "documents_registration_certificate_type", "documents_registration_certificate_size", "documents_registration_certificate_valid_until", "documents_state_noc_not_applicable", "documents_state_noc_document_id", "documents_state_noc_url", "documents_state_noc_type", "documents_state_noc_size", "documents_state_noc_valid_until", "documents_rte_recognition_not_applicable", "documents_rte_recognition_document_id", "documents_rte_recognition_url", "documents_rte_recognition_type", "documents_rte_recognition_size", "documents_rte_recognition_valid_until", "documents_building_safety_not_applicable", "documents_building_safety_document_id", "documents_building_safety_url", "documents_building_safety_type", "documents_building_safety_size", "documents_building_safety_valid_until", "documents_fire_safety_not_applicable", "documents_fire_safety_document_id", "documents_fire_safety_url", "documents_fire_safety_type", "documents_fire_safety_size", "documents_fire_safety_valid_until", "documents_deo_self_certification_not_applicable", "documents_deo_self_certification_document_id", "documents_deo_self_certification_url", "documents_deo_self_certification_type", "documents_deo_self_certification_size", "documents_deo_self_certification_valid_until", "documents_water_health_sanitation_not_applicable", "documents_water_health_sanitation_document_id", "documents_water_health_sanitation_url", "documents_water_health_sanitation_type", "documents_water_health_sanitation_size", "documents_water_health_sanitation_valid_until", "results_fee_structure_not_applicable", "results_fee_structure_document_id", "results_fee_structure_url", "results_fee_structure_type", "results_fee_structure_size", "results_fee_structure_valid_until", "results_academic_calendar_not_applicable", "results_academic_calendar_document_id", "results_academic_calendar_url", "results_academic_calendar_type", "results_academic_calendar_size", "results_academic_calendar_valid_until", "results_management_committee_not_applicable", "results_management_committee_document_id", "results_management_committee_url", "results_management_committee_type", "results_management_committee_size", "results_management_committee_valid_until", "results_parent_teacher_association_not_applicable", "results_parent_teacher_association_document_id", "results_parent_teacher_association_url", "results_parent_teacher_association_type", "results_parent_teacher_association_size", "results_parent_teacher_association_valid_until", "results_board_results_not_applicable", "results_board_results_document_id", "results_board_results_url", "results_board_results_type", "results_board_results_size", "results_board_results_valid_until", "results_class_x_not_applicable", "results_class_x_i_i_not_applicable", "staff_teachers_total", "staff_teachers_pgt", "staff_teachers_tgt", "staff_teachers_prt", "staff_teacher_section_ratio", "staff_special_educator", "staff_counsellor_and_wellness_teacher", "infrastructure_campus_area_square_metres", "infrastructure_classrooms_count", "infrastructure_classrooms_size_square_metres", "infrastructure_laboratories_count", "infrastructure_laboratories_computer_labs", "infrastructure_laboratories_size_square_metres", "infrastructure_internet", "infrastructure_girls_toilets", "infrastructure_boys_toilets", "infrastructure_inspection_video", "updated_at", "created_at") SELECT "id", ${FIRST}, "documents_affiliation_letter_not_applicable", "documents_affiliation_letter_document_id", "documents_affiliation_letter_url", "documents_affiliation_letter_type", "documents_affiliation_letter_size", "documents_affiliation_letter_valid_until", "documents_registration_certificate_not_applicable", "documents_registration_certificate_document_id", "documents_registration_certificate_url", "documents_registration_certificate_type", "documents_registration_certificate_size", "documents_registration_certificate_valid_until", "documents_state_noc_not_applicable", "documents_state_noc_document_id", "documents_state_noc_url", "documents_state_noc_type", "documents_state_noc_size", "documents_state_noc_valid_until", "documents_rte_recognition_not_applicable", "documents_rte_recognition_document_id", "documents_rte_recognition_url", "documents_rte_recognition_type", "documents_rte_recognition_size", "documents_rte_recognition_valid_until", "documents_building_safety_not_applicable", "documents_building_safety_document_id", "documents_building_safety_url", "documents_building_safety_type", "documents_building_safety_size", "documents_building_safety_valid_until", "documents_fire_safety_not_applicable", "documents_fire_safety_document_id", "documents_fire_safety_url", "documents_fire_safety_type", "documents_fire_safety_size", "documents_fire_safety_valid_until", "documents_deo_self_certification_not_applicable", "documents_deo_self_certification_document_id", "documents_deo_self_certification_url", "documents_deo_self_certification_type", "documents_deo_self_certification_size", "documents_deo_self_certification_valid_until", "documents_water_health_sanitation_not_applicable", "documents_water_health_sanitation_document_id", "documents_water_health_sanitation_url", "documents_water_health_sanitation_type", "documents_water_health_sanitation_size", "documents_water_health_sanitation_valid_until", "results_fee_structure_not_applicable", "results_fee_structure_document_id", "results_fee_structure_url", "results_fee_structure_type", "results_fee_structure_size", "results_fee_structure_valid_until", "results_academic_calendar_not_applicable", "results_academic_calendar_document_id", "results_academic_calendar_url", "results_academic_calendar_type", "results_academic_calendar_size", "results_academic_calendar_valid_until", "results_management_committee_not_applicable", "results_management_committee_document_id", "results_management_committee_url", "results_management_committee_type", "results_management_committee_size", "results_management_committee_valid_until", "results_parent_teacher_association_not_applicable", "results_parent_teacher_association_document_id", "results_parent_teacher_association_url", "results_parent_teacher_association_type", "results_parent_teacher_association_size", "results_parent_teacher_association_valid_until", "results_board_results_not_applicable", "results_board_results_document_id", "results_board_results_url", "results_board_results_type", "results_board_results_size", "results_board_results_valid_until", "results_class_x_not_applicable", "results_class_x_i_i_not_applicable", "staff_teachers_total", "staff_teachers_pgt", "staff_teachers_tgt", "staff_teachers_prt", "staff_teacher_section_ratio", "staff_special_educator", "staff_counsellor_and_wellness_teacher", "infrastructure_campus_area_square_metres", "infrastructure_classrooms_count", "infrastructure_classrooms_size_square_metres", "infrastructure_laboratories_count", "infrastructure_laboratories_computer_labs", "infrastructure_laboratories_size_square_metres", "infrastructure_internet", "infrastructure_girls_toilets", "infrastructure_boys_toilets", "infrastructure_inspection_video", "updated_at", "created_at" FROM \`disclosure\`;`)
  await db.run(sql`DROP TABLE \`disclosure\`;`)
  await db.run(sql`ALTER TABLE \`__new_disclosure\` RENAME TO \`disclosure\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosure_school_idx\` ON \`disclosure\` (\`school_id\`);`)
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
  await db.run(sql`CREATE INDEX \`disclosure_updated_at_idx\` ON \`disclosure\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_created_at_idx\` ON \`disclosure\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_alert\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert\`("id", "school_id", "level", "link", "starts_at", "ends_at", "updated_at", "created_at") SELECT "id", ${FIRST}, "level", "link", "starts_at", "ends_at", "updated_at", "created_at" FROM \`alert\`;`)
  await db.run(sql`DROP TABLE \`alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert\` RENAME TO \`alert\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_school_idx\` ON \`alert\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_updated_at_idx\` ON \`alert\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_created_at_idx\` ON \`alert\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_message_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`enquiry_months\` numeric DEFAULT 12 NOT NULL,
  	\`contact_months\` numeric DEFAULT 6 NOT NULL,
  	\`grievance_months_after_closed\` numeric DEFAULT 36 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_message_settings\`("id", "school_id", "enquiry_months", "contact_months", "grievance_months_after_closed", "updated_at", "created_at") SELECT "id", ${FIRST}, "enquiry_months", "contact_months", "grievance_months_after_closed", "updated_at", "created_at" FROM \`message_settings\`;`)
  await db.run(sql`DROP TABLE \`message_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_message_settings\` RENAME TO \`message_settings\`;`)
  // Foreign keys stay off until every table made anew is in place: dropping one with them on deletes its
  // child rows first (SQLite's implicit DELETE, cascading), so the alert's texts and the disclosure's rows went.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`message_settings_school_idx\` ON \`message_settings\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`message_settings_updated_at_idx\` ON \`message_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`message_settings_created_at_idx\` ON \`message_settings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_school_idx\` ON \`_pages_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_slug_idx\` ON \`_pages_v\` (\`version_school_id\`,\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_school_idx\` ON \`_notices_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_slug_1_idx\` ON \`_notices_v\` (\`version_school_id\`,\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`events_school_idx\` ON \`events\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`documents_school_idx\` ON \`documents\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`images_school_idx\` ON \`images\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_albums_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_school_idx\` ON \`_albums_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_slug_2_idx\` ON \`_albums_v\` (\`version_school_id\`,\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_scans\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_scans_school_idx\` ON \`transfer_certificate_scans\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_imports\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_imports_school_idx\` ON \`transfer_certificate_imports\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`transfer_certificate_lookups\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_school_idx\` ON \`transfer_certificate_lookups\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`menu\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`menu_school_idx\` ON \`menu\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`social\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`social_school_idx\` ON \`social\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`messages_school_idx\` ON \`messages\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`message_withdrawals\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`message_withdrawals_school_idx\` ON \`message_withdrawals\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`school_id\` integer REFERENCES school(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosure_id\` integer REFERENCES disclosure(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_id\` integer REFERENCES alert(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`message_settings_id\` integer REFERENCES message_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`schools_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_id_idx\` ON \`payload_locked_documents_rels\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`message_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`parent_id\` integer REFERENCES school(id);`)
  await db.run(sql`ALTER TABLE \`_school_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_school_v_parent_idx\` ON \`_school_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_version_school_idx\` ON \`_school_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_version_updated_at_idx\` ON \`_school_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_version_version_created_at_idx\` ON \`_school_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`parent_id\` integer REFERENCES disclosure(id);`)
  await db.run(sql`ALTER TABLE \`_disclosure_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_parent_idx\` ON \`_disclosure_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_version_school_idx\` ON \`_disclosure_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_version_updated_at_idx\` ON \`_disclosure_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_disclosure_v_version_version_created_at_idx\` ON \`_disclosure_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_alert_v\` ADD \`parent_id\` integer REFERENCES alert(id);`)
  await db.run(sql`ALTER TABLE \`_alert_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_alert_v_parent_idx\` ON \`_alert_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_version_version_school_idx\` ON \`_alert_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_version_version_updated_at_idx\` ON \`_alert_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_version_version_created_at_idx\` ON \`_alert_v\` (\`version_created_at\`);`)
  for (const table of OWNED) await db.run(sql`UPDATE ${sql.identifier(table)} SET \`school_id\` = ${FIRST};`);
  for (const table of OWNED_VERSIONS)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET \`version_school_id\` = ${FIRST};`);
  // A global's versions had no parent: its one document, now the first school's.
  for (const table of ONE_PER_SCHOOL)
    await db.run(
      sql`UPDATE ${sql.identifier(`_${table}_v`)} SET \`parent_id\` = (SELECT \`id\` FROM ${sql.identifier(table)} LIMIT 1);`,
    );
  // Every account works in the school there was, as it did.
  await db.run(
    sql`INSERT INTO \`users_schools\` (\`_order\`, \`_parent_id\`, \`id\`, \`school_id\`)
      SELECT 1, \`id\`, lower(hex(randomblob(12))), ${FIRST} FROM \`users\` WHERE ${FIRST} IS NOT NULL;`,
  );
  // The search index's entries name their school (cms/search/engine.ts): made anew, then filled again from
  // the content once the migrations have run (cms/migrate.ts, REBUILD_SEARCH_AFTER).
  await db.run(sql.raw('DROP TABLE IF EXISTS search_fts'));
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(
      key UNINDEXED, locale UNINDEXED, kind UNINDEXED, href UNINDEXED, date UNINDEXED, english UNINDEXED,
      school UNINDEXED, title, body,
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
    )`),
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`schools\`;`)
  await db.run(sql`DROP TABLE \`users_schools\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at", "_status") SELECT "id", "slug", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`number\` text,
  	\`category\` text DEFAULT 'notice',
  	\`pinned\` integer DEFAULT false,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notices\`("id", "slug", "date", "number", "category", "pinned", "expires_at", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "number", "category", "pinned", "expires_at", "updated_at", "created_at", "_status" FROM \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_notices\` RENAME TO \`notices\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notices_slug_idx\` ON \`notices\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_number\` text,
  	\`version_category\` text DEFAULT 'notice',
  	\`version_pinned\` integer DEFAULT false,
  	\`version_expires_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__notices_v\`("id", "parent_id", "version_slug", "version_date", "version_number", "version_category", "version_pinned", "version_expires_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_date", "version_number", "version_category", "version_pinned", "version_expires_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__notices_v\` RENAME TO \`_notices_v\`;`)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_slug_idx\` ON \`_notices_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_snapshot_idx\` ON \`_notices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_published_locale_idx\` ON \`_notices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text DEFAULT 'event' NOT NULL,
  	\`all_day\` integer DEFAULT true,
  	\`start\` text NOT NULL,
  	\`start_tz\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`end\` text,
  	\`end_tz\` text DEFAULT 'Asia/Kolkata',
  	\`classes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "category", "all_day", "start", "start_tz", "end", "end_tz", "classes", "updated_at", "created_at") SELECT "id", "category", "all_day", "start", "start_tz", "end", "end_tz", "classes", "updated_at", "created_at" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`public\` integer DEFAULT false,
  	\`used_by\` text,
  	\`prefix\` text DEFAULT 'documents',
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
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "text", "public", "used_by", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "text", "public", "used_by", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public\` integer DEFAULT false,
  	\`used_by\` text,
  	\`prefix\` text DEFAULT 'images',
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
  	\`sizes_large_filename\` text,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_small_jpeg_url\` text,
  	\`sizes_small_jpeg_width\` numeric,
  	\`sizes_small_jpeg_height\` numeric,
  	\`sizes_small_jpeg_mime_type\` text,
  	\`sizes_small_jpeg_filesize\` numeric,
  	\`sizes_small_jpeg_filename\` text,
  	\`sizes_medium_jpeg_url\` text,
  	\`sizes_medium_jpeg_width\` numeric,
  	\`sizes_medium_jpeg_height\` numeric,
  	\`sizes_medium_jpeg_mime_type\` text,
  	\`sizes_medium_jpeg_filesize\` numeric,
  	\`sizes_medium_jpeg_filename\` text,
  	\`sizes_large_jpeg_url\` text,
  	\`sizes_large_jpeg_width\` numeric,
  	\`sizes_large_jpeg_height\` numeric,
  	\`sizes_large_jpeg_mime_type\` text,
  	\`sizes_large_jpeg_filesize\` numeric,
  	\`sizes_large_jpeg_filename\` text,
  	\`sizes_thumbnail_jpeg_url\` text,
  	\`sizes_thumbnail_jpeg_width\` numeric,
  	\`sizes_thumbnail_jpeg_height\` numeric,
  	\`sizes_thumbnail_jpeg_mime_type\` text,
  	\`sizes_thumbnail_jpeg_filesize\` numeric,
  	\`sizes_thumbnail_jpeg_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_images\`("id", "public", "used_by", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_small_url", "sizes_small_width", "sizes_small_height", "sizes_small_mime_type", "sizes_small_filesize", "sizes_small_filename", "sizes_medium_url", "sizes_medium_width", "sizes_medium_height", "sizes_medium_mime_type", "sizes_medium_filesize", "sizes_medium_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_small_jpeg_url", "sizes_small_jpeg_width", "sizes_small_jpeg_height", "sizes_small_jpeg_mime_type", "sizes_small_jpeg_filesize", "sizes_small_jpeg_filename", "sizes_medium_jpeg_url", "sizes_medium_jpeg_width", "sizes_medium_jpeg_height", "sizes_medium_jpeg_mime_type", "sizes_medium_jpeg_filesize", "sizes_medium_jpeg_filename", "sizes_large_jpeg_url", "sizes_large_jpeg_width", "sizes_large_jpeg_height", "sizes_large_jpeg_mime_type", "sizes_large_jpeg_filesize", "sizes_large_jpeg_filename", "sizes_thumbnail_jpeg_url", "sizes_thumbnail_jpeg_width", "sizes_thumbnail_jpeg_height", "sizes_thumbnail_jpeg_mime_type", "sizes_thumbnail_jpeg_filesize", "sizes_thumbnail_jpeg_filename") SELECT "id", "public", "used_by", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_small_url", "sizes_small_width", "sizes_small_height", "sizes_small_mime_type", "sizes_small_filesize", "sizes_small_filename", "sizes_medium_url", "sizes_medium_width", "sizes_medium_height", "sizes_medium_mime_type", "sizes_medium_filesize", "sizes_medium_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_small_jpeg_url", "sizes_small_jpeg_width", "sizes_small_jpeg_height", "sizes_small_jpeg_mime_type", "sizes_small_jpeg_filesize", "sizes_small_jpeg_filename", "sizes_medium_jpeg_url", "sizes_medium_jpeg_width", "sizes_medium_jpeg_height", "sizes_medium_jpeg_mime_type", "sizes_medium_jpeg_filesize", "sizes_medium_jpeg_filename", "sizes_large_jpeg_url", "sizes_large_jpeg_width", "sizes_large_jpeg_height", "sizes_large_jpeg_mime_type", "sizes_large_jpeg_filesize", "sizes_large_jpeg_filename", "sizes_thumbnail_jpeg_url", "sizes_thumbnail_jpeg_width", "sizes_thumbnail_jpeg_height", "sizes_thumbnail_jpeg_mime_type", "sizes_thumbnail_jpeg_filesize", "sizes_thumbnail_jpeg_filename" FROM \`images\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`ALTER TABLE \`__new_images\` RENAME TO \`images\`;`)
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_small_sizes_small_filename_idx\` ON \`images\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_medium_sizes_medium_filename_idx\` ON \`images\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_sizes_large_filename_idx\` ON \`images\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`images\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_small_jpeg_sizes_small_jpeg_filename_idx\` ON \`images\` (\`sizes_small_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_medium_jpeg_sizes_medium_jpeg_filename_idx\` ON \`images\` (\`sizes_medium_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_jpeg_sizes_large_jpeg_filename_idx\` ON \`images\` (\`sizes_large_jpeg_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumbnail_jpeg_sizes_thumbnail_jpeg_filenam_idx\` ON \`images\` (\`sizes_thumbnail_jpeg_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_albums\`("id", "slug", "date", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "updated_at", "created_at", "_status" FROM \`albums\`;`)
  await db.run(sql`DROP TABLE \`albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_albums\` RENAME TO \`albums\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`albums_slug_idx\` ON \`albums\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`albums_updated_at_idx\` ON \`albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`albums_created_at_idx\` ON \`albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`albums__status_idx\` ON \`albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__albums_v\`("id", "parent_id", "version_slug", "version_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_albums_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__albums_v\` RENAME TO \`_albums_v\`;`)
  await db.run(sql`CREATE INDEX \`_albums_v_parent_idx\` ON \`_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_slug_idx\` ON \`_albums_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_updated_at_idx\` ON \`_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version_created_at_idx\` ON \`_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_version_version__status_idx\` ON \`_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_created_at_idx\` ON \`_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_updated_at_idx\` ON \`_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_snapshot_idx\` ON \`_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_published_locale_idx\` ON \`_albums_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_albums_v_latest_idx\` ON \`_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_book_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`declaration_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`declaration_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_book_lists\`("id", "class", "academic_year", "declaration_id", "updated_at", "created_at") SELECT "id", "class", "academic_year", "declaration_id", "updated_at", "created_at" FROM \`book_lists\`;`)
  await db.run(sql`DROP TABLE \`book_lists\`;`)
  await db.run(sql`ALTER TABLE \`__new_book_lists\` RENAME TO \`book_lists\`;`)
  await db.run(sql`CREATE INDEX \`book_lists_academic_year_idx\` ON \`book_lists\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_declaration_idx\` ON \`book_lists\` (\`declaration_id\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_updated_at_idx\` ON \`book_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`book_lists_created_at_idx\` ON \`book_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`class_academicYear_idx\` ON \`book_lists\` (\`class\`,\`academic_year\`);`)
  await db.run(sql`CREATE TABLE \`__new_annual_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`report_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_annual_reports\`("id", "academic_year", "report_id", "updated_at", "created_at") SELECT "id", "academic_year", "report_id", "updated_at", "created_at" FROM \`annual_reports\`;`)
  await db.run(sql`DROP TABLE \`annual_reports\`;`)
  await db.run(sql`ALTER TABLE \`__new_annual_reports\` RENAME TO \`annual_reports\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_reports_academic_year_idx\` ON \`annual_reports\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_report_idx\` ON \`annual_reports\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_updated_at_idx\` ON \`annual_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`annual_reports_created_at_idx\` ON \`annual_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_transfer_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`class\` text NOT NULL,
  	\`issue_date\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`lookups_blocked_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`transfer_certificate_scans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_transfer_certificates\`("id", "number", "student_name", "date_of_birth", "class", "issue_date", "file_id", "lookups_blocked_on", "updated_at", "created_at") SELECT "id", "number", "student_name", "date_of_birth", "class", "issue_date", "file_id", "lookups_blocked_on", "updated_at", "created_at" FROM \`transfer_certificates\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_transfer_certificates\` RENAME TO \`transfer_certificates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_number_idx\` ON \`transfer_certificates\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_file_idx\` ON \`transfer_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_lookups_blocked_on_idx\` ON \`transfer_certificates\` (\`lookups_blocked_on\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_updated_at_idx\` ON \`transfer_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_created_at_idx\` ON \`transfer_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_transfer_certificate_scans\` (
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
  await db.run(sql`INSERT INTO \`__new_transfer_certificate_scans\`("id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`transfer_certificate_scans\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_scans\`;`)
  await db.run(sql`ALTER TABLE \`__new_transfer_certificate_scans\` RENAME TO \`transfer_certificate_scans\`;`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_scans_updated_at_idx\` ON \`transfer_certificate_scans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_scans_created_at_idx\` ON \`transfer_certificate_scans\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_scans_filename_idx\` ON \`transfer_certificate_scans\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_transfer_certificate_imports\` (
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
  await db.run(sql`INSERT INTO \`__new_transfer_certificate_imports\`("id", "created", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "created", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`transfer_certificate_imports\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_imports\`;`)
  await db.run(sql`ALTER TABLE \`__new_transfer_certificate_imports\` RENAME TO \`transfer_certificate_imports\`;`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_imports_updated_at_idx\` ON \`transfer_certificate_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_imports_created_at_idx\` ON \`transfer_certificate_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_imports_filename_idx\` ON \`transfer_certificate_imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_transfer_certificate_lookups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`address_hour\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_transfer_certificate_lookups\`("id", "at", "address", "outcome", "count", "address_hour", "updated_at", "created_at") SELECT "id", "at", "address", "outcome", "count", "address_hour", "updated_at", "created_at" FROM \`transfer_certificate_lookups\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificate_lookups\`;`)
  await db.run(sql`ALTER TABLE \`__new_transfer_certificate_lookups\` RENAME TO \`transfer_certificate_lookups\`;`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_at_idx\` ON \`transfer_certificate_lookups\` (\`at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificate_lookups_address_hour_idx\` ON \`transfer_certificate_lookups\` (\`address_hour\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_updated_at_idx\` ON \`transfer_certificate_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificate_lookups_created_at_idx\` ON \`transfer_certificate_lookups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_menu\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`position\` numeric DEFAULT 10 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menu\`("id", "url", "active", "position", "updated_at", "created_at") SELECT "id", "url", "active", "position", "updated_at", "created_at" FROM \`menu\`;`)
  await db.run(sql`DROP TABLE \`menu\`;`)
  await db.run(sql`ALTER TABLE \`__new_menu\` RENAME TO \`menu\`;`)
  await db.run(sql`CREATE INDEX \`menu_updated_at_idx\` ON \`menu\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menu_created_at_idx\` ON \`menu\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_social\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social\`("id", "title", "url", "updated_at", "created_at") SELECT "id", "title", "url", "updated_at", "created_at" FROM \`social\`;`)
  await db.run(sql`DROP TABLE \`social\`;`)
  await db.run(sql`ALTER TABLE \`__new_social\` RENAME TO \`social\`;`)
  await db.run(sql`CREATE INDEX \`social_updated_at_idx\` ON \`social\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_created_at_idx\` ON \`social\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_messages\` (
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
  	\`language\` text DEFAULT 'en',
  	\`consent_notice_id\` integer NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`consent_notice_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_messages\`("id", "reference", "form", "status", "handled_by_id", "notes", "closed_at", "name", "mobile", "email", "class_sought", "year_sought", "child_first_name", "topic", "category", "message", "language", "consent_notice_id", "consent_at", "updated_at", "created_at") SELECT "id", "reference", "form", "status", "handled_by_id", "notes", "closed_at", "name", "mobile", "email", "class_sought", "year_sought", "child_first_name", "topic", "category", "message", "language", "consent_notice_id", "consent_at", "updated_at", "created_at" FROM \`messages\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_messages\` RENAME TO \`messages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_reference_idx\` ON \`messages\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`messages_form_idx\` ON \`messages\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`messages_status_idx\` ON \`messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`messages_handled_by_idx\` ON \`messages\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_closed_at_idx\` ON \`messages\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_consent_consent_notice_idx\` ON \`messages\` (\`consent_notice_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_privacy_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_notices\`("id", "version", "form", "language", "text", "updated_at", "created_at") SELECT "id", "version", "form", "language", "text", "updated_at", "created_at" FROM \`privacy_notices\`;`)
  await db.run(sql`DROP TABLE \`privacy_notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_notices\` RENAME TO \`privacy_notices\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_notices_version_idx\` ON \`privacy_notices\` (\`version\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_updated_at_idx\` ON \`privacy_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_created_at_idx\` ON \`privacy_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_message_withdrawals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_message_withdrawals\`("id", "form", "at", "updated_at", "created_at") SELECT "id", "form", "at", "updated_at", "created_at" FROM \`message_withdrawals\`;`)
  await db.run(sql`DROP TABLE \`message_withdrawals\`;`)
  await db.run(sql`ALTER TABLE \`__new_message_withdrawals\` RENAME TO \`message_withdrawals\`;`)
  await db.run(sql`CREATE INDEX \`message_withdrawals_updated_at_idx\` ON \`message_withdrawals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`message_withdrawals_created_at_idx\` ON \`message_withdrawals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_school\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`brand_mark\` text NOT NULL,
  	\`brand_logo_id\` integer,
  	\`cbse_affiliation_number\` text NOT NULL,
  	\`cbse_school_code\` text NOT NULL,
  	\`principal_name\` text NOT NULL,
  	\`principal_qualification\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text NOT NULL,
  	\`address_pin_code\` text NOT NULL,
  	\`address_country\` text DEFAULT 'IN' NOT NULL,
  	\`map_embed_url\` text NOT NULL,
  	\`map_link_url\` text NOT NULL,
  	\`grievance_officer_name\` text,
  	\`grievance_officer_email\` text,
  	\`grievance_officer_phone\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`brand_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_school\`("id", "phone", "email", "brand_mark", "brand_logo_id", "cbse_affiliation_number", "cbse_school_code", "principal_name", "principal_qualification", "address_street", "address_city", "address_state", "address_pin_code", "address_country", "map_embed_url", "map_link_url", "grievance_officer_name", "grievance_officer_email", "grievance_officer_phone", "updated_at", "created_at") SELECT "id", "phone", "email", "brand_mark", "brand_logo_id", "cbse_affiliation_number", "cbse_school_code", "principal_name", "principal_qualification", "address_street", "address_city", "address_state", "address_pin_code", "address_country", "map_embed_url", "map_link_url", "grievance_officer_name", "grievance_officer_email", "grievance_officer_phone", "updated_at", "created_at" FROM \`school\`;`)
  await db.run(sql`DROP TABLE \`school\`;`)
  await db.run(sql`ALTER TABLE \`__new_school\` RENAME TO \`school\`;`)
  await db.run(sql`CREATE INDEX \`school_brand_brand_logo_idx\` ON \`school\` (\`brand_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__school_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_brand_mark\` text NOT NULL,
  	\`version_brand_logo_id\` integer,
  	\`version_cbse_affiliation_number\` text NOT NULL,
  	\`version_cbse_school_code\` text NOT NULL,
  	\`version_principal_name\` text NOT NULL,
  	\`version_principal_qualification\` text NOT NULL,
  	\`version_address_street\` text NOT NULL,
  	\`version_address_city\` text NOT NULL,
  	\`version_address_state\` text NOT NULL,
  	\`version_address_pin_code\` text NOT NULL,
  	\`version_address_country\` text DEFAULT 'IN' NOT NULL,
  	\`version_map_embed_url\` text NOT NULL,
  	\`version_map_link_url\` text NOT NULL,
  	\`version_grievance_officer_name\` text,
  	\`version_grievance_officer_email\` text,
  	\`version_grievance_officer_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_brand_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__school_v\`("id", "version_phone", "version_email", "version_brand_mark", "version_brand_logo_id", "version_cbse_affiliation_number", "version_cbse_school_code", "version_principal_name", "version_principal_qualification", "version_address_street", "version_address_city", "version_address_state", "version_address_pin_code", "version_address_country", "version_map_embed_url", "version_map_link_url", "version_grievance_officer_name", "version_grievance_officer_email", "version_grievance_officer_phone", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_phone", "version_email", "version_brand_mark", "version_brand_logo_id", "version_cbse_affiliation_number", "version_cbse_school_code", "version_principal_name", "version_principal_qualification", "version_address_street", "version_address_city", "version_address_state", "version_address_pin_code", "version_address_country", "version_map_embed_url", "version_map_link_url", "version_grievance_officer_name", "version_grievance_officer_email", "version_grievance_officer_phone", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_school_v\`;`)
  await db.run(sql`DROP TABLE \`_school_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__school_v\` RENAME TO \`_school_v\`;`)
  await db.run(sql`CREATE INDEX \`_school_v_version_brand_version_brand_logo_idx\` ON \`_school_v\` (\`version_brand_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_created_at_idx\` ON \`_school_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_v_updated_at_idx\` ON \`_school_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_disclosure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`documents_affiliation_letter_not_applicable\` integer,
  	\`documents_affiliation_letter_document_id\` integer,
  	\`documents_affiliation_letter_url\` text,
  	\`documents_affiliation_letter_type\` text,
  	\`documents_affiliation_letter_size\` text,
  	\`documents_affiliation_letter_valid_until\` text,
  	\`documents_registration_certificate_not_applicable\` integer,
  	\`documents_registration_certificate_document_id\` integer,
  	\`documents_registration_certificate_url\` text,
  	\`documents_registration_certificate_type\` text,
  	\`documents_registration_certificate_size\` text,
  	\`documents_registration_certificate_valid_until\` text,
  	\`documents_state_noc_not_applicable\` integer,
  	\`documents_state_noc_document_id\` integer,
  	\`documents_state_noc_url\` text,
  	\`documents_state_noc_type\` text,
  	\`documents_state_noc_size\` text,
  	\`documents_state_noc_valid_until\` text,
  	\`documents_rte_recognition_not_applicable\` integer,
  	\`documents_rte_recognition_document_id\` integer,
  	\`documents_rte_recognition_url\` text,
  	\`documents_rte_recognition_type\` text,
  	\`documents_rte_recognition_size\` text,
  	\`documents_rte_recognition_valid_until\` text,
  	\`documents_building_safety_not_applicable\` integer,
  	\`documents_building_safety_document_id\` integer,
  	\`documents_building_safety_url\` text,
  	\`documents_building_safety_type\` text,
  	\`documents_building_safety_size\` text,
  	\`documents_building_safety_valid_until\` text,
  	\`documents_fire_safety_not_applicable\` integer,
  	\`documents_fire_safety_document_id\` integer,
  	\`documents_fire_safety_url\` text,
  	\`documents_fire_safety_type\` text,
  	\`documents_fire_safety_size\` text,
  	\`documents_fire_safety_valid_until\` text,
  	\`documents_deo_self_certification_not_applicable\` integer,
  	\`documents_deo_self_certification_document_id\` integer,
  	\`documents_deo_self_certification_url\` text,
  	\`documents_deo_self_certification_type\` text,
  	\`documents_deo_self_certification_size\` text,
  	\`documents_deo_self_certification_valid_until\` text,
  	\`documents_water_health_sanitation_not_applicable\` integer,
  	\`documents_water_health_sanitation_document_id\` integer,
  	\`documents_water_health_sanitation_url\` text,
  	\`documents_water_health_sanitation_type\` text,
  	\`documents_water_health_sanitation_size\` text,
  	\`documents_water_health_sanitation_valid_until\` text,
  	\`results_fee_structure_not_applicable\` integer,
  	\`results_fee_structure_document_id\` integer,
  	\`results_fee_structure_url\` text,
  	\`results_fee_structure_type\` text,
  	\`results_fee_structure_size\` text,
  	\`results_fee_structure_valid_until\` text,
  	\`results_academic_calendar_not_applicable\` integer,
  	\`results_academic_calendar_document_id\` integer,
  	\`results_academic_calendar_url\` text,
  	\`results_academic_calendar_type\` text,
  	\`results_academic_calendar_size\` text,
  	\`results_academic_calendar_valid_until\` text,
  	\`results_management_committee_not_applicable\` integer,
  	\`results_management_committee_document_id\` integer,
  	\`results_management_committee_url\` text,
  	\`results_management_committee_type\` text,
  	\`results_management_committee_size\` text,
  	\`results_management_committee_valid_until\` text,
  	\`results_parent_teacher_association_not_applicable\` integer,
  	\`results_parent_teacher_association_document_id\` integer,
  	\`results_parent_teacher_association_url\` text,
  	\`results_parent_teacher_association_type\` text,
  	\`results_parent_teacher_association_size\` text,
  	\`results_parent_teacher_association_valid_until\` text,
  	\`results_board_results_not_applicable\` integer,
  	\`results_board_results_document_id\` integer,
  	\`results_board_results_url\` text,
  	\`results_board_results_type\` text,
  	\`results_board_results_size\` text,
  	\`results_board_results_valid_until\` text,
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
  await db.run(sql`INSERT INTO \`__new_disclosure\`("id", "documents_affiliation_letter_not_applicable", "documents_affiliation_letter_document_id", "documents_affiliation_letter_url", "documents_affiliation_letter_type", "documents_affiliation_letter_size", "documents_affiliation_letter_valid_until", "documents_registration_certificate_not_applicable", "documents_registration_certificate_document_id", "documents_registration_certificate_url", "documents_registration_certificate_type", "documents_registration_certificate_size", "documents_registration_certificate_valid_until", "documents_state_noc_not_applicable", "documents_state_noc_document_id", "documents_state_noc_url", "documents_state_noc_type", "documents_state_noc_size", "documents_state_noc_valid_until", "documents_rte_recognition_not_applicable", "documents_rte_recognition_document_id", "documents_rte_recognition_url", "documents_rte_recognition_type", "documents_rte_recognition_size", "documents_rte_recognition_valid_until", "documents_building_safety_not_applicable", "documents_building_safety_document_id", "documents_building_safety_url", "documents_building_safety_type", "documents_building_safety_size", "documents_building_safety_valid_until", "documents_fire_safety_not_applicable", "documents_fire_safety_document_id", "documents_fire_safety_url", "documents_fire_safety_type", "documents_fire_safety_size", "documents_fire_safety_valid_until", "documents_deo_self_certification_not_applicable", "documents_deo_self_certification_document_id", "documents_deo_self_certification_url", "documents_deo_self_certification_type", "documents_deo_self_certification_size", "documents_deo_self_certification_valid_until", "documents_water_health_sanitation_not_applicable", "documents_water_health_sanitation_document_id", "documents_water_health_sanitation_url", "documents_water_health_sanitation_type", "documents_water_health_sanitation_size", "documents_water_health_sanitation_valid_until", "results_fee_structure_not_applicable", "results_fee_structure_document_id", "results_fee_structure_url", "results_fee_structure_type", "results_fee_structure_size", "results_fee_structure_valid_until", "results_academic_calendar_not_applicable", "results_academic_calendar_document_id", "results_academic_calendar_url", "results_academic_calendar_type", "results_academic_calendar_size", "results_academic_calendar_valid_until", "results_management_committee_not_applicable", "results_management_committee_document_id", "results_management_committee_url", "results_management_committee_type", "results_management_committee_size", "results_management_committee_valid_until", "results_parent_teacher_association_not_applicable", "results_parent_teacher_association_document_id", "results_parent_teacher_association_url", "results_parent_teacher_association_type", "results_parent_teacher_association_size", "results_parent_teacher_association_valid_until", "results_board_results_not_applicable", "results_board_results_document_id", "results_board_results_url", "results_board_results_type", "results_board_results_size", "results_board_results_valid_until", "results_class_x_not_applicable", "results_class_x_i_i_not_applicable", "staff_teachers_total", "staff_teachers_pgt", "staff_teachers_tgt", "staff_teachers_prt", "staff_teacher_section_ratio", "staff_special_educator", "staff_counsellor_and_wellness_teacher", "infrastructure_campus_area_square_metres", "infrastructure_classrooms_count", "infrastructure_classrooms_size_square_metres", "infrastructure_laboratories_count", "infrastructure_laboratories_computer_labs", "infrastructure_laboratories_size_square_metres", "infrastructure_internet", "infrastructure_girls_toilets", "infrastructure_boys_toilets", "infrastructure_inspection_video", "updated_at", "created_at") SELECT "id", "documents_affiliation_letter_not_applicable", "documents_affiliation_letter_document_id", "documents_affiliation_letter_url", "documents_affiliation_letter_type", "documents_affiliation_letter_size", "documents_affiliation_letter_valid_until", "documents_registration_certificate_not_applicable", "documents_registration_certificate_document_id", "documents_registration_certificate_url", "documents_registration_certificate_type", "documents_registration_certificate_size", "documents_registration_certificate_valid_until", "documents_state_noc_not_applicable", "documents_state_noc_document_id", "documents_state_noc_url", "documents_state_noc_type", "documents_state_noc_size", "documents_state_noc_valid_until", "documents_rte_recognition_not_applicable", "documents_rte_recognition_document_id", "documents_rte_recognition_url", "documents_rte_recognition_type", "documents_rte_recognition_size", "documents_rte_recognition_valid_until", "documents_building_safety_not_applicable", "documents_building_safety_document_id", "documents_building_safety_url", "documents_building_safety_type", "documents_building_safety_size", "documents_building_safety_valid_until", "documents_fire_safety_not_applicable", "documents_fire_safety_document_id", "documents_fire_safety_url", "documents_fire_safety_type", "documents_fire_safety_size", "documents_fire_safety_valid_until", "documents_deo_self_certification_not_applicable", "documents_deo_self_certification_document_id", "documents_deo_self_certification_url", "documents_deo_self_certification_type", "documents_deo_self_certification_size", "documents_deo_self_certification_valid_until", "documents_water_health_sanitation_not_applicable", "documents_water_health_sanitation_document_id", "documents_water_health_sanitation_url", "documents_water_health_sanitation_type", "documents_water_health_sanitation_size", "documents_water_health_sanitation_valid_until", "results_fee_structure_not_applicable", "results_fee_structure_document_id", "results_fee_structure_url", "results_fee_structure_type", "results_fee_structure_size", "results_fee_structure_valid_until", "results_academic_calendar_not_applicable", "results_academic_calendar_document_id", "results_academic_calendar_url", "results_academic_calendar_type", "results_academic_calendar_size", "results_academic_calendar_valid_until", "results_management_committee_not_applicable", "results_management_committee_document_id", "results_management_committee_url", "results_management_committee_type", "results_management_committee_size", "results_management_committee_valid_until", "results_parent_teacher_association_not_applicable", "results_parent_teacher_association_document_id", "results_parent_teacher_association_url", "results_parent_teacher_association_type", "results_parent_teacher_association_size", "results_parent_teacher_association_valid_until", "results_board_results_not_applicable", "results_board_results_document_id", "results_board_results_url", "results_board_results_type", "results_board_results_size", "results_board_results_valid_until", "results_class_x_not_applicable", "results_class_x_i_i_not_applicable", "staff_teachers_total", "staff_teachers_pgt", "staff_teachers_tgt", "staff_teachers_prt", "staff_teacher_section_ratio", "staff_special_educator", "staff_counsellor_and_wellness_teacher", "infrastructure_campus_area_square_metres", "infrastructure_classrooms_count", "infrastructure_classrooms_size_square_metres", "infrastructure_laboratories_count", "infrastructure_laboratories_computer_labs", "infrastructure_laboratories_size_square_metres", "infrastructure_internet", "infrastructure_girls_toilets", "infrastructure_boys_toilets", "infrastructure_inspection_video", "updated_at", "created_at" FROM \`disclosure\`;`)
  await db.run(sql`DROP TABLE \`disclosure\`;`)
  await db.run(sql`ALTER TABLE \`__new_disclosure\` RENAME TO \`disclosure\`;`)
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
  await db.run(sql`CREATE TABLE \`__new__disclosure_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_documents_affiliation_letter_not_applicable\` integer,
  	\`version_documents_affiliation_letter_document_id\` integer,
  	\`version_documents_affiliation_letter_url\` text,
  	\`version_documents_affiliation_letter_type\` text,
  	\`version_documents_affiliation_letter_size\` text,
  	\`version_documents_affiliation_letter_valid_until\` text,
  	\`version_documents_registration_certificate_not_applicable\` integer,
  	\`version_documents_registration_certificate_document_id\` integer,
  	\`version_documents_registration_certificate_url\` text,
  	\`version_documents_registration_certificate_type\` text,
  	\`version_documents_registration_certificate_size\` text,
  	\`version_documents_registration_certificate_valid_until\` text,
  	\`version_documents_state_noc_not_applicable\` integer,
  	\`version_documents_state_noc_document_id\` integer,
  	\`version_documents_state_noc_url\` text,
  	\`version_documents_state_noc_type\` text,
  	\`version_documents_state_noc_size\` text,
  	\`version_documents_state_noc_valid_until\` text,
  	\`version_documents_rte_recognition_not_applicable\` integer,
  	\`version_documents_rte_recognition_document_id\` integer,
  	\`version_documents_rte_recognition_url\` text,
  	\`version_documents_rte_recognition_type\` text,
  	\`version_documents_rte_recognition_size\` text,
  	\`version_documents_rte_recognition_valid_until\` text,
  	\`version_documents_building_safety_not_applicable\` integer,
  	\`version_documents_building_safety_document_id\` integer,
  	\`version_documents_building_safety_url\` text,
  	\`version_documents_building_safety_type\` text,
  	\`version_documents_building_safety_size\` text,
  	\`version_documents_building_safety_valid_until\` text,
  	\`version_documents_fire_safety_not_applicable\` integer,
  	\`version_documents_fire_safety_document_id\` integer,
  	\`version_documents_fire_safety_url\` text,
  	\`version_documents_fire_safety_type\` text,
  	\`version_documents_fire_safety_size\` text,
  	\`version_documents_fire_safety_valid_until\` text,
  	\`version_documents_deo_self_certification_not_applicable\` integer,
  	\`version_documents_deo_self_certification_document_id\` integer,
  	\`version_documents_deo_self_certification_url\` text,
  	\`version_documents_deo_self_certification_type\` text,
  	\`version_documents_deo_self_certification_size\` text,
  	\`version_documents_deo_self_certification_valid_until\` text,
  	\`version_documents_water_health_sanitation_not_applicable\` integer,
  	\`version_documents_water_health_sanitation_document_id\` integer,
  	\`version_documents_water_health_sanitation_url\` text,
  	\`version_documents_water_health_sanitation_type\` text,
  	\`version_documents_water_health_sanitation_size\` text,
  	\`version_documents_water_health_sanitation_valid_until\` text,
  	\`version_results_fee_structure_not_applicable\` integer,
  	\`version_results_fee_structure_document_id\` integer,
  	\`version_results_fee_structure_url\` text,
  	\`version_results_fee_structure_type\` text,
  	\`version_results_fee_structure_size\` text,
  	\`version_results_fee_structure_valid_until\` text,
  	\`version_results_academic_calendar_not_applicable\` integer,
  	\`version_results_academic_calendar_document_id\` integer,
  	\`version_results_academic_calendar_url\` text,
  	\`version_results_academic_calendar_type\` text,
  	\`version_results_academic_calendar_size\` text,
  	\`version_results_academic_calendar_valid_until\` text,
  	\`version_results_management_committee_not_applicable\` integer,
  	\`version_results_management_committee_document_id\` integer,
  	\`version_results_management_committee_url\` text,
  	\`version_results_management_committee_type\` text,
  	\`version_results_management_committee_size\` text,
  	\`version_results_management_committee_valid_until\` text,
  	\`version_results_parent_teacher_association_not_applicable\` integer,
  	\`version_results_parent_teacher_association_document_id\` integer,
  	\`version_results_parent_teacher_association_url\` text,
  	\`version_results_parent_teacher_association_type\` text,
  	\`version_results_parent_teacher_association_size\` text,
  	\`version_results_parent_teacher_association_valid_until\` text,
  	\`version_results_board_results_not_applicable\` integer,
  	\`version_results_board_results_document_id\` integer,
  	\`version_results_board_results_url\` text,
  	\`version_results_board_results_type\` text,
  	\`version_results_board_results_size\` text,
  	\`version_results_board_results_valid_until\` text,
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
  await db.run(sql`INSERT INTO \`__new__disclosure_v\`("id", "version_documents_affiliation_letter_not_applicable", "version_documents_affiliation_letter_document_id", "version_documents_affiliation_letter_url", "version_documents_affiliation_letter_type", "version_documents_affiliation_letter_size", "version_documents_affiliation_letter_valid_until", "version_documents_registration_certificate_not_applicable", "version_documents_registration_certificate_document_id", "version_documents_registration_certificate_url", "version_documents_registration_certificate_type", "version_documents_registration_certificate_size", "version_documents_registration_certificate_valid_until", "version_documents_state_noc_not_applicable", "version_documents_state_noc_document_id", "version_documents_state_noc_url", "version_documents_state_noc_type", "version_documents_state_noc_size", "version_documents_state_noc_valid_until", "version_documents_rte_recognition_not_applicable", "version_documents_rte_recognition_document_id", "version_documents_rte_recognition_url", "version_documents_rte_recognition_type", "version_documents_rte_recognition_size", "version_documents_rte_recognition_valid_until", "version_documents_building_safety_not_applicable", "version_documents_building_safety_document_id", "version_documents_building_safety_url", "version_documents_building_safety_type", "version_documents_building_safety_size", "version_documents_building_safety_valid_until", "version_documents_fire_safety_not_applicable", "version_documents_fire_safety_document_id", "version_documents_fire_safety_url", "version_documents_fire_safety_type", "version_documents_fire_safety_size", "version_documents_fire_safety_valid_until", "version_documents_deo_self_certification_not_applicable", "version_documents_deo_self_certification_document_id", "version_documents_deo_self_certification_url", "version_documents_deo_self_certification_type", "version_documents_deo_self_certification_size", "version_documents_deo_self_certification_valid_until", "version_documents_water_health_sanitation_not_applicable", "version_documents_water_health_sanitation_document_id", "version_documents_water_health_sanitation_url", "version_documents_water_health_sanitation_type", "version_documents_water_health_sanitation_size", "version_documents_water_health_sanitation_valid_until", "version_results_fee_structure_not_applicable", "version_results_fee_structure_document_id", "version_results_fee_structure_url", "version_results_fee_structure_type", "version_results_fee_structure_size", "version_results_fee_structure_valid_until", "version_results_academic_calendar_not_applicable", "version_results_academic_calendar_document_id", "version_results_academic_calendar_url", "version_results_academic_calendar_type", "version_results_academic_calendar_size", "version_results_academic_calendar_valid_until", "version_results_management_committee_not_applicable", "version_results_management_committee_document_id", "version_results_management_committee_url", "version_results_management_committee_type", "version_results_management_committee_size", "version_results_management_committee_valid_until", "version_results_parent_teacher_association_not_applicable", "version_results_parent_teacher_association_document_id", "version_results_parent_teacher_association_url", "version_results_parent_teacher_association_type", "version_results_parent_teacher_association_size", "version_results_parent_teacher_association_valid_until", "version_results_board_results_not_applicable", "version_results_board_results_document_id", "version_results_board_results_url", "version_results_board_results_type", "version_results_board_results_size", "version_results_board_results_valid_until", "version_results_class_x_not_applicable", "version_results_class_x_i_i_not_applicable", "version_staff_teachers_total", "version_staff_teachers_pgt", "version_staff_teachers_tgt", "version_staff_teachers_prt", "version_staff_teacher_section_ratio", "version_staff_special_educator", "version_staff_counsellor_and_wellness_teacher", "version_infrastructure_campus_area_square_metres", "version_infrastructure_classrooms_count", "version_infrastructure_classrooms_size_square_metres", "version_infrastructure_laboratories_count", "version_infrastructure_laboratories_computer_labs", "version_infrastructure_laboratories_size_square_metres", "version_infrastructure_internet", "version_infrastructure_girls_toilets", "version_infrastructure_boys_toilets", "version_infrastructure_inspection_video", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_documents_affiliation_letter_not_applicable", "version_documents_affiliation_letter_document_id", "version_documents_affiliation_letter_url", "version_documents_affiliation_letter_type", "version_documents_affiliation_letter_size", "version_documents_affiliation_letter_valid_until", "version_documents_registration_certificate_not_applicable", "version_documents_registration_certificate_document_id", "version_documents_registration_certificate_url", "version_documents_registration_certificate_type", "version_documents_registration_certificate_size", "version_documents_registration_certificate_valid_until", "version_documents_state_noc_not_applicable", "version_documents_state_noc_document_id", "version_documents_state_noc_url", "version_documents_state_noc_type", "version_documents_state_noc_size", "version_documents_state_noc_valid_until", "version_documents_rte_recognition_not_applicable", "version_documents_rte_recognition_document_id", "version_documents_rte_recognition_url", "version_documents_rte_recognition_type", "version_documents_rte_recognition_size", "version_documents_rte_recognition_valid_until", "version_documents_building_safety_not_applicable", "version_documents_building_safety_document_id", "version_documents_building_safety_url", "version_documents_building_safety_type", "version_documents_building_safety_size", "version_documents_building_safety_valid_until", "version_documents_fire_safety_not_applicable", "version_documents_fire_safety_document_id", "version_documents_fire_safety_url", "version_documents_fire_safety_type", "version_documents_fire_safety_size", "version_documents_fire_safety_valid_until", "version_documents_deo_self_certification_not_applicable", "version_documents_deo_self_certification_document_id", "version_documents_deo_self_certification_url", "version_documents_deo_self_certification_type", "version_documents_deo_self_certification_size", "version_documents_deo_self_certification_valid_until", "version_documents_water_health_sanitation_not_applicable", "version_documents_water_health_sanitation_document_id", "version_documents_water_health_sanitation_url", "version_documents_water_health_sanitation_type", "version_documents_water_health_sanitation_size", "version_documents_water_health_sanitation_valid_until", "version_results_fee_structure_not_applicable", "version_results_fee_structure_document_id", "version_results_fee_structure_url", "version_results_fee_structure_type", "version_results_fee_structure_size", "version_results_fee_structure_valid_until", "version_results_academic_calendar_not_applicable", "version_results_academic_calendar_document_id", "version_results_academic_calendar_url", "version_results_academic_calendar_type", "version_results_academic_calendar_size", "version_results_academic_calendar_valid_until", "version_results_management_committee_not_applicable", "version_results_management_committee_document_id", "version_results_management_committee_url", "version_results_management_committee_type", "version_results_management_committee_size", "version_results_management_committee_valid_until", "version_results_parent_teacher_association_not_applicable", "version_results_parent_teacher_association_document_id", "version_results_parent_teacher_association_url", "version_results_parent_teacher_association_type", "version_results_parent_teacher_association_size", "version_results_parent_teacher_association_valid_until", "version_results_board_results_not_applicable", "version_results_board_results_document_id", "version_results_board_results_url", "version_results_board_results_type", "version_results_board_results_size", "version_results_board_results_valid_until", "version_results_class_x_not_applicable", "version_results_class_x_i_i_not_applicable", "version_staff_teachers_total", "version_staff_teachers_pgt", "version_staff_teachers_tgt", "version_staff_teachers_prt", "version_staff_teacher_section_ratio", "version_staff_special_educator", "version_staff_counsellor_and_wellness_teacher", "version_infrastructure_campus_area_square_metres", "version_infrastructure_classrooms_count", "version_infrastructure_classrooms_size_square_metres", "version_infrastructure_laboratories_count", "version_infrastructure_laboratories_computer_labs", "version_infrastructure_laboratories_size_square_metres", "version_infrastructure_internet", "version_infrastructure_girls_toilets", "version_infrastructure_boys_toilets", "version_infrastructure_inspection_video", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_disclosure_v\`;`)
  await db.run(sql`DROP TABLE \`_disclosure_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__disclosure_v\` RENAME TO \`_disclosure_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_alert\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alert\`("id", "level", "link", "starts_at", "ends_at", "updated_at", "created_at") SELECT "id", "level", "link", "starts_at", "ends_at", "updated_at", "created_at" FROM \`alert\`;`)
  await db.run(sql`DROP TABLE \`alert\`;`)
  await db.run(sql`ALTER TABLE \`__new_alert\` RENAME TO \`alert\`;`)
  await db.run(sql`CREATE TABLE \`__new__alert_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__alert_v\`("id", "version_level", "version_link", "version_starts_at", "version_ends_at", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_level", "version_link", "version_starts_at", "version_ends_at", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_alert_v\`;`)
  await db.run(sql`DROP TABLE \`_alert_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__alert_v\` RENAME TO \`_alert_v\`;`)
  await db.run(sql`CREATE INDEX \`_alert_v_created_at_idx\` ON \`_alert_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_updated_at_idx\` ON \`_alert_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_message_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enquiry_months\` numeric DEFAULT 12 NOT NULL,
  	\`contact_months\` numeric DEFAULT 6 NOT NULL,
  	\`grievance_months_after_closed\` numeric DEFAULT 36 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_message_settings\`("id", "enquiry_months", "contact_months", "grievance_months_after_closed", "updated_at", "created_at") SELECT "id", "enquiry_months", "contact_months", "grievance_months_after_closed", "updated_at", "created_at" FROM \`message_settings\`;`)
  await db.run(sql`DROP TABLE \`message_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_message_settings\` RENAME TO \`message_settings\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "messages_id", "privacy_notices_id", "message_withdrawals_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "notices_id", "events_id", "documents_id", "images_id", "albums_id", "book_lists_id", "annual_reports_id", "transfer_certificates_id", "transfer_certificate_scans_id", "transfer_certificate_imports_id", "transfer_certificate_lookups_id", "menu_id", "social_id", "messages_id", "privacy_notices_id", "message_withdrawals_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
