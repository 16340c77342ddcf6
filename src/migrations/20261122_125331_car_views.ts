import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "car_views" (
  	"car_id" integer PRIMARY KEY NOT NULL,
  	"views" bigint DEFAULT 0 NOT NULL
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "car_views" CASCADE;`)
}
