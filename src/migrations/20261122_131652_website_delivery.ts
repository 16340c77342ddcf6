import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_websites_delivery_regions_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_websites_delivery_mode" AS ENUM('distance', 'region', 'off');
  ALTER TYPE "public"."enum_feature_flags_flag" ADD VALUE 'galleryFirst' BEFORE 'closedByAppointment';
  ALTER TYPE "public"."enum_feature_flags_flag" ADD VALUE 'spinAutoRotate' BEFORE 'closedByAppointment';
  CREATE TABLE "websites_delivery_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_websites_delivery_regions_state" NOT NULL,
  	"price" numeric NOT NULL
  );
  
  ALTER TABLE "websites" ADD COLUMN "delivery_mode" "enum_websites_delivery_mode" DEFAULT 'distance';
  ALTER TABLE "websites" ADD COLUMN "delivery_base_fee" numeric DEFAULT 150;
  ALTER TABLE "websites" ADD COLUMN "delivery_per_km" numeric DEFAULT 1.2;
  ALTER TABLE "websites" ADD COLUMN "delivery_free_within_km" numeric DEFAULT 25;
  ALTER TABLE "websites" ADD COLUMN "delivery_max_km" numeric DEFAULT 2000;
  ALTER TABLE "websites_delivery_regions" ADD CONSTRAINT "websites_delivery_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "websites_delivery_regions_order_idx" ON "websites_delivery_regions" USING btree ("_order");
  CREATE INDEX "websites_delivery_regions_parent_id_idx" ON "websites_delivery_regions" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "websites_delivery_regions" CASCADE;
  ALTER TABLE "feature_flags" ALTER COLUMN "flag" SET DATA TYPE text;
  DROP TYPE "public"."enum_feature_flags_flag";
  CREATE TYPE "public"."enum_feature_flags_flag" AS ENUM('garage', 'watchlist', 'favourites', 'favouritesUsedOnly', 'compare', 'subscriptions', 'financeButtons', 'financeDisclaimers', 'getFinanceNow', 'reserveOnline', 'buyOnline', 'testDriveBooking', 'tradeIn', 'phoneMasking', 'electricTag', 'lowercaseReservedTag', 'priceAscExcludesZero', 'showUnregistered', 'ctaBarOnScroll', 'hideTwitterShare', 'staffLicenceInfo', 'gatedCheckout', 'gatedPersonalisedFinance', 'spinToWin', 'shopperConfirmationEmail', 'termsRequired', 'autoGauge', 'deliveryCalculator', 'certifiedToyota', 'closedByAppointment');
  ALTER TABLE "feature_flags" ALTER COLUMN "flag" SET DATA TYPE "public"."enum_feature_flags_flag" USING "flag"::"public"."enum_feature_flags_flag";
  ALTER TABLE "websites" DROP COLUMN "delivery_mode";
  ALTER TABLE "websites" DROP COLUMN "delivery_base_fee";
  ALTER TABLE "websites" DROP COLUMN "delivery_per_km";
  ALTER TABLE "websites" DROP COLUMN "delivery_free_within_km";
  ALTER TABLE "websites" DROP COLUMN "delivery_max_km";
  DROP TYPE "public"."enum_websites_delivery_regions_state";
  DROP TYPE "public"."enum_websites_delivery_mode";`)
}
