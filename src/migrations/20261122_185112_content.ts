import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_slider_size" AS ENUM('hero720', 'hero1080', 'promotions');
  CREATE TYPE "public"."enum_pages_blocks_stock_grid_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_pages_blocks_stock_grid_sort" AS ENUM('relevance', 'latest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum_pages_blocks_price_range_search_presets" AS ENUM('standard', 'large');
  CREATE TYPE "public"."enum_pages_blocks_location_cards_buttons" AS ENUM('contact', 'details', 'directions', 'service', 'stock');
  CREATE TYPE "public"."enum_pages_blocks_location_cards_filter" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'location');
  CREATE TYPE "public"."enum_pages_blocks_location_cards_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_brand_grid_sections" AS ENUM('car', 'motorcycle', 'truck', 'ours');
  CREATE TYPE "public"."enum_pages_blocks_blog_cards_category" AS ENUM('news', 'vehicle-reviews', 'tips', 'events');
  CREATE TYPE "public"."enum_pages_blocks_cards_accepted_cards" AS ENUM('visa', 'mastercard', 'amex', 'eftpos', 'diners');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_size" AS ENUM('hero720', 'hero1080', 'promotions');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_grid_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_grid_sort" AS ENUM('relevance', 'latest', 'price_desc', 'price_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_price_range_search_presets" AS ENUM('standard', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_location_cards_buttons" AS ENUM('contact', 'details', 'directions', 'service', 'stock');
  CREATE TYPE "public"."enum__pages_v_blocks_location_cards_filter" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'location');
  CREATE TYPE "public"."enum__pages_v_blocks_location_cards_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_grid_sections" AS ENUM('car', 'motorcycle', 'truck', 'ours');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_cards_category" AS ENUM('news', 'vehicle-reviews', 'tips', 'events');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_accepted_cards" AS ENUM('visa', 'mastercard', 'amex', 'eftpos', 'diners');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('news', 'vehicle-reviews', 'tips', 'events');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('news', 'vehicle-reviews', 'tips', 'events');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promos_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_promos_kind" AS ENUM('tile', 'banner');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_feature_flags_flag" ADD VALUE 'closedEnquireLink';
  CREATE TABLE "pages_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"button_label" varchar,
  	"button_href" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_hero_slider_size" DEFAULT 'hero720',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current offers',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_grid_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_stock_grid_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stock_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Featured stock',
  	"max_price" numeric,
  	"sort" "enum_pages_blocks_stock_grid_sort" DEFAULT 'latest',
  	"limit" numeric DEFAULT 6,
  	"specials_only" boolean DEFAULT false,
  	"carousel" boolean DEFAULT false,
  	"show_count" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_body_type_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search by body type',
  	"show_counts" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_price_range_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"presets" "enum_pages_blocks_price_range_search_presets" DEFAULT 'standard',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"car_type_label" varchar DEFAULT 'car',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"price" numeric DEFAULT 30000,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Ready for your next car?',
  	"text" varchar DEFAULT 'Browse our stock online or talk to our team today.',
  	"button_label" varchar DEFAULT 'Browse stock',
  	"button_href" varchar DEFAULT '/search/new-used-and-demo-cars',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_location_cards_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_location_cards_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"filter" "enum_pages_blocks_location_cards_filter" DEFAULT 'all',
  	"location_id" integer,
  	"layout" "enum_pages_blocks_location_cards_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Opening hours',
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_review_badge" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_review_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"location_id" integer,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_grid_sections" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_brand_grid_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From our blog',
  	"category" "enum_pages_blocks_blog_cards_category",
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_accepted_cards" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_cards_accepted_cards",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_accepted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'cars sold across our group today',
  	"per_day" numeric DEFAULT 192,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_hero_slider_size" DEFAULT 'hero720',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current offers',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_grid_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_stock_grid_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stock_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Featured stock',
  	"max_price" numeric,
  	"sort" "enum__pages_v_blocks_stock_grid_sort" DEFAULT 'latest',
  	"limit" numeric DEFAULT 6,
  	"specials_only" boolean DEFAULT false,
  	"carousel" boolean DEFAULT false,
  	"show_count" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_body_type_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search by body type',
  	"show_counts" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_range_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"presets" "enum__pages_v_blocks_price_range_search_presets" DEFAULT 'standard',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"car_type_label" varchar DEFAULT 'car',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"price" numeric DEFAULT 30000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Ready for your next car?',
  	"text" varchar DEFAULT 'Browse our stock online or talk to our team today.',
  	"button_label" varchar DEFAULT 'Browse stock',
  	"button_href" varchar DEFAULT '/search/new-used-and-demo-cars',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_cards_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_location_cards_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"filter" "enum__pages_v_blocks_location_cards_filter" DEFAULT 'all',
  	"location_id" integer,
  	"layout" "enum__pages_v_blocks_location_cards_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Opening hours',
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_review_badge" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_review_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"location_id" integer,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_brand_grid_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From our blog',
  	"category" "enum__pages_v_blocks_blog_cards_category",
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_accepted_cards" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_cards_accepted_cards",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_accepted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'cars sold across our group today',
  	"per_day" numeric DEFAULT 192,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category" DEFAULT 'news',
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"excerpt" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category" DEFAULT 'news',
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_excerpt" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "promos_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promos_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"kind" "enum_promos_kind" DEFAULT 'tile' NOT NULL,
  	"position" numeric,
  	"text" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"cta_label" varchar DEFAULT 'Find out more' NOT NULL,
  	"href" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"strict_display" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer
  );
  
  ALTER TABLE "locations" ADD COLUMN "hide_from_blocks" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "hide_title" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_title" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promotions" ADD CONSTRAINT "pages_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_grid_car_types" ADD CONSTRAINT "pages_blocks_stock_grid_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_stock_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_grid" ADD CONSTRAINT "pages_blocks_stock_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_body_type_search" ADD CONSTRAINT "pages_blocks_body_type_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_range_search" ADD CONSTRAINT "pages_blocks_price_range_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_search" ADD CONSTRAINT "pages_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner_tiles" ADD CONSTRAINT "pages_blocks_feature_banner_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner" ADD CONSTRAINT "pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner_stats" ADD CONSTRAINT "pages_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner" ADD CONSTRAINT "pages_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_cards_buttons" ADD CONSTRAINT "pages_blocks_location_cards_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_location_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_cards" ADD CONSTRAINT "pages_blocks_location_cards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_cards" ADD CONSTRAINT "pages_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_opening_hours" ADD CONSTRAINT "pages_blocks_opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_opening_hours" ADD CONSTRAINT "pages_blocks_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_review_badge" ADD CONSTRAINT "pages_blocks_review_badge_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_review_badge" ADD CONSTRAINT "pages_blocks_review_badge_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_review_list" ADD CONSTRAINT "pages_blocks_review_list_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_review_list" ADD CONSTRAINT "pages_blocks_review_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid_sections" ADD CONSTRAINT "pages_blocks_brand_grid_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid" ADD CONSTRAINT "pages_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_cards" ADD CONSTRAINT "pages_blocks_blog_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_accepted_cards" ADD CONSTRAINT "pages_blocks_cards_accepted_cards_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_cards_accepted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_accepted" ADD CONSTRAINT "pages_blocks_cards_accepted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sales_counter" ADD CONSTRAINT "pages_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD CONSTRAINT "_pages_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promotions" ADD CONSTRAINT "_pages_v_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_grid_car_types" ADD CONSTRAINT "_pages_v_blocks_stock_grid_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_stock_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_grid" ADD CONSTRAINT "_pages_v_blocks_stock_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_body_type_search" ADD CONSTRAINT "_pages_v_blocks_body_type_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_range_search" ADD CONSTRAINT "_pages_v_blocks_price_range_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_search" ADD CONSTRAINT "_pages_v_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner_tiles" ADD CONSTRAINT "_pages_v_blocks_feature_banner_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner" ADD CONSTRAINT "_pages_v_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner_stats" ADD CONSTRAINT "_pages_v_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner" ADD CONSTRAINT "_pages_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_cards_buttons" ADD CONSTRAINT "_pages_v_blocks_location_cards_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_location_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_cards" ADD CONSTRAINT "_pages_v_blocks_location_cards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_cards" ADD CONSTRAINT "_pages_v_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_opening_hours" ADD CONSTRAINT "_pages_v_blocks_opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_opening_hours" ADD CONSTRAINT "_pages_v_blocks_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_review_badge" ADD CONSTRAINT "_pages_v_blocks_review_badge_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_review_badge" ADD CONSTRAINT "_pages_v_blocks_review_badge_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_review_list" ADD CONSTRAINT "_pages_v_blocks_review_list_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_review_list" ADD CONSTRAINT "_pages_v_blocks_review_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid_sections" ADD CONSTRAINT "_pages_v_blocks_brand_grid_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid" ADD CONSTRAINT "_pages_v_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_cards" ADD CONSTRAINT "_pages_v_blocks_blog_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_accepted_cards" ADD CONSTRAINT "_pages_v_blocks_cards_accepted_cards_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_cards_accepted"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_accepted" ADD CONSTRAINT "_pages_v_blocks_cards_accepted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sales_counter" ADD CONSTRAINT "_pages_v_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_tenant_id_websites_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos_car_types" ADD CONSTRAINT "promos_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_slider_slides_order_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_parent_id_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_image_idx" ON "pages_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "pages_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_promotions_order_idx" ON "pages_blocks_promotions" USING btree ("_order");
  CREATE INDEX "pages_blocks_promotions_parent_id_idx" ON "pages_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promotions_path_idx" ON "pages_blocks_promotions" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_grid_car_types_order_idx" ON "pages_blocks_stock_grid_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_stock_grid_car_types_parent_idx" ON "pages_blocks_stock_grid_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_stock_grid_order_idx" ON "pages_blocks_stock_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_grid_parent_id_idx" ON "pages_blocks_stock_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_grid_path_idx" ON "pages_blocks_stock_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_body_type_search_order_idx" ON "pages_blocks_body_type_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_body_type_search_parent_id_idx" ON "pages_blocks_body_type_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_body_type_search_path_idx" ON "pages_blocks_body_type_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_price_range_search_order_idx" ON "pages_blocks_price_range_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_range_search_parent_id_idx" ON "pages_blocks_price_range_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_range_search_path_idx" ON "pages_blocks_price_range_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_budget_search_order_idx" ON "pages_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_budget_search_parent_id_idx" ON "pages_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_search_path_idx" ON "pages_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_banner_tiles_order_idx" ON "pages_blocks_feature_banner_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_tiles_parent_id_idx" ON "pages_blocks_feature_banner_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_order_idx" ON "pages_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_parent_id_idx" ON "pages_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_path_idx" ON "pages_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_banner_stats_order_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_stats_parent_id_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_order_idx" ON "pages_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_parent_id_idx" ON "pages_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_path_idx" ON "pages_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_cards_buttons_order_idx" ON "pages_blocks_location_cards_buttons" USING btree ("order");
  CREATE INDEX "pages_blocks_location_cards_buttons_parent_idx" ON "pages_blocks_location_cards_buttons" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_location_cards_order_idx" ON "pages_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_cards_parent_id_idx" ON "pages_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_cards_path_idx" ON "pages_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_cards_location_idx" ON "pages_blocks_location_cards" USING btree ("location_id");
  CREATE INDEX "pages_blocks_opening_hours_order_idx" ON "pages_blocks_opening_hours" USING btree ("_order");
  CREATE INDEX "pages_blocks_opening_hours_parent_id_idx" ON "pages_blocks_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_opening_hours_path_idx" ON "pages_blocks_opening_hours" USING btree ("_path");
  CREATE INDEX "pages_blocks_opening_hours_location_idx" ON "pages_blocks_opening_hours" USING btree ("location_id");
  CREATE INDEX "pages_blocks_review_badge_order_idx" ON "pages_blocks_review_badge" USING btree ("_order");
  CREATE INDEX "pages_blocks_review_badge_parent_id_idx" ON "pages_blocks_review_badge" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_badge_path_idx" ON "pages_blocks_review_badge" USING btree ("_path");
  CREATE INDEX "pages_blocks_review_badge_location_idx" ON "pages_blocks_review_badge" USING btree ("location_id");
  CREATE INDEX "pages_blocks_review_list_order_idx" ON "pages_blocks_review_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_review_list_parent_id_idx" ON "pages_blocks_review_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_list_path_idx" ON "pages_blocks_review_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_review_list_location_idx" ON "pages_blocks_review_list" USING btree ("location_id");
  CREATE INDEX "pages_blocks_brand_grid_sections_order_idx" ON "pages_blocks_brand_grid_sections" USING btree ("order");
  CREATE INDEX "pages_blocks_brand_grid_sections_parent_idx" ON "pages_blocks_brand_grid_sections" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_brand_grid_order_idx" ON "pages_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_grid_parent_id_idx" ON "pages_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_grid_path_idx" ON "pages_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_blog_cards_order_idx" ON "pages_blocks_blog_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_cards_parent_id_idx" ON "pages_blocks_blog_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_cards_path_idx" ON "pages_blocks_blog_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_accepted_cards_order_idx" ON "pages_blocks_cards_accepted_cards" USING btree ("order");
  CREATE INDEX "pages_blocks_cards_accepted_cards_parent_idx" ON "pages_blocks_cards_accepted_cards" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_cards_accepted_order_idx" ON "pages_blocks_cards_accepted" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_accepted_parent_id_idx" ON "pages_blocks_cards_accepted" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_accepted_path_idx" ON "pages_blocks_cards_accepted" USING btree ("_path");
  CREATE INDEX "pages_blocks_sales_counter_order_idx" ON "pages_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_sales_counter_parent_id_idx" ON "pages_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sales_counter_path_idx" ON "pages_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_order_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_parent_id_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_image_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_order_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_parent_id_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_path_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promotions_order_idx" ON "_pages_v_blocks_promotions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promotions_parent_id_idx" ON "_pages_v_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promotions_path_idx" ON "_pages_v_blocks_promotions" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_grid_car_types_order_idx" ON "_pages_v_blocks_stock_grid_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_stock_grid_car_types_parent_idx" ON "_pages_v_blocks_stock_grid_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_stock_grid_order_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_grid_parent_id_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_grid_path_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_body_type_search_order_idx" ON "_pages_v_blocks_body_type_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_body_type_search_parent_id_idx" ON "_pages_v_blocks_body_type_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_body_type_search_path_idx" ON "_pages_v_blocks_body_type_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_price_range_search_order_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_range_search_parent_id_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_range_search_path_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_budget_search_order_idx" ON "_pages_v_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_budget_search_parent_id_idx" ON "_pages_v_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_budget_search_path_idx" ON "_pages_v_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_banner_tiles_order_idx" ON "_pages_v_blocks_feature_banner_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_tiles_parent_id_idx" ON "_pages_v_blocks_feature_banner_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_order_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_parent_id_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_path_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_order_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_parent_id_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_order_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_parent_id_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_path_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_cards_buttons_order_idx" ON "_pages_v_blocks_location_cards_buttons" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_location_cards_buttons_parent_idx" ON "_pages_v_blocks_location_cards_buttons" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_location_cards_order_idx" ON "_pages_v_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_cards_parent_id_idx" ON "_pages_v_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_cards_path_idx" ON "_pages_v_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_cards_location_idx" ON "_pages_v_blocks_location_cards" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_opening_hours_order_idx" ON "_pages_v_blocks_opening_hours" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_opening_hours_parent_id_idx" ON "_pages_v_blocks_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_opening_hours_path_idx" ON "_pages_v_blocks_opening_hours" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_opening_hours_location_idx" ON "_pages_v_blocks_opening_hours" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_review_badge_order_idx" ON "_pages_v_blocks_review_badge" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_review_badge_parent_id_idx" ON "_pages_v_blocks_review_badge" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_badge_path_idx" ON "_pages_v_blocks_review_badge" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_review_badge_location_idx" ON "_pages_v_blocks_review_badge" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_review_list_order_idx" ON "_pages_v_blocks_review_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_review_list_parent_id_idx" ON "_pages_v_blocks_review_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_list_path_idx" ON "_pages_v_blocks_review_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_review_list_location_idx" ON "_pages_v_blocks_review_list" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_order_idx" ON "_pages_v_blocks_brand_grid_sections" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_parent_idx" ON "_pages_v_blocks_brand_grid_sections" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_order_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_grid_parent_id_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_path_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blog_cards_order_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_cards_parent_id_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_cards_path_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_accepted_cards_order_idx" ON "_pages_v_blocks_cards_accepted_cards" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_cards_accepted_cards_parent_idx" ON "_pages_v_blocks_cards_accepted_cards" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_cards_accepted_order_idx" ON "_pages_v_blocks_cards_accepted" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_accepted_parent_id_idx" ON "_pages_v_blocks_cards_accepted" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_accepted_path_idx" ON "_pages_v_blocks_cards_accepted" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sales_counter_order_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sales_counter_parent_id_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sales_counter_path_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "posts_tenant_idx" ON "posts" USING btree ("tenant_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_5_idx" ON "posts" USING btree ("tenant_id","slug");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_tenant_idx" ON "_posts_v" USING btree ("version_tenant_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "version_tenant_version_slug_1_idx" ON "_posts_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "promos_car_types_order_idx" ON "promos_car_types" USING btree ("order");
  CREATE INDEX "promos_car_types_parent_idx" ON "promos_car_types" USING btree ("parent_id");
  CREATE INDEX "promos_tenant_idx" ON "promos" USING btree ("tenant_id");
  CREATE INDEX "promos_image_idx" ON "promos" USING btree ("image_id");
  CREATE INDEX "promos_expires_at_idx" ON "promos" USING btree ("expires_at");
  CREATE INDEX "promos_updated_at_idx" ON "promos" USING btree ("updated_at");
  CREATE INDEX "promos_created_at_idx" ON "promos" USING btree ("created_at");
  CREATE INDEX "redirects_tenant_idx" ON "redirects" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promos_fk" FOREIGN KEY ("promos_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_promos_id_idx" ON "payload_locked_documents_rels" USING btree ("promos_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_grid_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_body_type_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_range_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_budget_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_banner_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_cards_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_review_badge" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_review_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_grid_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_accepted_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_accepted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sales_counter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_grid_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_body_type_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_range_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_budget_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_banner_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_cards_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_review_badge" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_review_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_grid_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_accepted_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_accepted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sales_counter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promos_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_slider" CASCADE;
  DROP TABLE "pages_blocks_promotions" CASCADE;
  DROP TABLE "pages_blocks_stock_grid_car_types" CASCADE;
  DROP TABLE "pages_blocks_stock_grid" CASCADE;
  DROP TABLE "pages_blocks_body_type_search" CASCADE;
  DROP TABLE "pages_blocks_price_range_search" CASCADE;
  DROP TABLE "pages_blocks_budget_search" CASCADE;
  DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "pages_blocks_feature_banner_tiles" CASCADE;
  DROP TABLE "pages_blocks_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_banner" CASCADE;
  DROP TABLE "pages_blocks_location_cards_buttons" CASCADE;
  DROP TABLE "pages_blocks_location_cards" CASCADE;
  DROP TABLE "pages_blocks_opening_hours" CASCADE;
  DROP TABLE "pages_blocks_review_badge" CASCADE;
  DROP TABLE "pages_blocks_review_list" CASCADE;
  DROP TABLE "pages_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "pages_blocks_brand_grid" CASCADE;
  DROP TABLE "pages_blocks_blog_cards" CASCADE;
  DROP TABLE "pages_blocks_cards_accepted_cards" CASCADE;
  DROP TABLE "pages_blocks_cards_accepted" CASCADE;
  DROP TABLE "pages_blocks_sales_counter" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_promotions" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_grid_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_body_type_search" CASCADE;
  DROP TABLE "_pages_v_blocks_price_range_search" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_search" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_location_cards_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_location_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_opening_hours" CASCADE;
  DROP TABLE "_pages_v_blocks_review_badge" CASCADE;
  DROP TABLE "_pages_v_blocks_review_list" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_accepted_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_accepted" CASCADE;
  DROP TABLE "_pages_v_blocks_sales_counter" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "promos_car_types" CASCADE;
  DROP TABLE "promos" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "feature_flags" ALTER COLUMN "flag" SET DATA TYPE text;
  DROP TYPE "public"."enum_feature_flags_flag";
  CREATE TYPE "public"."enum_feature_flags_flag" AS ENUM('garage', 'watchlist', 'favourites', 'favouritesUsedOnly', 'compare', 'subscriptions', 'financeButtons', 'financeDisclaimers', 'getFinanceNow', 'reserveOnline', 'buyOnline', 'testDriveBooking', 'tradeIn', 'phoneMasking', 'electricTag', 'lowercaseReservedTag', 'priceAscExcludesZero', 'showUnregistered', 'ctaBarOnScroll', 'hideTwitterShare', 'staffLicenceInfo', 'gatedCheckout', 'gatedPersonalisedFinance', 'spinToWin', 'shopperConfirmationEmail', 'termsRequired', 'autoGauge', 'deliveryCalculator', 'certifiedToyota', 'galleryFirst', 'spinAutoRotate', 'closedByAppointment');
  ALTER TABLE "feature_flags" ALTER COLUMN "flag" SET DATA TYPE "public"."enum_feature_flags_flag" USING "flag"::"public"."enum_feature_flags_flag";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_promos_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "locations" DROP COLUMN "hide_from_blocks";
  ALTER TABLE "pages" DROP COLUMN "hide_title";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_size";
  DROP TYPE "public"."enum_pages_blocks_stock_grid_car_types";
  DROP TYPE "public"."enum_pages_blocks_stock_grid_sort";
  DROP TYPE "public"."enum_pages_blocks_price_range_search_presets";
  DROP TYPE "public"."enum_pages_blocks_location_cards_buttons";
  DROP TYPE "public"."enum_pages_blocks_location_cards_filter";
  DROP TYPE "public"."enum_pages_blocks_location_cards_layout";
  DROP TYPE "public"."enum_pages_blocks_brand_grid_sections";
  DROP TYPE "public"."enum_pages_blocks_blog_cards_category";
  DROP TYPE "public"."enum_pages_blocks_cards_accepted_cards";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_size";
  DROP TYPE "public"."enum__pages_v_blocks_stock_grid_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_stock_grid_sort";
  DROP TYPE "public"."enum__pages_v_blocks_price_range_search_presets";
  DROP TYPE "public"."enum__pages_v_blocks_location_cards_buttons";
  DROP TYPE "public"."enum__pages_v_blocks_location_cards_filter";
  DROP TYPE "public"."enum__pages_v_blocks_location_cards_layout";
  DROP TYPE "public"."enum__pages_v_blocks_brand_grid_sections";
  DROP TYPE "public"."enum__pages_v_blocks_blog_cards_category";
  DROP TYPE "public"."enum__pages_v_blocks_cards_accepted_cards";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_promos_car_types";
  DROP TYPE "public"."enum_promos_kind";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
