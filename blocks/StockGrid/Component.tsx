import Link from 'next/link'
import { CarCard } from '@/components/CarCard'
import { searchStock } from '@/data/stock'
import { featureEnabled } from '@/data/website'
import type { StockGridBlock as Fields } from '@/payload-types'
import { emptyQuery, stockQueryParams, type StockQuery } from '@/search/query'
import { sortKeys } from '@/search/facets'
import type { BlockProps } from '../types'

export function stockGridQuery(block: Fields): StockQuery {
  const filters: StockQuery['filters'] = {}
  if (block.carTypes?.length) filters.car_type = [...block.carTypes]
  if (block.makes?.length) filters.make = block.makes.filter(Boolean).map(String)
  if (block.bodies?.length) filters.body = block.bodies.filter(Boolean).map(String)
  const sort = sortKeys.find((k) => k === block.sort) ?? 'latest'
  return { ...emptyQuery, filters, sort, ranges: block.maxPrice ? { price: { min: null, max: block.maxPrice } } : {} }
}

/** Live stock for the block's filters; a search failure shows nothing rather than breaking the page. */
export async function StockGridComponent({ block, context }: BlockProps<Fields>) {
  const query = stockGridQuery(block)
  const limit = Math.min(24, Math.max(3, block.limit ?? 6))
  const [result, subscriptionsEnabled] = await Promise.all([
    searchStock(context.website, query, { pageSize: limit, specialsOnly: Boolean(block.specialsOnly) }).catch(() => null),
    featureEnabled(context.website, 'subscriptions'),
  ])
  if (!result?.hits.length) return null
  const params = stockQueryParams(query).toString()
  const href = `${block.specialsOnly ? '/special-offers' : '/search/new-used-and-demo-cars'}${params ? `?${params}` : ''}`
  return (
    <section className="container section block-stock-grid" aria-label={block.heading || 'Stock'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className={block.carousel ? 'card-carousel' : 'card-grid'}>
        {result.hits.map((car) => (
          <li key={car.id}>
            <CarCard car={car} noPriceText={context.website.copy?.noPriceText} subscriptionsEnabled={subscriptionsEnabled} />
          </li>
        ))}
      </ul>
      {block.showCount ? (
        <p className="block-stock-grid__more">
          <Link className="button" href={href} prefetch={false}>
            Show Me {result.count.toLocaleString('en-AU')} {result.count === 1 ? 'Car' : 'Cars'}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
