import type { ValueFacet } from '@/search/facets'
import { facetLabels, valueLabel } from '@/search/labels'
import type { FacetValue } from '@/search/port'

type Props = {
  facet: ValueFacet
  values: FacetValue[]
  /** Values shown before "Show all" (§9: makes show 7). */
  visible?: number
  showAllLabel?: string
  isSelected: (value: string) => boolean
  href: (value: string) => string
  usedLabel?: string | null
  /** Quick ranges read in order of their lower bound, not by count (§9). */
  numericOrder?: boolean
}

function FacetLink({ facet, value, count, selected, href, usedLabel }: { facet: ValueFacet; value: string; count: number; selected: boolean; href: string; usedLabel?: string | null }) {
  return (
    <li>
      {/* A plain link: hundreds of facet options would each cost a client component in the page payload. */}
      <a href={href} className={`facet__option${selected ? ' facet__option--selected' : ''}`} aria-current={selected ? 'true' : undefined} rel="nofollow">
        <span className="facet__box" aria-hidden="true" />
        <span className="facet__label">{valueLabel(facet, value, usedLabel)}</span>
        <span className="facet__count">
          {count.toLocaleString('en-AU')}
          <span className="visually-hidden">{selected ? ' cars, selected' : ' cars'}</span>
        </span>
      </a>
    </li>
  )
}

export function FacetList({ facet, values, visible, showAllLabel, isSelected, href, usedLabel, numericOrder }: Props) {
  // A facet with a single value cannot narrow anything, unless it is the shopper's own choice.
  if (!values.length || (values.length === 1 && !isSelected(values[0].value))) return null
  const ordered = numericOrder ? [...values].sort((a, b) => parseFloat(a.value) - parseFloat(b.value)) : values
  // Selected values always show, even when they fall past the "Show all" cut.
  const first = visible ? ordered.filter((v, i) => i < visible || isSelected(v.value)) : ordered
  const rest = visible ? ordered.filter((v) => !first.includes(v)) : []
  const id = `facet-${facet}`
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id} className="facet__title">
        {facetLabels[facet]}
      </h3>
      <ul className="facet__list">
        {first.map((v) => (
          <FacetLink key={v.value} facet={facet} value={v.value} count={v.count} selected={isSelected(v.value)} href={href(v.value)} usedLabel={usedLabel} />
        ))}
      </ul>
      {rest.length ? (
        <details className="facet__more">
          <summary>{showAllLabel ?? `Show all ${facetLabels[facet].toLowerCase()}`}</summary>
          <ul className="facet__list">
            {rest.map((v) => (
              <FacetLink key={v.value} facet={facet} value={v.value} count={v.count} selected={isSelected(v.value)} href={href(v.value)} usedLabel={usedLabel} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
