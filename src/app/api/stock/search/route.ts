import { NextResponse, type NextRequest } from 'next/server'
import { searchStock } from '@/data/stock'
import { payloadClient } from '@/data/payload'
import { parseStockQuery } from '@/search/query'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

/**
 * GET /api/stock/search: the search page's data as JSON for the host's website, with the same
 * parameters as the page. Unlike the page, it refuses bad parameters: 400 with a message per field.
 */
export async function GET(request: NextRequest) {
  const website = await findWebsiteByHost(await payloadClient(), request.headers.get('host'))
  if (!website) return NextResponse.json({ error: 'No website at this address.' }, { status: 404 })
  const { query, issues } = parseStockQuery(request.nextUrl.searchParams)
  if (Object.keys(issues).length) return NextResponse.json({ error: 'Invalid search parameters.', fields: issues }, { status: 400 })
  try {
    const result = await searchStock(website, query)
    return NextResponse.json(result, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('[search] failed', error)
    return NextResponse.json({ error: 'Search is unavailable right now. Please try again.' }, { status: 503 })
  }
}
