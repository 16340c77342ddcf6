import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres/drizzle'

/** stock_search column → its value from a `cars` row `c`. One list serves the trigger and the backfill. */
const columns: Record<string, string> = {
  id: 'c.id',
  tenant_id: 'c.tenant_id',
  make: 'c.make',
  model: 'c.model',
  badge: 'c.badge',
  status: 'c.status::text',
  car_type: 'c.car_type::text',
  city: 'c.city',
  colour: 'c.colour',
  dealership_name: 'c.dealership_name',
  item_type: 'c.item_type::text',
  location_name: 'c.location_name',
  seats: 'c.seats::int',
  simple_body: 'c.simple_body::text',
  drive: 'c.drive',
  simple_fuel: 'c.simple_fuel::text',
  simple_transmission: 'c.simple_transmission::text',
  state: 'c.state::text',
  tag: 'c.tag',
  stocknum: 'c.stocknum',
  price: 'c.price',
  before_price: 'c.before_price',
  offer_price: 'c.offer_price',
  km: 'c.km',
  year: 'c.year::int',
  subscription_price: 'c.subscription_price',
  weekly_repayment: 'c.youx_quote_weekly_repayment_amount',
  created_at: 'c.created_at',
  sold_date: 'c.sold_date',
  certified: 'c.certified',
  show_on_dealer_website: 'c.show_on_dealer_website',
  photos_count: 'c.photos_count::int',
  categories: 'c.categories',
  filtered_features: 'c.filtered_features',
  search_text: 't.words',
  search_vector: `setweight(to_tsvector('simple', t.words), 'A') || setweight(to_tsvector('simple', coalesce(c.dealercomments, '')), 'B')`,
}

const searchWords = `lower(concat_ws(' ', c.make, c.model, c.badge, c.series, c.body, c.colour, c.stocknum, c.tag, c.simple_body::text, c.simple_fuel::text,
  CASE c.simple_fuel::text WHEN 'electric' THEN 'ev' WHEN 'plug-in hybrid' THEN 'phev' END))`

const names = Object.keys(columns).join(', ')
const values = Object.values(columns).join(', ')
const select = (from: string) => `SELECT ${values} FROM ${from}, LATERAL (SELECT ${searchWords} AS words) t`

const syncFunction = `
CREATE OR REPLACE FUNCTION forecourt_stock_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM stock_search WHERE id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stock_search (${names}) ${select('(SELECT NEW.*) c')};
  END IF;
  RETURN NULL;
END
$fn$`

/**
 * Installs the trigger that keeps stock_search in step with cars, and fills in any car it lacks.
 * Runs at every start (idempotent, under an advisory lock so parallel instances take turns), which
 * covers dev push, tests and production alike.
 */
export async function ensureStockSearchSync(payload: Payload): Promise<void> {
  const db = payload.db.drizzle
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('forecourt_stock_search_sync'))`)
    await tx.execute(sql.raw(syncFunction))
    await tx.execute(sql.raw(`CREATE OR REPLACE TRIGGER cars_stock_search AFTER INSERT OR UPDATE OR DELETE ON cars FOR EACH ROW EXECUTE FUNCTION forecourt_stock_search_sync()`))
    await tx.execute(sql.raw(`DELETE FROM stock_search s WHERE NOT EXISTS (SELECT 1 FROM cars c WHERE c.id = s.id)`))
    await tx.execute(sql.raw(`INSERT INTO stock_search (${names}) ${select('cars c')} WHERE NOT EXISTS (SELECT 1 FROM stock_search s WHERE s.id = c.id)`))
  })
}
