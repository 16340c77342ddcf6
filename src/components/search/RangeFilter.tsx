import type { RangeFacet } from '@/search/facets'
import { facetLabels } from '@/search/labels'
import type { Range } from '@/search/query'
import { RangeSlider } from './RangeSlider.client'

type Props = {
  facet: Extract<RangeFacet, 'price' | 'km' | 'year'>
  range: Range | undefined
  stats: { min: number; max: number } | undefined
  action: string
  /** The other parameters of the current search, carried through the plain form. */
  hidden: Array<[string, string]>
  hrefTemplate: string
}

/** §4 slider defaults when the search gives no stats: price 0–100,000; km likewise; years of the last two decades. */
const defaults = { price: { min: 0, max: 100_000, step: 1000 }, km: { min: 0, max: 100_000, step: 1000 }, year: { min: 2005, max: new Date().getFullYear() + 1, step: 1 } }

function bounds(facet: Props['facet'], stats: Props['stats']) {
  const d = defaults[facet]
  if (!stats) return d
  const round = (v: number, dir: 'down' | 'up') => (dir === 'down' ? Math.floor(v / d.step) * d.step : Math.ceil(v / d.step) * d.step)
  return { min: round(stats.min, 'down'), max: Math.max(round(stats.max, 'up'), round(stats.min, 'down') + d.step), step: d.step }
}

/**
 * A range filter that works without JavaScript (a GET form with min and max) and, with it, turns
 * into a two-thumb slider that updates the URL after a 400 ms pause.
 */
export function RangeFilter({ facet, range, stats, action, hidden, hrefTemplate }: Props) {
  const { min, max, step } = bounds(facet, stats)
  const id = `range-${facet}`
  const money = facet === 'price'
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id} className="facet__title">
        {facetLabels[facet]}
      </h3>
      <RangeSlider facet={facet} min={min} max={max} step={step} value={range ?? null} hrefTemplate={hrefTemplate} money={money} label={facetLabels[facet]} />
      <form className="range-form" method="get" action={action}>
        {hidden.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>
            Min<span className="visually-hidden"> {facetLabels[facet].toLowerCase()}</span>
          </span>
          <input type="number" inputMode="numeric" name={`${facet}_min`} min={0} step={step} defaultValue={range?.min ?? ''} placeholder={String(min)} />
        </label>
        <label>
          <span>
            Max<span className="visually-hidden"> {facetLabels[facet].toLowerCase()}</span>
          </span>
          <input type="number" inputMode="numeric" name={`${facet}_max`} min={0} step={step} defaultValue={range?.max ?? ''} placeholder={String(max)} />
        </label>
        <button type="submit" className="button button--small">
          Apply<span className="visually-hidden"> {facetLabels[facet].toLowerCase()}</span>
        </button>
      </form>
    </section>
  )
}
