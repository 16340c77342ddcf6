import Link from 'next/link'

export default function PageNotFound() {
  return (
    <div className="container not-found">
      <h1>Page not found</h1>
      <p>We couldn&apos;t find that page. It may have moved, or the car may have been sold.</p>
      <p>
        <Link className="button" href="/search/new-used-and-demo-cars">
          Browse our stock
        </Link>{' '}
        <Link href="/">Go to the home page</Link>
      </p>
    </div>
  )
}
