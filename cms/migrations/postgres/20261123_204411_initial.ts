import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_social_title" AS ENUM('Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'Whatsapp', 'YouTube');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_disclosure_infrastructure_internet" AS ENUM('Y', 'N');
  CREATE TYPE "public"."enum__disclosure_v_version_infrastructure_internet" AS ENUM('Y', 'N');
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"position" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" "enum_social_title" NOT NULL,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"documents_id" integer,
  	"images_id" integer,
  	"menu_id" integer,
  	"social_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "school_other_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "school_home_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "school_home_academics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "school" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	"copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	"brand_mark" varchar NOT NULL,
  	"brand_logo_id" integer,
  	"brand_caption" varchar NOT NULL,
  	"cbse_affiliation_number" varchar NOT NULL,
  	"cbse_school_code" varchar NOT NULL,
  	"principal_name" varchar NOT NULL,
  	"principal_qualification" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_state" varchar NOT NULL,
  	"address_pin_code" varchar NOT NULL,
  	"address_country" varchar DEFAULT 'IN' NOT NULL,
  	"map_title" varchar NOT NULL,
  	"map_embed_url" varchar NOT NULL,
  	"map_link_url" varchar NOT NULL,
  	"about" varchar NOT NULL,
  	"home_hero_title" varchar NOT NULL,
  	"home_hero_text" varchar NOT NULL,
  	"home_admissions_title" varchar NOT NULL,
  	"home_admissions_text" varchar NOT NULL,
  	"home_admissions_button_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_school_v_version_other_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_v_version_home_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_v_version_home_academics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stage" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_short_name" varchar NOT NULL,
  	"version_tagline" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_open_hours" varchar DEFAULT 'Open hours: 8am - 5pm mon - sat' NOT NULL,
  	"version_copyright" varchar DEFAULT '© Rugaa All Rights Reserved' NOT NULL,
  	"version_brand_mark" varchar NOT NULL,
  	"version_brand_logo_id" integer,
  	"version_brand_caption" varchar NOT NULL,
  	"version_cbse_affiliation_number" varchar NOT NULL,
  	"version_cbse_school_code" varchar NOT NULL,
  	"version_principal_name" varchar NOT NULL,
  	"version_principal_qualification" varchar NOT NULL,
  	"version_address_street" varchar NOT NULL,
  	"version_address_city" varchar NOT NULL,
  	"version_address_state" varchar NOT NULL,
  	"version_address_pin_code" varchar NOT NULL,
  	"version_address_country" varchar DEFAULT 'IN' NOT NULL,
  	"version_map_title" varchar NOT NULL,
  	"version_map_embed_url" varchar NOT NULL,
  	"version_map_link_url" varchar NOT NULL,
  	"version_about" varchar NOT NULL,
  	"version_home_hero_title" varchar NOT NULL,
  	"version_home_hero_text" varchar NOT NULL,
  	"version_home_admissions_title" varchar NOT NULL,
  	"version_home_admissions_text" varchar NOT NULL,
  	"version_home_admissions_button_label" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosure_results_class_x_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"registered" numeric,
  	"passed" numeric,
  	"remarks" varchar
  );
  
  CREATE TABLE "disclosure_results_class_x_i_i_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"registered" numeric,
  	"passed" numeric,
  	"remarks" varchar
  );
  
  CREATE TABLE "disclosure_staff_teacher_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"qualification" varchar NOT NULL
  );
  
  CREATE TABLE "disclosure" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"documents_affiliation_letter_not_applicable" boolean,
  	"documents_affiliation_letter_document_id" integer,
  	"documents_affiliation_letter_url" varchar,
  	"documents_affiliation_letter_type" varchar,
  	"documents_affiliation_letter_size" varchar,
  	"documents_registration_certificate_not_applicable" boolean,
  	"documents_registration_certificate_document_id" integer,
  	"documents_registration_certificate_url" varchar,
  	"documents_registration_certificate_type" varchar,
  	"documents_registration_certificate_size" varchar,
  	"documents_state_noc_not_applicable" boolean,
  	"documents_state_noc_document_id" integer,
  	"documents_state_noc_url" varchar,
  	"documents_state_noc_type" varchar,
  	"documents_state_noc_size" varchar,
  	"documents_rte_recognition_not_applicable" boolean,
  	"documents_rte_recognition_document_id" integer,
  	"documents_rte_recognition_url" varchar,
  	"documents_rte_recognition_type" varchar,
  	"documents_rte_recognition_size" varchar,
  	"documents_building_safety_not_applicable" boolean,
  	"documents_building_safety_document_id" integer,
  	"documents_building_safety_url" varchar,
  	"documents_building_safety_type" varchar,
  	"documents_building_safety_size" varchar,
  	"documents_fire_safety_not_applicable" boolean,
  	"documents_fire_safety_document_id" integer,
  	"documents_fire_safety_url" varchar,
  	"documents_fire_safety_type" varchar,
  	"documents_fire_safety_size" varchar,
  	"documents_deo_self_certification_not_applicable" boolean,
  	"documents_deo_self_certification_document_id" integer,
  	"documents_deo_self_certification_url" varchar,
  	"documents_deo_self_certification_type" varchar,
  	"documents_deo_self_certification_size" varchar,
  	"documents_water_health_sanitation_not_applicable" boolean,
  	"documents_water_health_sanitation_document_id" integer,
  	"documents_water_health_sanitation_url" varchar,
  	"documents_water_health_sanitation_type" varchar,
  	"documents_water_health_sanitation_size" varchar,
  	"results_fee_structure_not_applicable" boolean,
  	"results_fee_structure_document_id" integer,
  	"results_fee_structure_url" varchar,
  	"results_fee_structure_type" varchar,
  	"results_fee_structure_size" varchar,
  	"results_academic_calendar_not_applicable" boolean,
  	"results_academic_calendar_document_id" integer,
  	"results_academic_calendar_url" varchar,
  	"results_academic_calendar_type" varchar,
  	"results_academic_calendar_size" varchar,
  	"results_management_committee_not_applicable" boolean,
  	"results_management_committee_document_id" integer,
  	"results_management_committee_url" varchar,
  	"results_management_committee_type" varchar,
  	"results_management_committee_size" varchar,
  	"results_parent_teacher_association_not_applicable" boolean,
  	"results_parent_teacher_association_document_id" integer,
  	"results_parent_teacher_association_url" varchar,
  	"results_parent_teacher_association_type" varchar,
  	"results_parent_teacher_association_size" varchar,
  	"results_board_results_not_applicable" boolean,
  	"results_board_results_document_id" integer,
  	"results_board_results_url" varchar,
  	"results_board_results_type" varchar,
  	"results_board_results_size" varchar,
  	"results_class_x_not_applicable" boolean,
  	"results_class_x_i_i_not_applicable" boolean,
  	"staff_teachers_total" numeric NOT NULL,
  	"staff_teachers_pgt" numeric NOT NULL,
  	"staff_teachers_tgt" numeric NOT NULL,
  	"staff_teachers_prt" numeric NOT NULL,
  	"staff_teacher_section_ratio" varchar NOT NULL,
  	"staff_special_educator" varchar NOT NULL,
  	"staff_counsellor_and_wellness_teacher" varchar NOT NULL,
  	"infrastructure_campus_area_square_metres" numeric NOT NULL,
  	"infrastructure_classrooms_count" numeric NOT NULL,
  	"infrastructure_classrooms_size_square_metres" numeric NOT NULL,
  	"infrastructure_laboratories_count" numeric NOT NULL,
  	"infrastructure_laboratories_computer_labs" numeric NOT NULL,
  	"infrastructure_laboratories_size_square_metres" numeric NOT NULL,
  	"infrastructure_internet" "enum_disclosure_infrastructure_internet" NOT NULL,
  	"infrastructure_girls_toilets" numeric NOT NULL,
  	"infrastructure_boys_toilets" numeric NOT NULL,
  	"infrastructure_inspection_video" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_disclosure_v_version_results_class_x_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"registered" numeric,
  	"passed" numeric,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_disclosure_v_version_results_class_x_i_i_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"registered" numeric,
  	"passed" numeric,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_disclosure_v_version_staff_teacher_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"qualification" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_disclosure_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_documents_affiliation_letter_not_applicable" boolean,
  	"version_documents_affiliation_letter_document_id" integer,
  	"version_documents_affiliation_letter_url" varchar,
  	"version_documents_affiliation_letter_type" varchar,
  	"version_documents_affiliation_letter_size" varchar,
  	"version_documents_registration_certificate_not_applicable" boolean,
  	"version_documents_registration_certificate_document_id" integer,
  	"version_documents_registration_certificate_url" varchar,
  	"version_documents_registration_certificate_type" varchar,
  	"version_documents_registration_certificate_size" varchar,
  	"version_documents_state_noc_not_applicable" boolean,
  	"version_documents_state_noc_document_id" integer,
  	"version_documents_state_noc_url" varchar,
  	"version_documents_state_noc_type" varchar,
  	"version_documents_state_noc_size" varchar,
  	"version_documents_rte_recognition_not_applicable" boolean,
  	"version_documents_rte_recognition_document_id" integer,
  	"version_documents_rte_recognition_url" varchar,
  	"version_documents_rte_recognition_type" varchar,
  	"version_documents_rte_recognition_size" varchar,
  	"version_documents_building_safety_not_applicable" boolean,
  	"version_documents_building_safety_document_id" integer,
  	"version_documents_building_safety_url" varchar,
  	"version_documents_building_safety_type" varchar,
  	"version_documents_building_safety_size" varchar,
  	"version_documents_fire_safety_not_applicable" boolean,
  	"version_documents_fire_safety_document_id" integer,
  	"version_documents_fire_safety_url" varchar,
  	"version_documents_fire_safety_type" varchar,
  	"version_documents_fire_safety_size" varchar,
  	"version_documents_deo_self_certification_not_applicable" boolean,
  	"version_documents_deo_self_certification_document_id" integer,
  	"version_documents_deo_self_certification_url" varchar,
  	"version_documents_deo_self_certification_type" varchar,
  	"version_documents_deo_self_certification_size" varchar,
  	"version_documents_water_health_sanitation_not_applicable" boolean,
  	"version_documents_water_health_sanitation_document_id" integer,
  	"version_documents_water_health_sanitation_url" varchar,
  	"version_documents_water_health_sanitation_type" varchar,
  	"version_documents_water_health_sanitation_size" varchar,
  	"version_results_fee_structure_not_applicable" boolean,
  	"version_results_fee_structure_document_id" integer,
  	"version_results_fee_structure_url" varchar,
  	"version_results_fee_structure_type" varchar,
  	"version_results_fee_structure_size" varchar,
  	"version_results_academic_calendar_not_applicable" boolean,
  	"version_results_academic_calendar_document_id" integer,
  	"version_results_academic_calendar_url" varchar,
  	"version_results_academic_calendar_type" varchar,
  	"version_results_academic_calendar_size" varchar,
  	"version_results_management_committee_not_applicable" boolean,
  	"version_results_management_committee_document_id" integer,
  	"version_results_management_committee_url" varchar,
  	"version_results_management_committee_type" varchar,
  	"version_results_management_committee_size" varchar,
  	"version_results_parent_teacher_association_not_applicable" boolean,
  	"version_results_parent_teacher_association_document_id" integer,
  	"version_results_parent_teacher_association_url" varchar,
  	"version_results_parent_teacher_association_type" varchar,
  	"version_results_parent_teacher_association_size" varchar,
  	"version_results_board_results_not_applicable" boolean,
  	"version_results_board_results_document_id" integer,
  	"version_results_board_results_url" varchar,
  	"version_results_board_results_type" varchar,
  	"version_results_board_results_size" varchar,
  	"version_results_class_x_not_applicable" boolean,
  	"version_results_class_x_i_i_not_applicable" boolean,
  	"version_staff_teachers_total" numeric NOT NULL,
  	"version_staff_teachers_pgt" numeric NOT NULL,
  	"version_staff_teachers_tgt" numeric NOT NULL,
  	"version_staff_teachers_prt" numeric NOT NULL,
  	"version_staff_teacher_section_ratio" varchar NOT NULL,
  	"version_staff_special_educator" varchar NOT NULL,
  	"version_staff_counsellor_and_wellness_teacher" varchar NOT NULL,
  	"version_infrastructure_campus_area_square_metres" numeric NOT NULL,
  	"version_infrastructure_classrooms_count" numeric NOT NULL,
  	"version_infrastructure_classrooms_size_square_metres" numeric NOT NULL,
  	"version_infrastructure_laboratories_count" numeric NOT NULL,
  	"version_infrastructure_laboratories_computer_labs" numeric NOT NULL,
  	"version_infrastructure_laboratories_size_square_metres" numeric NOT NULL,
  	"version_infrastructure_internet" "enum__disclosure_v_version_infrastructure_internet" NOT NULL,
  	"version_infrastructure_girls_toilets" numeric NOT NULL,
  	"version_infrastructure_boys_toilets" numeric NOT NULL,
  	"version_infrastructure_inspection_video" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menu_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_fk" FOREIGN KEY ("social_id") REFERENCES "public"."social"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_other_phones" ADD CONSTRAINT "school_other_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_home_facts" ADD CONSTRAINT "school_home_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_home_academics" ADD CONSTRAINT "school_home_academics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school" ADD CONSTRAINT "school_brand_logo_id_images_id_fk" FOREIGN KEY ("brand_logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_v_version_other_phones" ADD CONSTRAINT "_school_v_version_other_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_version_home_facts" ADD CONSTRAINT "_school_v_version_home_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v_version_home_academics" ADD CONSTRAINT "_school_v_version_home_academics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_v" ADD CONSTRAINT "_school_v_version_brand_logo_id_images_id_fk" FOREIGN KEY ("version_brand_logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure_results_class_x_years" ADD CONSTRAINT "disclosure_results_class_x_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_results_class_x_i_i_years" ADD CONSTRAINT "disclosure_results_class_x_i_i_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_staff_teacher_list" ADD CONSTRAINT "disclosure_staff_teacher_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_affiliation_letter_document_id_documents_id_fk" FOREIGN KEY ("documents_affiliation_letter_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_registration_certificate_document_id_documents_id_fk" FOREIGN KEY ("documents_registration_certificate_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_state_noc_document_id_documents_id_fk" FOREIGN KEY ("documents_state_noc_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_rte_recognition_document_id_documents_id_fk" FOREIGN KEY ("documents_rte_recognition_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_building_safety_document_id_documents_id_fk" FOREIGN KEY ("documents_building_safety_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_fire_safety_document_id_documents_id_fk" FOREIGN KEY ("documents_fire_safety_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_deo_self_certification_document_id_documents_id_fk" FOREIGN KEY ("documents_deo_self_certification_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_documents_water_health_sanitation_document_id_documents_id_fk" FOREIGN KEY ("documents_water_health_sanitation_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_results_fee_structure_document_id_documents_id_fk" FOREIGN KEY ("results_fee_structure_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_results_academic_calendar_document_id_documents_id_fk" FOREIGN KEY ("results_academic_calendar_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_results_management_committee_document_id_documents_id_fk" FOREIGN KEY ("results_management_committee_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_results_parent_teacher_association_document_id_documents_id_fk" FOREIGN KEY ("results_parent_teacher_association_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure" ADD CONSTRAINT "disclosure_results_board_results_document_id_documents_id_fk" FOREIGN KEY ("results_board_results_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v_version_results_class_x_years" ADD CONSTRAINT "_disclosure_v_version_results_class_x_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosure_v_version_results_class_x_i_i_years" ADD CONSTRAINT "_disclosure_v_version_results_class_x_i_i_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosure_v_version_staff_teacher_list" ADD CONSTRAINT "_disclosure_v_version_staff_teacher_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_affiliation_letter_document_id_documents_id_fk" FOREIGN KEY ("version_documents_affiliation_letter_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_registration_certificate_document_id_documents_id_fk" FOREIGN KEY ("version_documents_registration_certificate_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_state_noc_document_id_documents_id_fk" FOREIGN KEY ("version_documents_state_noc_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_rte_recognition_document_id_documents_id_fk" FOREIGN KEY ("version_documents_rte_recognition_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_building_safety_document_id_documents_id_fk" FOREIGN KEY ("version_documents_building_safety_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_fire_safety_document_id_documents_id_fk" FOREIGN KEY ("version_documents_fire_safety_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_deo_self_certification_document_id_documents_id_fk" FOREIGN KEY ("version_documents_deo_self_certification_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_documents_water_health_sanitation_document_id_documents_id_fk" FOREIGN KEY ("version_documents_water_health_sanitation_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_results_fee_structure_document_id_documents_id_fk" FOREIGN KEY ("version_results_fee_structure_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_results_academic_calendar_document_id_documents_id_fk" FOREIGN KEY ("version_results_academic_calendar_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_results_management_committee_document_id_documents_id_fk" FOREIGN KEY ("version_results_management_committee_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_results_parent_teacher_association_document_id_documents_id_fk" FOREIGN KEY ("version_results_parent_teacher_association_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_disclosure_v" ADD CONSTRAINT "_disclosure_v_version_results_board_results_document_id_documents_id_fk" FOREIGN KEY ("version_results_board_results_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_small_sizes_small_filename_idx" ON "images" USING btree ("sizes_small_filename");
  CREATE INDEX "images_sizes_medium_sizes_medium_filename_idx" ON "images" USING btree ("sizes_medium_filename");
  CREATE INDEX "images_sizes_large_sizes_large_filename_idx" ON "images" USING btree ("sizes_large_filename");
  CREATE INDEX "menu_updated_at_idx" ON "menu" USING btree ("updated_at");
  CREATE INDEX "menu_created_at_idx" ON "menu" USING btree ("created_at");
  CREATE INDEX "social_updated_at_idx" ON "social" USING btree ("updated_at");
  CREATE INDEX "social_created_at_idx" ON "social" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_menu_id_idx" ON "payload_locked_documents_rels" USING btree ("menu_id");
  CREATE INDEX "payload_locked_documents_rels_social_id_idx" ON "payload_locked_documents_rels" USING btree ("social_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "school_other_phones_order_idx" ON "school_other_phones" USING btree ("_order");
  CREATE INDEX "school_other_phones_parent_id_idx" ON "school_other_phones" USING btree ("_parent_id");
  CREATE INDEX "school_home_facts_order_idx" ON "school_home_facts" USING btree ("_order");
  CREATE INDEX "school_home_facts_parent_id_idx" ON "school_home_facts" USING btree ("_parent_id");
  CREATE INDEX "school_home_academics_order_idx" ON "school_home_academics" USING btree ("_order");
  CREATE INDEX "school_home_academics_parent_id_idx" ON "school_home_academics" USING btree ("_parent_id");
  CREATE INDEX "school_brand_brand_logo_idx" ON "school" USING btree ("brand_logo_id");
  CREATE INDEX "_school_v_version_other_phones_order_idx" ON "_school_v_version_other_phones" USING btree ("_order");
  CREATE INDEX "_school_v_version_other_phones_parent_id_idx" ON "_school_v_version_other_phones" USING btree ("_parent_id");
  CREATE INDEX "_school_v_version_home_facts_order_idx" ON "_school_v_version_home_facts" USING btree ("_order");
  CREATE INDEX "_school_v_version_home_facts_parent_id_idx" ON "_school_v_version_home_facts" USING btree ("_parent_id");
  CREATE INDEX "_school_v_version_home_academics_order_idx" ON "_school_v_version_home_academics" USING btree ("_order");
  CREATE INDEX "_school_v_version_home_academics_parent_id_idx" ON "_school_v_version_home_academics" USING btree ("_parent_id");
  CREATE INDEX "_school_v_version_brand_version_brand_logo_idx" ON "_school_v" USING btree ("version_brand_logo_id");
  CREATE INDEX "_school_v_created_at_idx" ON "_school_v" USING btree ("created_at");
  CREATE INDEX "_school_v_updated_at_idx" ON "_school_v" USING btree ("updated_at");
  CREATE INDEX "disclosure_results_class_x_years_order_idx" ON "disclosure_results_class_x_years" USING btree ("_order");
  CREATE INDEX "disclosure_results_class_x_years_parent_id_idx" ON "disclosure_results_class_x_years" USING btree ("_parent_id");
  CREATE INDEX "disclosure_results_class_x_i_i_years_order_idx" ON "disclosure_results_class_x_i_i_years" USING btree ("_order");
  CREATE INDEX "disclosure_results_class_x_i_i_years_parent_id_idx" ON "disclosure_results_class_x_i_i_years" USING btree ("_parent_id");
  CREATE INDEX "disclosure_staff_teacher_list_order_idx" ON "disclosure_staff_teacher_list" USING btree ("_order");
  CREATE INDEX "disclosure_staff_teacher_list_parent_id_idx" ON "disclosure_staff_teacher_list" USING btree ("_parent_id");
  CREATE INDEX "disclosure_documents_affiliation_letter_documents_affili_idx" ON "disclosure" USING btree ("documents_affiliation_letter_document_id");
  CREATE INDEX "disclosure_documents_registration_certificate_documents__idx" ON "disclosure" USING btree ("documents_registration_certificate_document_id");
  CREATE INDEX "disclosure_documents_state_noc_documents_state_noc_docum_idx" ON "disclosure" USING btree ("documents_state_noc_document_id");
  CREATE INDEX "disclosure_documents_rte_recognition_documents_rte_recog_idx" ON "disclosure" USING btree ("documents_rte_recognition_document_id");
  CREATE INDEX "disclosure_documents_building_safety_documents_building__idx" ON "disclosure" USING btree ("documents_building_safety_document_id");
  CREATE INDEX "disclosure_documents_fire_safety_documents_fire_safety_d_idx" ON "disclosure" USING btree ("documents_fire_safety_document_id");
  CREATE INDEX "disclosure_documents_deo_self_certification_documents_de_idx" ON "disclosure" USING btree ("documents_deo_self_certification_document_id");
  CREATE INDEX "disclosure_documents_water_health_sanitation_documents_w_idx" ON "disclosure" USING btree ("documents_water_health_sanitation_document_id");
  CREATE INDEX "disclosure_results_fee_structure_results_fee_structure_d_idx" ON "disclosure" USING btree ("results_fee_structure_document_id");
  CREATE INDEX "disclosure_results_academic_calendar_results_academic_ca_idx" ON "disclosure" USING btree ("results_academic_calendar_document_id");
  CREATE INDEX "disclosure_results_management_committee_results_manageme_idx" ON "disclosure" USING btree ("results_management_committee_document_id");
  CREATE INDEX "disclosure_results_parent_teacher_association_results_pa_idx" ON "disclosure" USING btree ("results_parent_teacher_association_document_id");
  CREATE INDEX "disclosure_results_board_results_results_board_results_d_idx" ON "disclosure" USING btree ("results_board_results_document_id");
  CREATE INDEX "_disclosure_v_version_results_class_x_years_order_idx" ON "_disclosure_v_version_results_class_x_years" USING btree ("_order");
  CREATE INDEX "_disclosure_v_version_results_class_x_years_parent_id_idx" ON "_disclosure_v_version_results_class_x_years" USING btree ("_parent_id");
  CREATE INDEX "_disclosure_v_version_results_class_x_i_i_years_order_idx" ON "_disclosure_v_version_results_class_x_i_i_years" USING btree ("_order");
  CREATE INDEX "_disclosure_v_version_results_class_x_i_i_years_parent_id_idx" ON "_disclosure_v_version_results_class_x_i_i_years" USING btree ("_parent_id");
  CREATE INDEX "_disclosure_v_version_staff_teacher_list_order_idx" ON "_disclosure_v_version_staff_teacher_list" USING btree ("_order");
  CREATE INDEX "_disclosure_v_version_staff_teacher_list_parent_id_idx" ON "_disclosure_v_version_staff_teacher_list" USING btree ("_parent_id");
  CREATE INDEX "_disclosure_v_version_documents_affiliation_letter_versi_idx" ON "_disclosure_v" USING btree ("version_documents_affiliation_letter_document_id");
  CREATE INDEX "_disclosure_v_version_documents_registration_certificate_idx" ON "_disclosure_v" USING btree ("version_documents_registration_certificate_document_id");
  CREATE INDEX "_disclosure_v_version_documents_state_noc_version_docume_idx" ON "_disclosure_v" USING btree ("version_documents_state_noc_document_id");
  CREATE INDEX "_disclosure_v_version_documents_rte_recognition_version__idx" ON "_disclosure_v" USING btree ("version_documents_rte_recognition_document_id");
  CREATE INDEX "_disclosure_v_version_documents_building_safety_version__idx" ON "_disclosure_v" USING btree ("version_documents_building_safety_document_id");
  CREATE INDEX "_disclosure_v_version_documents_fire_safety_version_docu_idx" ON "_disclosure_v" USING btree ("version_documents_fire_safety_document_id");
  CREATE INDEX "_disclosure_v_version_documents_deo_self_certification_v_idx" ON "_disclosure_v" USING btree ("version_documents_deo_self_certification_document_id");
  CREATE INDEX "_disclosure_v_version_documents_water_health_sanitation__idx" ON "_disclosure_v" USING btree ("version_documents_water_health_sanitation_document_id");
  CREATE INDEX "_disclosure_v_version_results_fee_structure_version_resu_idx" ON "_disclosure_v" USING btree ("version_results_fee_structure_document_id");
  CREATE INDEX "_disclosure_v_version_results_academic_calendar_version__idx" ON "_disclosure_v" USING btree ("version_results_academic_calendar_document_id");
  CREATE INDEX "_disclosure_v_version_results_management_committee_versi_idx" ON "_disclosure_v" USING btree ("version_results_management_committee_document_id");
  CREATE INDEX "_disclosure_v_version_results_parent_teacher_association_idx" ON "_disclosure_v" USING btree ("version_results_parent_teacher_association_document_id");
  CREATE INDEX "_disclosure_v_version_results_board_results_version_resu_idx" ON "_disclosure_v" USING btree ("version_results_board_results_document_id");
  CREATE INDEX "_disclosure_v_created_at_idx" ON "_disclosure_v" USING btree ("created_at");
  CREATE INDEX "_disclosure_v_updated_at_idx" ON "_disclosure_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "menu" CASCADE;
  DROP TABLE "social" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "school_other_phones" CASCADE;
  DROP TABLE "school_home_facts" CASCADE;
  DROP TABLE "school_home_academics" CASCADE;
  DROP TABLE "school" CASCADE;
  DROP TABLE "_school_v_version_other_phones" CASCADE;
  DROP TABLE "_school_v_version_home_facts" CASCADE;
  DROP TABLE "_school_v_version_home_academics" CASCADE;
  DROP TABLE "_school_v" CASCADE;
  DROP TABLE "disclosure_results_class_x_years" CASCADE;
  DROP TABLE "disclosure_results_class_x_i_i_years" CASCADE;
  DROP TABLE "disclosure_staff_teacher_list" CASCADE;
  DROP TABLE "disclosure" CASCADE;
  DROP TABLE "_disclosure_v_version_results_class_x_years" CASCADE;
  DROP TABLE "_disclosure_v_version_results_class_x_i_i_years" CASCADE;
  DROP TABLE "_disclosure_v_version_staff_teacher_list" CASCADE;
  DROP TABLE "_disclosure_v" CASCADE;
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_social_title";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_disclosure_infrastructure_internet";
  DROP TYPE "public"."enum__disclosure_v_version_infrastructure_internet";`)
}
