import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { Pagination } from '@/components/search/Pagination'
import { DirectorySearch } from '@/components/search/DirectorySearch.client'
import { searchStock } from '@/data/stock'
import { websiteForSegment } from '@/data/website'
import { simpleBodies } from '@collections/Cars/options'
import { directoryPage, directoryParamsSchema } from '@/search/directory'
import { emptyQuery } from '@/search/query'
import { valueLabel } from '@/search/labels'
import { searchPathFor } from '@/search/searchPaths'

type Props = {
  params: Promise<{ tenant: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const bodyParam = z.enum(simpleBodies).optional().catch(undefined)

export const metadata: Metadata = { title: 'Models' }

/** /models?body={body}: the models in stock, optionally of one body type, each linking to its search. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const raw = await searchParams
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const body = bodyParam.parse(first(raw.body))
  const directory = directoryParamsSchema.parse({ search: first(raw.search) ?? '', page: first(raw.page) ?? 1 })
  const result = await searchStock(website, { ...emptyQuery, filters: body ? { body: [body] } : {} })
  const bodies = (await searchStock(website, emptyQuery)).facets.body ?? []
  const all = [...(result.facets.make_model ?? [])].sort((a, b) => a.value.localeCompare(b.value))
  const { items: models, page, pages, count } = directoryPage(all, (m) => m.value, directory)
  const pageHref = (p: number) => {
    const next = new URLSearchParams()
    if (body) next.set('body', body)
    if (directory.search) next.set('search', directory.search)
    if (p > 1) next.set('page', String(p))
    const query = next.toString()
    return query ? `/models?${query}` : '/models'
  }
  const makes = new Set((result.facets.make ?? []).map((m) => m.value))
  return (
    <div className="container section">
      <h1>{body ? `${valueLabel('body', body)} models` : 'Models in stock'}</h1>
      <nav aria-label="Body types" className="chip-list">
        <Link href="/models" aria-current={!body ? 'page' : undefined}>
          All
        </Link>
        {bodies.map((b) => (
          <Link key={b.value} href={`/models?body=${encodeURIComponent(b.value)}`} aria-current={b.value === body ? 'page' : undefined}>
            {valueLabel('body', b.value)}
          </Link>
        ))}
      </nav>
      <form className="keyword-form" method="get" action="/models" role="search">
        {body ? <input type="hidden" name="body" value={body} /> : null}
        <DirectorySearch label="Search models" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p className="search__count" role="status">
        {count.toLocaleString('en-AU')} {count === 1 ? 'model' : 'models'}
      </p>
      {models.length ? (
        <ul className="model-list">
          {models.map(({ value, count }) => {
            const make = [...makes].find((m) => value.startsWith(`${m} `)) ?? value.split(' ')[0]
            const model = value.slice(make.length + 1)
            return (
              <li key={value}>
                <Link href={searchPathFor(make, model)}>
                  <strong>{value}</strong> <span>{count.toLocaleString('en-AU')} in stock</span>
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p>No models match. Try other words, or another body type.</p>
      )}
      <Pagination page={page} pages={pages} href={pageHref} />
    </div>
  )
}
