import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('awaiting-payment', 'held', 'sold', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_reservations_mode" AS ENUM('reserve', 'buy');
  CREATE TYPE "public"."enum_reservations_payment_method" AS ENUM('Cash or bank transfer', 'Finance', 'Not sure yet');
  CREATE TYPE "public"."enum_reservations_handover" AS ENUM('Collect from the dealership', 'Deliver to my postcode');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireReservations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireReservations' BEFORE 'schedulePublish';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_reservations_status" NOT NULL,
  	"mode" "enum_reservations_mode" NOT NULL,
  	"car_id" integer NOT NULL,
  	"price" numeric,
  	"deposit" numeric,
  	"held_until" timestamp(3) with time zone,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"payment_method" "enum_reservations_payment_method",
  	"handover" "enum_reservations_handover",
  	"trade_in" boolean,
  	"payment_provider" varchar,
  	"payment_ref" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"payment_url" varchar,
  	"shopper_id" integer,
  	"lead_id" integer,
  	"idempotency_key" varchar NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "car_holds" (
  	"car_id" integer PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"reference" text NOT NULL,
  	"until" timestamp with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_phone_idx" ON "reservations" USING btree ("phone");
  CREATE INDEX "reservations_payment_ref_idx" ON "reservations" USING btree ("payment_ref");
  CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_idempotency_key_idx" ON "reservations" USING btree ("idempotency_key");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "car_holds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'general', 'test-drive', 'request-photos', 'service', 'parts', 'careers', 'trade-in', 'finance');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_mode";
  DROP TYPE "public"."enum_reservations_payment_method";
  DROP TYPE "public"."enum_reservations_handover";`)
}
