import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_applications_status" AS ENUM('pre-approved', 'referred');
  CREATE TYPE "public"."enum_finance_applications_credit_score" AS ENUM('GREAT', 'DECENT', 'POOR');
  CREATE TABLE "finance_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_finance_applications_status" NOT NULL,
  	"partner" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"shopper_id" integer,
  	"car_id" integer,
  	"purchase_price" numeric,
  	"loan_term" numeric,
  	"credit_score" "enum_finance_applications_credit_score",
  	"weekly_repayment" numeric,
  	"advertised_rate" numeric,
  	"comparison_rate" numeric,
  	"subscribe" boolean,
  	"redirect_url" varchar,
  	"lead_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_applications_id" integer;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "finance_applications_tenant_idx" ON "finance_applications" USING btree ("tenant_id");
  CREATE INDEX "finance_applications_reference_idx" ON "finance_applications" USING btree ("reference");
  CREATE INDEX "finance_applications_phone_idx" ON "finance_applications" USING btree ("phone");
  CREATE INDEX "finance_applications_shopper_idx" ON "finance_applications" USING btree ("shopper_id");
  CREATE INDEX "finance_applications_car_idx" ON "finance_applications" USING btree ("car_id");
  CREATE INDEX "finance_applications_updated_at_idx" ON "finance_applications" USING btree ("updated_at");
  CREATE INDEX "finance_applications_created_at_idx" ON "finance_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_applications_fk" FOREIGN KEY ("finance_applications_id") REFERENCES "public"."finance_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_finance_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_applications_id";
  DROP TYPE "public"."enum_finance_applications_status";
  DROP TYPE "public"."enum_finance_applications_credit_score";`)
}
