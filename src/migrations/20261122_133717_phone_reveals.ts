import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"car_id" integer NOT NULL,
  	"dealership_id" integer,
  	"website_id" integer NOT NULL,
  	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "phone_reveals_website_idx" ON "phone_reveals" USING btree ("website_id","revealed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "phone_reveals" CASCADE;`)
}
