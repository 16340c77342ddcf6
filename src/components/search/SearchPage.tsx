import Link from 'next/link'
import type { Website } from '@/payload-types'
import { searchStock, searchStockForCachedPage } from '@/data/stock'
import { featureEnabled } from '@/data/website'
import { facetValueLimits, type ValueFacet } from '@/search/facets'
import { stockQueryParams, type StockQuery } from '@/search/query'
import { searchLinks } from '@/search/searchLinks'
import type { SearchPreset } from '@/search/searchPaths'
import { templatePreset } from '@tenants/templates'
import { EmptyResults } from './EmptyResults'
import { FacetList } from './FacetList'
import { Pagination } from './Pagination'
import { RangeFilter } from './RangeFilter'
import { resultTiles, ResultsGrid } from './ResultsGrid'
import { contentPromos } from '@/data/content'
import { promoFitsSearch, promoLive } from '@/domain/content/promos'
import { SearchHistory } from './SearchHistory.client'
import { SortForm } from './SortForm'

type Props = {
  website: Website
  preset: SearchPreset
  urlQuery: StockQuery
  specialsOnly?: boolean
  /** Rendered once and cached until the website's stock changes (the parameterless search routes). */
  cachedPage?: boolean
}

/** The order facets appear in, after make and model. */
const laterFacets: ValueFacet[] = [
  'body', 'price_range', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'location_name', 'dealership_name', 'city', 'state',
  'filtered_features', 'categories', 'item_type', 'status', 'weekly_price_range', 'tag',
]

function paramsWithout(query: StockQuery, ...names: string[]): Array<[string, string]> {
  return [...stockQueryParams({ ...query, page: 1 }).entries()].filter(([name]) => !names.includes(name))
}

export async function SearchPage({ website, preset, urlQuery, specialsOnly = false, cachedPage = false }: Props) {
  const links = searchLinks(preset, urlQuery)
  const query = links.effective
  const now = new Date()
  const [result, electricTag, lowercaseReservedTag, certifiedToyota, subscriptionsEnabled, watchlist, favourites, favouritesUsedOnly, promos] = await Promise.all([
    (cachedPage ? searchStockForCachedPage : searchStock)(website, query, { specialsOnly }),
    featureEnabled(website, 'electricTag'),
    featureEnabled(website, 'lowercaseReservedTag'),
    featureEnabled(website, 'certifiedToyota'),
    featureEnabled(website, 'subscriptions'),
    featureEnabled(website, 'watchlist'),
    featureEnabled(website, 'favourites'),
    featureEnabled(website, 'favouritesUsedOnly'),
    contentPromos(website.id).catch(() => []),
  ])
  const template = templatePreset(website.template)
  const usedLabel = website.copy?.usedLabel
  const hasMake = Boolean(query.filters.make?.length)
  const valueFacet = (facet: ValueFacet, extra: Partial<React.ComponentProps<typeof FacetList>> = {}) => {
    const values = (result.facets[facet] ?? []).slice(0, facetValueLimits[facet] ?? 100)
    return (
      <FacetList
        key={facet}
        facet={facet}
        values={values}
        isSelected={(v) => links.isSelected(facet, v)}
        href={(v) => links.toggle(facet, v)}
        usedLabel={usedLabel}
        {...extra}
      />
    )
  }
  const rangeHref = (facet: 'price' | 'km' | 'year') => {
    const base = links.range(facet, null)
    return `${base}${base.includes('?') ? '&' : '?'}${facet}=__RANGE__`
  }
  const certifiedCount = result.facets.certified?.[0]?.count ?? 0

  return (
    <div className="container search">
      <header className="search__header">
        <h1>{preset.title}</h1>
        <p className="search__count" role="status">
          {result.count.toLocaleString('en-AU')} {result.count === 1 ? 'vehicle' : 'vehicles'} found
        </p>
        {result.stale ? <p className="notice">Search is catching up; these results may be a minute old.</p> : null}
        <form className="keyword-form" method="get" action={preset.path} role="search">
          {paramsWithout(urlQuery, 'query').map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="keyword" className="visually-hidden">
            Keyword search
          </label>
          <input id="keyword" type="search" name="query" defaultValue={urlQuery.text} placeholder={website.copy?.keywordPlaceholder || template.copy.keywordPlaceholder} maxLength={200} />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <div className="search__tools">
          <a className="button button--small search__filters-open" href="#filters">
            Filters
          </a>
          <SortForm action={preset.path} sort={urlQuery.sort} hidden={paramsWithout(urlQuery, 'sortBy')} />
        </div>
      </header>

      <div className="search__body">
        <aside id="filters" className="search__filters" aria-label="Filters">
          <div className="search__filters-head">
            <h2>Filters</h2>
            <a className="button button--small" href={links.clear}>
              Clear Filters
            </a>
          </div>
          {valueFacet('car_type')}
          {valueFacet('make', { visible: template.search.makeListLength, showAllLabel: 'Show all makes' })}
          {hasMake ? valueFacet('model') : null}
          {/* Badges only mean something within a model (an "SX" Corolla is not an "SX" Cerato). */}
          {query.filters.model?.length ? valueFacet('badge') : null}
          <RangeFilter facet="price" range={urlQuery.ranges.price} stats={result.stats.price} action={preset.path} hidden={paramsWithout(urlQuery, 'price')} hrefTemplate={rangeHref('price')} />
          <RangeFilter facet="year" range={urlQuery.ranges.year} stats={result.stats.year} action={preset.path} hidden={paramsWithout(urlQuery, 'year')} hrefTemplate={rangeHref('year')} />
          <RangeFilter facet="km" range={urlQuery.ranges.km} stats={result.stats.km} action={preset.path} hidden={paramsWithout(urlQuery, 'km')} hrefTemplate={rangeHref('km')} />
          {certifiedCount > 0 || query.certified ? (
            <section className="facet" aria-labelledby="facet-certified">
              <h3 id="facet-certified" className="facet__title">
                Certified
              </h3>
              <ul className="facet__list">
                <li>
                  <Link href={links.certified(!query.certified)} className={`facet__option${query.certified ? ' facet__option--selected' : ''}`} aria-current={query.certified ? 'true' : undefined} rel="nofollow">
                    <span className="facet__box" aria-hidden="true" />
                    <span className="facet__label">Certified only</span>
                    <span className="facet__count">{certifiedCount.toLocaleString('en-AU')}</span>
                  </Link>
                </li>
              </ul>
            </section>
          ) : null}
          {laterFacets.map((facet) => valueFacet(facet, { numericOrder: facet === 'price_range' || facet === 'weekly_price_range' || facet === 'seats' }))}
          <SearchHistory href={links.current} title={`${preset.title}${urlQuery.text ? `: ${urlQuery.text}` : ''}`} />
          <a className="button search__show-results" href="#results">
            Show Me {result.count.toLocaleString('en-AU')} Cars
          </a>
        </aside>

        <section id="results" className="search__results" aria-label="Results">
          {result.hits.length ? (
            <>
              <ResultsGrid
                hits={result.hits}
                tagOptions={{ electricTag, lowercaseReservedTag, certifiedToyota, soldTag: website.copy?.soldTag, now }}
                noPriceText={website.copy?.noPriceText}
                subscriptionsEnabled={subscriptionsEnabled}
                tiles={resultTiles(
                  promos
                    .filter((p) => p.kind === 'tile' && p.position && promoLive(p, now) && promoFitsSearch(p, query.filters.car_type ?? []))
                    .map((p) => ({ title: p.title, text: p.text ?? '', href: p.href, cta: p.cta_label, position: p.position! })),
                  (website.search?.promoPositions ?? []).filter((p): p is number => typeof p === 'number'),
                )}
                watchlist={watchlist}
                favourites={{ enabled: favourites, usedOnly: favouritesUsedOnly }}
              />
              <Pagination page={result.page} pages={result.pages} href={links.page} />
            </>
          ) : (
            <EmptyResults clearHref={specialsOnly ? '/special-offers' : links.clear} />
          )}
        </section>
      </div>
    </div>
  )
}
