import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifications_verification_type" AS ENUM('sms', 'verify');
  CREATE TYPE "public"."enum_verifications_outcome" AS ENUM('sent', 'approved', 'rejected', 'expired', 'limited', 'refused', 'error');
  CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"dealership_slug" varchar,
  	"last_signed_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"website_slug" varchar,
  	"dealership_slug" varchar,
  	"verification_type" "enum_verifications_verification_type" NOT NULL,
  	"outcome" "enum_verifications_outcome" NOT NULL,
  	"phone_hint" varchar,
  	"user_id" integer,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "otp_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"website_id" integer NOT NULL,
  	"phone" text NOT NULL,
  	"code_hash" text NOT NULL,
  	"checks" integer DEFAULT 0 NOT NULL,
  	"expires_at" timestamp with time zone NOT NULL,
  	"used_at" timestamp with time zone,
  	"created_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" text NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"website_id" integer NOT NULL,
  	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
  	"expires_at" timestamp with time zone NOT NULL,
  	"ended_at" timestamp with time zone,
  	CONSTRAINT "shopper_sessions_token_hash_unique" UNIQUE("token_hash")
  );
  
  CREATE TABLE "watchlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"website_id" integer NOT NULL,
  	"car_id" integer NOT NULL,
  	"created_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verifications_id" integer;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_shoppers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shoppers_tenant_idx" ON "shoppers" USING btree ("tenant_id");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "shoppers" USING btree ("tenant_id","phone");
  CREATE INDEX "verifications_tenant_idx" ON "verifications" USING btree ("tenant_id");
  CREATE INDEX "verifications_outcome_idx" ON "verifications" USING btree ("outcome");
  CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id");
  CREATE INDEX "verifications_updated_at_idx" ON "verifications" USING btree ("updated_at");
  CREATE INDEX "verifications_created_at_idx" ON "verifications" USING btree ("created_at");
  CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("website_id","phone","created_at");
  CREATE INDEX "shopper_sessions_shopper_idx" ON "shopper_sessions" USING btree ("shopper_id");
  CREATE UNIQUE INDEX "watchlist_shopper_car_idx" ON "watchlist" USING btree ("shopper_id","car_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verifications_fk" FOREIGN KEY ("verifications_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("verifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "otp_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "verifications" CASCADE;
  DROP TABLE "otp_codes" CASCADE;
  DROP TABLE "shopper_sessions" CASCADE;
  DROP TABLE "watchlist" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_verifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verifications_id";
  DROP TYPE "public"."enum_verifications_verification_type";
  DROP TYPE "public"."enum_verifications_outcome";`)
}
