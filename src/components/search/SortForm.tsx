import { sortKeys, sortLabels, type SortKey } from '@/search/facets'
import { AutoSubmit } from './AutoSubmit.client'

/** Sort as a plain GET form (works without JavaScript); with it, choosing an option submits at once. */
export function SortForm({ action, sort, hidden }: { action: string; sort: SortKey; hidden: Array<[string, string]> }) {
  return (
    <form className="sort-form" method="get" action={action}>
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sortBy">Sort by</label>
      <AutoSubmit>
        <select id="sortBy" name="sortBy" defaultValue={sort}>
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </AutoSubmit>
      <noscript>
        <button type="submit" className="button button--small">
          Sort
        </button>
      </noscript>
    </form>
  )
}
