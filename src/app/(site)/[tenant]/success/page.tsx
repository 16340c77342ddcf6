import type { Metadata } from 'next'
import Link from 'next/link'
import { SuccessMessage } from '@/components/leads/SuccessMessage.client'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

/** Where every form lands after a lead is accepted (§4). */
export default function SuccessPage() {
  return (
    <div className="container section lead-page">
      <h1>Thank you</h1>
      <SuccessMessage />
      <p>
        <Link href="/search/used-cars">Keep browsing our stock</Link>
      </p>
    </div>
  )
}
