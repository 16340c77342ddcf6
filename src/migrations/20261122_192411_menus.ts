import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "websites_navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "websites_navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  ALTER TABLE "websites_navigation_header" ADD CONSTRAINT "websites_navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "websites_navigation_footer" ADD CONSTRAINT "websites_navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "websites_navigation_header_order_idx" ON "websites_navigation_header" USING btree ("_order");
  CREATE INDEX "websites_navigation_header_parent_id_idx" ON "websites_navigation_header" USING btree ("_parent_id");
  CREATE INDEX "websites_navigation_footer_order_idx" ON "websites_navigation_footer" USING btree ("_order");
  CREATE INDEX "websites_navigation_footer_parent_id_idx" ON "websites_navigation_footer" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "websites_navigation_header" CASCADE;
  DROP TABLE "websites_navigation_footer" CASCADE;`)
}
