import Link from 'next/link'

export function EmptyResults({ clearHref }: { clearHref: string }) {
  return (
    <div className="empty-results" role="status">
      <h2>No Results Available</h2>
      <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
      <Link className="button" href={clearHref}>
        Clear Filters
      </Link>
    </div>
  )
}
