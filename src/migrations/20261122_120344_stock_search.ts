import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS pg_trgm;
   CREATE TABLE "stock_versions" (
  	"tenant_id" integer PRIMARY KEY NOT NULL,
  	"version" bigint DEFAULT 0 NOT NULL,
  	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cars" ADD COLUMN "dealership_name" varchar;
  ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' || coalesce(body, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(stocknum, '') || ' ' || coalesce(tag, '') || ' ' || (CASE simple_body WHEN '4x4' THEN '4x4' WHEN 'bus' THEN 'bus' WHEN 'cabChassis' THEN 'cabChassis' WHEN 'convertible' THEN 'convertible' WHEN 'coupe' THEN 'coupe' WHEN 'ev' THEN 'ev' WHEN 'hardtop' THEN 'hardtop' WHEN 'hatch' THEN 'hatch' WHEN 'hatchback' THEN 'hatchback' WHEN 'motorhome' THEN 'motorhome' WHEN 'lightTruck' THEN 'lightTruck' WHEN 'peopleMover' THEN 'peopleMover' WHEN 'prestige' THEN 'prestige' WHEN 'sedan' THEN 'sedan' WHEN 'softtop' THEN 'softtop' WHEN 'suv' THEN 'suv' WHEN 'ute' THEN 'ute' WHEN 'van' THEN 'van' WHEN 'wagon' THEN 'wagon' WHEN 'stationWagon' THEN 'stationWagon' ELSE '' END) || ' ' || (CASE simple_fuel WHEN 'petrol' THEN 'petrol' WHEN 'diesel' THEN 'diesel' WHEN 'hybrid' THEN 'hybrid' WHEN 'plug-in hybrid' THEN 'plug-in hybrid phev' WHEN 'electric' THEN 'electric ev' WHEN 'lpg' THEN 'lpg' ELSE '' END))) STORED;
  ALTER TABLE "cars" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple', lower(coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' || coalesce(body, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(stocknum, '') || ' ' || coalesce(tag, '') || ' ' || (CASE simple_body WHEN '4x4' THEN '4x4' WHEN 'bus' THEN 'bus' WHEN 'cabChassis' THEN 'cabChassis' WHEN 'convertible' THEN 'convertible' WHEN 'coupe' THEN 'coupe' WHEN 'ev' THEN 'ev' WHEN 'hardtop' THEN 'hardtop' WHEN 'hatch' THEN 'hatch' WHEN 'hatchback' THEN 'hatchback' WHEN 'motorhome' THEN 'motorhome' WHEN 'lightTruck' THEN 'lightTruck' WHEN 'peopleMover' THEN 'peopleMover' WHEN 'prestige' THEN 'prestige' WHEN 'sedan' THEN 'sedan' WHEN 'softtop' THEN 'softtop' WHEN 'suv' THEN 'suv' WHEN 'ute' THEN 'ute' WHEN 'van' THEN 'van' WHEN 'wagon' THEN 'wagon' WHEN 'stationWagon' THEN 'stationWagon' ELSE '' END) || ' ' || (CASE simple_fuel WHEN 'petrol' THEN 'petrol' WHEN 'diesel' THEN 'diesel' WHEN 'hybrid' THEN 'hybrid' WHEN 'plug-in hybrid' THEN 'plug-in hybrid phev' WHEN 'electric' THEN 'electric ev' WHEN 'lpg' THEN 'lpg' ELSE '' END))), 'A') || setweight(to_tsvector('simple', coalesce(dealercomments, '')), 'B'))) STORED;
  CREATE INDEX "cars_dealership_name_idx" ON "cars" USING btree ("dealership_name");
  CREATE INDEX "cars_search_fts_idx" ON "cars" USING gin ("search_vector");
  CREATE INDEX "cars_search_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX "cars_tenant_created_idx" ON "cars" USING btree ("tenant_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_versions" CASCADE;
  DROP INDEX "cars_dealership_name_idx";
  DROP INDEX "cars_search_fts_idx";
  DROP INDEX "cars_search_trgm_idx";
  DROP INDEX "cars_tenant_created_idx";
  ALTER TABLE "cars" DROP COLUMN "dealership_name";
  ALTER TABLE "cars" DROP COLUMN "search_text";
  ALTER TABLE "cars" DROP COLUMN "search_vector";`)
}
