import type { Payload } from 'payload'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { listFacets, rangeFacets, valueFacets, type RangeFacet, type ValueFacet } from '../../facets'
import type { StockHit, StockSearch, StockSearchResult } from '../../port'
import type { StockQuery } from '../../query'
import { soldCutoff, type StockScope } from '../../scope'
import { baseColumns, rangeFacetSql, valueFacetSql, valueFacetText } from './facetSql'
import { searchDocument } from './schema'

const hitColumns = sql.raw(
  [
    'id', 'slug', 'name', 'year', 'make', 'model', 'badge', 'car_type', 'status', 'sold_date', 'price', 'offer_price', 'before_price',
    'subscription_price', 'preorder', 'km', 'trans', 'body', 'simple_body', 'simple_fuel', 'primary_image_url', 'photos_count',
    'location_name', 'city', 'state', 'dealership_slug', 'reserved', 'certified', 'tag', 'created_at',
  ]
    .map((c) => `c.${c}`)
    .join(', '),
)

type Condition = { facet: string; where: SQL }

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `)

export function keywordTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)
}

/** Each word must match: as a word beginning in the vehicle facts (weight A), or as a whole word anywhere. */
function tsquery(terms: string[]): string {
  return terms.map((t) => `(${t}:*A | ${t})`).join(' & ')
}

function scopeWhere(scope: StockScope): SQL {
  const parts: SQL[] = [
    sql`tenant_id = ${scope.websiteId}`,
    sql`show_on_dealer_website IS NOT FALSE`,
    scope.inStockOnly
      ? sql`status = 'in_stock'`
      : sql`(status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_date >= ${soldCutoff(scope).toISOString()}))`,
  ]
  if (scope.minimumPhotos > 0) parts.push(sql`coalesce(photos_count, 0) >= ${scope.minimumPhotos}`)
  if (scope.carTypes.length) parts.push(sql`car_type::text IN (${list(scope.carTypes)})`)
  if (scope.excludedMakes.length) parts.push(sql`lower(make) NOT IN (${list(scope.excludedMakes)})`)
  if (scope.excludedStockNumbers.length) parts.push(sql`lower(coalesce(stocknum, '')) NOT IN (${list(scope.excludedStockNumbers)})`)
  if (scope.specialsOnly) {
    parts.push(sql`((price > 10 AND coalesce(before_price, 0) > price) OR (offer_price > 10 AND offer_price < coalesce(price, 0)))`)
  }
  return sql.join(parts, sql` AND `)
}

/** `exact`: full text on word beginnings. `fuzzy`: trigram word similarity, which forgives a typo such as "corola". */
type TextMode = 'exact' | 'fuzzy'

function textWhere(terms: string[], mode: TextMode): SQL | null {
  if (!terms.length) return null
  return mode === 'exact' ? sql`${searchDocument} @@ to_tsquery('simple', ${tsquery(terms)})` : sql`${terms.join(' ')} <% search_text`
}

/** Only the matched cars are ranked: ranking every keyword match would cost more than the search. */
function rankExpression(terms: string[], mode: TextMode): SQL {
  if (!terms.length) return sql`0`
  return mode === 'exact'
    ? sql`ts_rank(${searchDocument}, to_tsquery('simple', ${tsquery(terms)}))`
    : sql`word_similarity(${terms.join(' ')}, search_text)`
}

/** One condition per active filter, so each facet's counts can leave out its own (disjunctive facets). */
function filterConditions(query: StockQuery, scope: StockScope): Condition[] {
  const conditions: Condition[] = []
  for (const facet of valueFacets) {
    const values = query.filters[facet]
    if (!values?.length) continue
    const where = listFacets.has(facet)
      ? sql`${valueFacetSql[facet]} ?| ARRAY[${list(values)}]::text[]`
      : sql`${valueFacetText[facet]} IN (${list(values)})`
    conditions.push({ facet, where })
  }
  for (const facet of rangeFacets) {
    const range = query.ranges[facet]
    if (!range) continue
    const parts: SQL[] = []
    if (range.min !== null) parts.push(sql`${rangeFacetSql[facet]} >= ${range.min}`)
    if (range.max !== null) parts.push(sql`${rangeFacetSql[facet]} <= ${range.max}`)
    conditions.push({ facet, where: sql`(${sql.join(parts, sql` AND `)})` })
  }
  if (query.certified) conditions.push({ facet: 'certified', where: sql`certified IS TRUE` })
  // §5: on some sites lowest-price-first leaves out cars without a price.
  if (query.sort === 'price_asc' && scope.priceAscExcludesZero) conditions.push({ facet: '_sort', where: sql`price > 0` })
  return conditions
}

/** The rows a facet counts over: everything matched, or for an active facet everything but its own filter. */
function sourceFor(conditions: Condition[], facet: string): SQL {
  if (!conditions.some((c) => c.facet === facet)) return sql`matched`
  const kept = conditions.filter((c) => c.facet !== facet).map((c) => c.where)
  return kept.length ? sql`(SELECT * FROM base WHERE ${sql.join(kept, sql` AND `)}) src` : sql`base`
}

function orderBy(query: StockQuery): SQL {
  switch (query.sort) {
    case 'latest':
      return sql`created_at DESC, id DESC`
    case 'price_desc':
      return sql`price DESC NULLS LAST, id DESC`
    case 'price_asc':
      return sql`price ASC NULLS LAST, id DESC`
    case 'relevance':
      // Best keyword match first, then the "custom rank": in stock, coming soon, sold; cars with photos first; newest first.
      return sql`rank_text DESC, (CASE status WHEN 'in_stock' THEN 0 WHEN 'coming_soon' THEN 1 ELSE 2 END), (coalesce(photos_count, 0) = 0), created_at DESC, id DESC`
  }
}

function facetQueries(conditions: Condition[]): SQL {
  const active = new Set(conditions.map((c) => c.facet))
  const parts: SQL[] = []
  const grouped = valueFacets.filter((f) => !active.has(f) && !listFacets.has(f))
  if (grouped.length) {
    // One pass over the matched cars counts every facet that has no selection of its own.
    const name = sql.join([sql`CASE`, ...grouped.map((f) => sql`WHEN GROUPING(${valueFacetSql[f]}) = 0 THEN ${f}`), sql`END`], sql` `)
    const value = sql.join([sql`CASE`, ...grouped.map((f) => sql`WHEN GROUPING(${valueFacetSql[f]}) = 0 THEN ${valueFacetText[f]}`), sql`END`], sql` `)
    const sets = sql.join(grouped.map((f) => sql`(${valueFacetSql[f]})`), sql`, `)
    parts.push(sql`SELECT ${name}::text, ${value}, count(*) FROM matched GROUP BY GROUPING SETS (${sets})`)
  }
  for (const facet of valueFacets) {
    if (grouped.includes(facet)) continue
    const source = sourceFor(conditions, facet)
    if (listFacets.has(facet)) {
      const column = valueFacetSql[facet]
      parts.push(
        sql`SELECT ${facet}::text, v, count(*) FROM ${source}, jsonb_array_elements_text(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END) v GROUP BY v`,
      )
    } else {
      parts.push(sql`SELECT ${facet}::text, ${valueFacetText[facet]}, count(*) FROM ${source} GROUP BY ${valueFacetSql[facet]}`)
    }
  }
  parts.push(sql`SELECT 'certified', 'true', count(*) FROM ${sourceFor(conditions, 'certified')} WHERE certified IS TRUE`)
  return sql.join(parts, sql` UNION ALL `)
}

function statsQuery(conditions: Condition[]): SQL {
  const parts = rangeFacets.map((facet) => {
    const column = rangeFacetSql[facet]
    // A zero price or km means "not given" in dealer feeds; it would drag every slider to 0.
    return sql`SELECT ${facet}::text, min(${column}), max(${column}) FROM ${sourceFor(conditions, facet)} WHERE ${column} > 0`
  })
  return sql.join(parts, sql` UNION ALL `)
}

export function buildSearchSql(query: StockQuery, scope: StockScope, pageSize: number, mode: TextMode = 'exact'): SQL {
  const terms = keywordTerms(query.text)
  const text = textWhere(terms, mode)
  const conditions = filterConditions(query, scope)
  const matchedWhere = conditions.length ? sql.join(conditions.map((c) => c.where), sql` AND `) : sql`TRUE`
  const offset = (query.page - 1) * pageSize
  return sql`
    WITH base AS MATERIALIZED (
      SELECT ${baseColumns} FROM stock_search
      WHERE ${scopeWhere(scope)}${text ? sql` AND ${text}` : sql``}
    ),
    matched AS MATERIALIZED (SELECT * FROM base WHERE ${matchedWhere}),
    ranked AS (SELECT id, price, created_at, status, photos_count, ${query.sort === 'relevance' ? sql`(SELECT ${rankExpression(terms, mode)} FROM stock_search s WHERE s.id = matched.id)` : sql`0`}::real AS rank_text FROM matched),
    page AS (SELECT id, row_number() OVER (ORDER BY ${orderBy(query)}) AS position FROM ranked ORDER BY ${orderBy(query)} LIMIT ${pageSize} OFFSET ${offset})
    SELECT
      (SELECT count(*) FROM matched)::int AS count,
      (SELECT count(*) FROM base)::int AS text_count,
      (SELECT coalesce(json_agg(h ORDER BY h.position), '[]'::json) FROM (SELECT ${hitColumns}, p.position FROM page p JOIN cars c ON c.id = p.id) h) AS hits,
      (SELECT coalesce(json_agg(f), '[]'::json) FROM (${facetQueries(conditions)}) f(facet, value, n) WHERE value IS NOT NULL AND value <> '') AS facets,
      (SELECT coalesce(json_agg(s), '[]'::json) FROM (${statsQuery(conditions)}) s(facet, min, max) WHERE s.min IS NOT NULL) AS stats`
}

type Row = {
  count: number
  /** Cars the keywords match before any filter: zero means "try again forgiving typos". */
  text_count: number
  hits: Array<Record<string, unknown>>
  facets: Array<{ facet: string; value: string; n: number }>
  stats: Array<{ facet: RangeFacet; min: number | string; max: number | string }>
}

const numeric = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v))

function toHit(row: Record<string, unknown>): StockHit {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: textOrNull(row.name),
    year: numeric(row.year),
    make: String(row.make),
    model: String(row.model),
    badge: textOrNull(row.badge),
    car_type: String(row.car_type),
    status: String(row.status),
    sold_date: row.sold_date ? new Date(String(row.sold_date)).toISOString() : null,
    price: numeric(row.price),
    offer_price: numeric(row.offer_price),
    before_price: numeric(row.before_price),
    subscription_price: numeric(row.subscription_price),
    preorder: (row.preorder as boolean | null) ?? null,
    km: numeric(row.km),
    trans: textOrNull(row.trans),
    body: textOrNull(row.body),
    simple_body: textOrNull(row.simple_body),
    simple_fuel: textOrNull(row.simple_fuel),
    primary_image_url: textOrNull(row.primary_image_url),
    photos_count: numeric(row.photos_count),
    location_name: textOrNull(row.location_name),
    city: textOrNull(row.city),
    state: textOrNull(row.state),
    dealership_slug: textOrNull(row.dealership_slug),
    reserved: (row.reserved as boolean | null) ?? null,
    certified: (row.certified as boolean | null) ?? null,
    tag: textOrNull(row.tag),
    createdAt: new Date(String(row.created_at)).toISOString(),
  }
}

function toResult(row: Row, page: number, pageSize: number, started: number): StockSearchResult {
  const facets: StockSearchResult['facets'] = {}
  for (const { facet, value, n } of row.facets) (facets[facet as ValueFacet] ??= []).push({ value: String(value), count: Number(n) })
  for (const values of Object.values(facets)) values!.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  const stats: StockSearchResult['stats'] = {}
  for (const s of row.stats) stats[s.facet] = { min: Number(s.min), max: Number(s.max) }
  return {
    hits: row.hits.map(toHit),
    facets,
    stats,
    count: row.count,
    page,
    pages: Math.ceil(row.count / pageSize),
    ms: Math.round((performance.now() - started) * 10) / 10,
  }
}

/** Stock search straight from the cars table: no extra service, exact counts, always live. */
export function postgresStockSearch(payload: Payload): StockSearch {
  return {
    name: 'postgres',
    async search(query, scope, options = {}) {
      const started = performance.now()
      const pageSize = options.pageSize ?? scope.pageSize
      const run = (mode: TextMode) =>
        payload.db.drizzle.transaction(async (tx) => {
          // The working set of a 20,000-car website is a few MB: keep it in memory, not in temp files.
          await tx.execute(sql`SET LOCAL work_mem = '32MB'`)
          // `<%` (typo-tolerant word match) uses this threshold; 0.5 lets "corola" find "corolla".
          await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`)
          const result = await tx.execute(buildSearchSql(query, scope, pageSize, mode))
          return (result as unknown as { rows: Row[] }).rows[0]
        })
      let row = await run('exact')
      // Words that match nothing exactly get a second, typo-tolerant try ("evrest" → Everest).
      if (row.text_count === 0 && keywordTerms(query.text).length) row = await run('fuzzy')
      return toResult(row, query.page, pageSize, started)
    },
  }
}
