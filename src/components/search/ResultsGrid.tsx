import Link from 'next/link'
import { CarCard } from '@/components/CarCard'
import { FavouriteButton } from '@/components/account/FavouriteButton.client'
import { WatchlistButton } from '@/components/account/WatchlistButton.client'
import { favouriteAllowed, type FavouriteRules } from '@/domain/account/favourites'
import { cardTag, type CardTagOptions } from '@/domain/cardTag'
import { collapseSoldRuns } from '@/domain/soldRuns'
import type { StockHit } from '@/search/port'

export type Tile = { title: string; text: string; href: string; cta: string; position: number }

/** Built-in call-to-action tiles for the website's tile positions when it has no live promo tiles. */
const builtIn: Array<Omit<Tile, 'position'>> = [
  { title: 'Get pre-approved', text: 'Know your budget before you visit. No impact on your credit score.', href: '/finance', cta: 'Apply for finance' },
  { title: 'Trade in your car', text: 'Get an instant valuation and use it toward your next car.', href: '/sell-my-car', cta: 'Value my car' },
]

/** The website's live promo tiles, or the built-in tiles at its configured positions. */
export function resultTiles(promos: Tile[], positions: number[]): Tile[] {
  if (promos.length) return promos
  return [...positions].sort((a, b) => a - b).map((position, i) => ({ ...builtIn[i % builtIn.length]!, position }))
}

type Props = {
  hits: StockHit[]
  tagOptions: CardTagOptions
  noPriceText?: string | null
  subscriptionsEnabled: boolean
  tiles: Tile[]
  watchlist: boolean
  favourites: FavouriteRules
}

export function ResultsGrid({ hits, tagOptions, noPriceText, subscriptionsEnabled, tiles, watchlist, favourites }: Props) {
  const cars = collapseSoldRuns(hits)
  const items: Array<{ kind: 'car'; car: StockHit } | { kind: 'tile'; tile: Tile; position: number }> = cars.map((car) => ({ kind: 'car', car }))
  ;[...tiles]
    .sort((a, b) => a.position - b.position)
    .forEach((tile) => {
      // Positions count from 1 across cards and tiles; a position past the last card shows nothing.
      if (tile.position - 1 <= items.length && cars.length > 0) items.splice(tile.position - 1, 0, { kind: 'tile', tile, position: tile.position })
    })
  let carIndex = 0
  return (
    <ul className="card-grid results-grid">
      {items.map((item) => {
        if (item.kind === 'tile') {
          return (
            <li key={`tile-${item.position}`} className="cta-tile">
              <h2 className="cta-tile__title">{item.tile.title}</h2>
              <p>{item.tile.text}</p>
              <Link className="button button--accent" href={item.tile.href} prefetch={false}>
                {item.tile.cta}
                <span className="visually-hidden">: {item.tile.title}</span>
              </Link>
            </li>
          )
        }
        const index = carIndex++
        const car = item.car
        const favourite = favouriteAllowed({ ...car, pictures: car.photos_count ?? (car.primary_image_url ? 1 : 0) }, favourites)
        return (
          <li key={item.car.id}>
            <CarCard
              car={item.car}
              tag={cardTag(item.car, tagOptions)}
              priority={index < 2}
              noPriceText={noPriceText}
              subscriptionsEnabled={subscriptionsEnabled}
              headingLevel="h2"
              actions={
                watchlist || favourite ? (
                  <>
                    {watchlist ? <WatchlistButton carId={car.id} carName={car.name ?? `${car.make} ${car.model}`} sold={car.status === 'sold'} compact /> : null}
                    {favourite ? (
                      <FavouriteButton car={{ id: car.id, name: car.name ?? '', slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url }} compact />
                    ) : null}
                  </>
                ) : null
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
