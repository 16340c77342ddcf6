import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "websites_spin_to_win_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"weight" numeric DEFAULT 1
  );
  
  CREATE TABLE "prize_spins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"prize" varchar NOT NULL,
  	"claimed" boolean DEFAULT false,
  	"shopper_id" integer NOT NULL,
  	"phone" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "websites" ADD COLUMN "spin_to_win_terms" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "prize_spins_id" integer;
  ALTER TABLE "websites_spin_to_win_prizes" ADD CONSTRAINT "websites_spin_to_win_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prize_spins" ADD CONSTRAINT "prize_spins_tenant_id_websites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prize_spins" ADD CONSTRAINT "prize_spins_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prize_spins" ADD CONSTRAINT "prize_spins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "websites_spin_to_win_prizes_order_idx" ON "websites_spin_to_win_prizes" USING btree ("_order");
  CREATE INDEX "websites_spin_to_win_prizes_parent_id_idx" ON "websites_spin_to_win_prizes" USING btree ("_parent_id");
  CREATE INDEX "prize_spins_tenant_idx" ON "prize_spins" USING btree ("tenant_id");
  CREATE INDEX "prize_spins_shopper_idx" ON "prize_spins" USING btree ("shopper_id");
  CREATE INDEX "prize_spins_lead_idx" ON "prize_spins" USING btree ("lead_id");
  CREATE INDEX "prize_spins_updated_at_idx" ON "prize_spins" USING btree ("updated_at");
  CREATE INDEX "prize_spins_created_at_idx" ON "prize_spins" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_shopper_idx" ON "prize_spins" USING btree ("tenant_id","shopper_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prize_spins_fk" FOREIGN KEY ("prize_spins_id") REFERENCES "public"."prize_spins"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_prize_spins_id_idx" ON "payload_locked_documents_rels" USING btree ("prize_spins_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "websites_spin_to_win_prizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prize_spins" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "websites_spin_to_win_prizes" CASCADE;
  DROP TABLE "prize_spins" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_prize_spins_fk";
  
  DROP INDEX "payload_locked_documents_rels_prize_spins_id_idx";
  ALTER TABLE "websites" DROP COLUMN "spin_to_win_terms";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "prize_spins_id";`)
}
