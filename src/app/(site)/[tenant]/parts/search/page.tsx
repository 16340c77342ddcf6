import type { Metadata } from 'next'
import { z } from 'zod'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Find a part' }

const query = z.object({ q: z.string().trim().max(200).optional().catch(undefined) })

/**
 * /parts/search?q=: the parts counter checks stock by hand (there is no parts catalogue online), so the
 * search becomes a parts enquiry with what the shopper looked for already written in.
 */
export default async function PartsSearchPage(props: LeadPageProps) {
  const { q } = query.parse(await props.searchParams)
  return (
    <LeadFormPage
      {...props}
      type="parts"
      heading={q ? `Find a part: ${q}` : 'Find a part'}
      intro="Tell us your car and the part you are after; our parts team will check stock and price and get back to you."
      initial={q ? { message: `Looking for: ${q}` } : undefined}
    />
  )
}
