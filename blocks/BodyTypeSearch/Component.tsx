import { searchStock } from '@/data/stock'
import type { BodyTypeSearchBlock as Fields } from '@/payload-types'
import { emptyQuery } from '@/search/query'
import type { BlockProps } from '../types'

export async function BodyTypeSearchComponent({ block, context }: BlockProps<Fields>) {
  const bodies = (block.bodies ?? []).filter(Boolean).map(String)
  if (!bodies.length) return null
  const counts = block.showCounts ? ((await searchStock(context.website, emptyQuery, { pageSize: 1 }).catch(() => null))?.facets.body ?? null) : null
  const countOf = (body: string) => counts?.find((f) => f.value.toLowerCase() === body.toLowerCase())?.count ?? 0
  const shown = counts ? bodies.filter((b) => countOf(b) > 0) : bodies
  if (!shown.length) return null
  return (
    <section className="container section body-search" aria-label={block.heading || 'Search by body type'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="body-search__list">
        {shown.map((body) => (
          <li key={body}>
            <a className="body-search__tile" href={`/search/new-used-and-demo-cars?body=${encodeURIComponent(body)}`}>
              <strong>{body}</strong>
              {counts ? <span>{countOf(body).toLocaleString('en-AU')} in stock</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
