import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS pg_trgm;
   CREATE TYPE "public"."enum_websites_search_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_websites_template" AS ENUM('franchise', 'group', 'caravan');
  CREATE TYPE "public"."enum_websites_finance_provider" AS ENUM('local', 'youx');
  CREATE TYPE "public"."enum_dealerships_template" AS ENUM('franchise', 'group', 'caravan');
  CREATE TYPE "public"."enum_locations_location_subtype" AS ENUM('sales', 'service', 'parts', 'buying');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_cars_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_cars_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  CREATE TYPE "public"."enum_cars_item_type" AS ENUM('car', 'motorcycle', 'truck', 'caravan', 'motorhome', 'camper', 'boat');
  CREATE TYPE "public"."enum_cars_price_type" AS ENUM('drive_away', 'excl_govt_charges', 'plus_orc', 'egc', 'negotiable');
  CREATE TYPE "public"."enum_cars_simple_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_cars_simple_transmission" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum_cars_simple_fuel" AS ENUM('petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric', 'lpg');
  CREATE TYPE "public"."enum_cars_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_manufacturers_vehicle_kind" AS ENUM('car', 'motorcycle', 'truck', 'caravan');
  CREATE TYPE "public"."enum_brands_section" AS ENUM('car', 'motorcycle', 'truck', 'ours');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_feature_flags_flag" AS ENUM('garage', 'watchlist', 'favourites', 'favouritesUsedOnly', 'compare', 'subscriptions', 'financeButtons', 'financeDisclaimers', 'getFinanceNow', 'reserveOnline', 'buyOnline', 'testDriveBooking', 'tradeIn', 'phoneMasking', 'electricTag', 'lowercaseReservedTag', 'priceAscExcludesZero', 'showUnregistered', 'ctaBarOnScroll', 'hideTwitterShare', 'staffLicenceInfo', 'gatedCheckout', 'gatedPersonalisedFinance', 'spinToWin', 'shopperConfirmationEmail', 'termsRequired', 'autoGauge', 'deliveryCalculator', 'certifiedToyota', 'closedByAppointment');
  CREATE TYPE "public"."enum_users_role" AS ENUM('platform-admin', 'dealer-admin', 'dealer-editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "websites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "websites_search_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_websites_search_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "websites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"template" "enum_websites_template" DEFAULT 'franchise',
  	"logo_id" integer,
  	"theme_primary" varchar DEFAULT '#0a3d62',
  	"theme_accent" varchar DEFAULT '#e55039',
  	"theme_surface" varchar DEFAULT '#ffffff',
  	"phone" varchar,
  	"email" varchar,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" varchar DEFAULT 'QLD',
  	"address_postcode" varchar,
  	"override_city" varchar,
  	"manufacturer_name" varchar,
  	"tagline" varchar,
  	"copy_enquire_button_text" varchar,
  	"copy_no_price_text" varchar,
  	"copy_sold_tag" varchar,
  	"copy_keyword_placeholder" varchar,
  	"copy_used_label" varchar,
  	"search_page_size" numeric DEFAULT 21,
  	"search_include_sold_cars_days" numeric DEFAULT 3,
  	"search_minimum_photos" numeric DEFAULT 0,
  	"search_in_stock_only" boolean DEFAULT false,
  	"search_result_cache_size" numeric DEFAULT 50,
  	"finance_provider" "enum_websites_finance_provider" DEFAULT 'local',
  	"finance_excluded" boolean DEFAULT false,
  	"finance_advertised_rate" numeric DEFAULT 8.5,
  	"finance_comparison_rate" numeric DEFAULT 9.45,
  	"finance_default_term_years" numeric,
  	"finance_round_up" boolean DEFAULT false,
  	"finance_disclaimer" varchar,
  	"reserve_deposit_default" numeric DEFAULT 200,
  	"reserve_hold_hours" numeric DEFAULT 48,
  	"reviews_minimum_rating" numeric DEFAULT 4,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "websites_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "websites_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"dealership_id" varchar,
  	"template" "enum_dealerships_template",
  	"phone" varchar,
  	"average_rating" numeric,
  	"review_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_location_subtype" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_location_subtype",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_contact_detail_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_contact_detail_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"formated_hours" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Open' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"location_type" "enum_locations_location_type",
  	"dealership_id" integer NOT NULL,
  	"dealership_slug" varchar,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"image_id" integer,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_id" varchar,
  	"address_place_url" varchar,
  	"address_map_key" varchar,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"contact_detail_email" varchar,
  	"average_rating" numeric,
  	"review_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"location_id" integer NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"reply_text" varchar,
  	"reply_date" timestamp(3) with time zone,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"car_type" "enum_cars_car_type" NOT NULL,
  	"status" "enum_cars_status" DEFAULT 'in_stock',
  	"item_type" "enum_cars_item_type" DEFAULT 'car',
  	"show_on_dealer_website" boolean DEFAULT true,
  	"reserved" boolean DEFAULT false,
  	"certified" boolean DEFAULT false,
  	"preorder" boolean DEFAULT false,
  	"sold" boolean,
  	"sold_date" timestamp(3) with time zone,
  	"tag" varchar,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"price_type" "enum_cars_price_type",
  	"reserve_deposit" numeric,
  	"dealercomments" varchar,
  	"carsales_title" varchar,
  	"categories" jsonb,
  	"filtered_features" jsonb,
  	"payment_processors" jsonb,
  	"views" numeric DEFAULT 0,
  	"year" numeric,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"body" varchar,
  	"simple_body" "enum_cars_simple_body",
  	"bodyconfiguration" varchar,
  	"trans" varchar,
  	"simple_transmission" "enum_cars_simple_transmission",
  	"gearnum" numeric,
  	"drive" varchar,
  	"fuel" varchar,
  	"simple_fuel" "enum_cars_simple_fuel",
  	"engine_size" numeric,
  	"engine_size_litres" numeric,
  	"km" numeric,
  	"seats" numeric,
  	"doors" numeric,
  	"stocknum" varchar,
  	"vin" varchar,
  	"nvic" varchar,
  	"has_nvic" boolean,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"variant_cylinders" numeric,
  	"variant_enginesize" numeric,
  	"variant_enginesize_litres" numeric,
  	"variant_induction" varchar,
  	"variant_geartype" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_towingcapacitybraked" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_torque" varchar,
  	"variant_ancaprating" numeric,
  	"variant_bodyconfiguration" varchar,
  	"caravan_body_width" numeric,
  	"caravan_body_length" numeric,
  	"caravan_tare_weight" numeric,
  	"caravan_axle_type" varchar,
  	"caravan_sleeps" numeric,
  	"caravan_aggregate_trailer_mass" numeric,
  	"standard_equipment" jsonb,
  	"images" jsonb,
  	"photos_count" numeric,
  	"primary_image_url" varchar,
  	"video_url" varchar,
  	"external_video_url" varchar,
  	"spin_images" jsonb,
  	"spin_interior_image" varchar,
  	"spin_code" varchar,
  	"hotspots" jsonb,
  	"file" varchar,
  	"location_id" integer,
  	"dealership_id" integer,
  	"dealership_slug" varchar,
  	"dealership_name" varchar,
  	"location_name" varchar,
  	"city" varchar,
  	"state" "enum_cars_state",
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"autograb_data_average_market_price" numeric,
  	"autograb_data_state_average_market_price" numeric,
  	"youx_quote_weekly_repayment_amount" numeric,
  	"youx_quote_advertised_rate" numeric,
  	"youx_quote_comparison_rate" numeric,
  	"finance_lenders" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"logo_url" varchar,
  	"vehicle_kind" "enum_manufacturers_vehicle_kind" DEFAULT 'car',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"manufacturer_id" integer NOT NULL,
  	"body" varchar,
  	"image_url" varchar,
  	"override_url" varchar,
  	"accessories_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"section" "enum_brands_section" DEFAULT 'car' NOT NULL,
  	"manufacturer_id" integer,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"banner_id" integer,
  	"skip_page" boolean DEFAULT false,
  	"link" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
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
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"flag" "enum_feature_flags_flag" NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
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
  	"role" "enum_users_role" DEFAULT 'dealer-editor' NOT NULL,
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
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"websites_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"reviews_id" integer,
  	"cars_id" integer,
  	"manufacturers_id" integer,
  	"models_id" integer,
  	"brands_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"feature_flags_id" integer,
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
  
  CREATE TABLE "stock_search" (
  	"id" integer PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"make" text,
  	"model" text,
  	"badge" text,
  	"status" text,
  	"car_type" text,
  	"city" text,
  	"colour" text,
  	"dealership_name" text,
  	"item_type" text,
  	"location_name" text,
  	"seats" integer,
  	"simple_body" text,
  	"drive" text,
  	"simple_fuel" text,
  	"simple_transmission" text,
  	"state" text,
  	"tag" text,
  	"stocknum" text,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"km" numeric,
  	"year" integer,
  	"subscription_price" numeric,
  	"weekly_repayment" numeric,
  	"created_at" timestamp with time zone,
  	"sold_date" timestamp with time zone,
  	"certified" boolean,
  	"show_on_dealer_website" boolean,
  	"photos_count" integer,
  	"categories" jsonb,
  	"filtered_features" jsonb,
  	"search_text" text,
  	"search_vector" "tsvector"
  );
  
  CREATE TABLE "stock_versions" (
  	"tenant_id" integer PRIMARY KEY NOT NULL,
  	"version" bigint DEFAULT 0 NOT NULL,
  	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "websites_domains" ADD CONSTRAINT "websites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "websites_search_car_types" ADD CONSTRAINT "websites_search_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "websites" ADD CONSTRAINT "websites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "websites_texts" ADD CONSTRAINT "websites_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "websites_numbers" ADD CONSTRAINT "websites_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_location_subtype" ADD CONSTRAINT "locations_location_subtype_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_opening_hours" ADD CONSTRAINT "locations_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_description" ADD CONSTRAINT "brands_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_websites_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_websites_fk" FOREIGN KEY ("websites_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feature_flags_fk" FOREIGN KEY ("feature_flags_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "websites_domains_order_idx" ON "websites_domains" USING btree ("_order");
  CREATE INDEX "websites_domains_parent_id_idx" ON "websites_domains" USING btree ("_parent_id");
  CREATE INDEX "websites_domains_domain_idx" ON "websites_domains" USING btree ("domain");
  CREATE INDEX "websites_search_car_types_order_idx" ON "websites_search_car_types" USING btree ("order");
  CREATE INDEX "websites_search_car_types_parent_idx" ON "websites_search_car_types" USING btree ("parent_id");
  CREATE UNIQUE INDEX "websites_slug_idx" ON "websites" USING btree ("slug");
  CREATE INDEX "websites_logo_idx" ON "websites" USING btree ("logo_id");
  CREATE INDEX "websites_updated_at_idx" ON "websites" USING btree ("updated_at");
  CREATE INDEX "websites_created_at_idx" ON "websites" USING btree ("created_at");
  CREATE INDEX "websites_texts_order_parent" ON "websites_texts" USING btree ("order","parent_id");
  CREATE INDEX "websites_numbers_order_parent_idx" ON "websites_numbers" USING btree ("order","parent_id");
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_dealership_id_idx" ON "dealerships" USING btree ("dealership_id");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_idx" ON "dealerships" USING btree ("tenant_id","slug");
  CREATE INDEX "locations_location_subtype_order_idx" ON "locations_location_subtype" USING btree ("order");
  CREATE INDEX "locations_location_subtype_parent_idx" ON "locations_location_subtype" USING btree ("parent_id");
  CREATE INDEX "locations_contact_detail_opening_hours_order_idx" ON "locations_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_opening_hours_parent_id_idx" ON "locations_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_visible_idx" ON "locations" USING btree ("visible");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "locations" USING btree ("tenant_id","slug");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations_rels_locations_id_idx" ON "locations_rels" USING btree ("locations_id");
  CREATE INDEX "reviews_tenant_idx" ON "reviews" USING btree ("tenant_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_review_date_idx" ON "reviews" USING btree ("review_date");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "cars_tenant_idx" ON "cars" USING btree ("tenant_id");
  CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  CREATE INDEX "cars_car_type_idx" ON "cars" USING btree ("car_type");
  CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status");
  CREATE INDEX "cars_item_type_idx" ON "cars" USING btree ("item_type");
  CREATE INDEX "cars_sold_date_idx" ON "cars" USING btree ("sold_date");
  CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");
  CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");
  CREATE INDEX "cars_make_idx" ON "cars" USING btree ("make");
  CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model");
  CREATE INDEX "cars_colour_idx" ON "cars" USING btree ("colour");
  CREATE INDEX "cars_simple_body_idx" ON "cars" USING btree ("simple_body");
  CREATE INDEX "cars_simple_fuel_idx" ON "cars" USING btree ("simple_fuel");
  CREATE INDEX "cars_km_idx" ON "cars" USING btree ("km");
  CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");
  CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location_id");
  CREATE INDEX "cars_dealership_idx" ON "cars" USING btree ("dealership_id");
  CREATE INDEX "cars_dealership_name_idx" ON "cars" USING btree ("dealership_name");
  CREATE INDEX "cars_city_idx" ON "cars" USING btree ("city");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "cars" USING btree ("tenant_id","slug");
  CREATE INDEX "tenant_status_show_on_dealer_website_idx" ON "cars" USING btree ("tenant_id","status","show_on_dealer_website");
  CREATE INDEX "tenant_stocknum_idx" ON "cars" USING btree ("tenant_id","stocknum");
  CREATE INDEX "tenant_make_model_idx" ON "cars" USING btree ("tenant_id","make","model");
  CREATE INDEX "tenant_price_idx" ON "cars" USING btree ("tenant_id","price");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_body_idx" ON "models" USING btree ("body");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE UNIQUE INDEX "manufacturer_slug_idx" ON "models" USING btree ("manufacturer_id","slug");
  CREATE INDEX "brands_description_order_idx" ON "brands_description" USING btree ("_order");
  CREATE INDEX "brands_description_parent_id_idx" ON "brands_description" USING btree ("_parent_id");
  CREATE INDEX "brands_tenant_idx" ON "brands" USING btree ("tenant_id");
  CREATE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");
  CREATE INDEX "brands_manufacturer_idx" ON "brands" USING btree ("manufacturer_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_banner_idx" ON "brands" USING btree ("banner_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_3_idx" ON "brands" USING btree ("tenant_id","slug");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_4_idx" ON "pages" USING btree ("tenant_id","slug");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "version_tenant_version_slug_idx" ON "_pages_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "feature_flags_tenant_idx" ON "feature_flags" USING btree ("tenant_id");
  CREATE INDEX "feature_flags_updated_at_idx" ON "feature_flags" USING btree ("updated_at");
  CREATE INDEX "feature_flags_created_at_idx" ON "feature_flags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_flag_idx" ON "feature_flags" USING btree ("tenant_id","flag");
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_websites_id_idx" ON "payload_locked_documents_rels" USING btree ("websites_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_feature_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("feature_flags_id");
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
  CREATE INDEX "stock_search_tenant_idx" ON "stock_search" USING btree ("tenant_id","status");
  CREATE INDEX "stock_search_vector_idx" ON "stock_search" USING gin ("search_vector");
  CREATE INDEX "stock_search_trgm_idx" ON "stock_search" USING gin ("search_text" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "websites_domains" CASCADE;
  DROP TABLE "websites_search_car_types" CASCADE;
  DROP TABLE "websites" CASCADE;
  DROP TABLE "websites_texts" CASCADE;
  DROP TABLE "websites_numbers" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "locations_location_subtype" CASCADE;
  DROP TABLE "locations_contact_detail_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "brands_description" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "stock_search" CASCADE;
  DROP TABLE "stock_versions" CASCADE;
  DROP TYPE "public"."enum_websites_search_car_types";
  DROP TYPE "public"."enum_websites_template";
  DROP TYPE "public"."enum_websites_finance_provider";
  DROP TYPE "public"."enum_dealerships_template";
  DROP TYPE "public"."enum_locations_location_subtype";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_cars_car_type";
  DROP TYPE "public"."enum_cars_status";
  DROP TYPE "public"."enum_cars_item_type";
  DROP TYPE "public"."enum_cars_price_type";
  DROP TYPE "public"."enum_cars_simple_body";
  DROP TYPE "public"."enum_cars_simple_transmission";
  DROP TYPE "public"."enum_cars_simple_fuel";
  DROP TYPE "public"."enum_cars_state";
  DROP TYPE "public"."enum_manufacturers_vehicle_kind";
  DROP TYPE "public"."enum_brands_section";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_feature_flags_flag";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
