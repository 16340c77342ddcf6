import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Site not found', robots: { index: false } }

/** Reached when the host names no website (see src/proxy.ts and the [tenant] layout). */
export default function SiteNotFound() {
  return (
    <main id="main" className="container not-found">
      <h1>Site not found</h1>
      <p>There is no dealer website at this address. Check the address, or contact the dealership you were looking for.</p>
    </main>
  )
}
