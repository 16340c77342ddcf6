import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'
import { shopperForGatedPage } from '@/data/shopper'
import { websiteForSegment } from '@/data/website'
import { contactDetails } from '@/domain/account/contactDetails'

export const metadata: Metadata = { title: 'Online payment', robots: { index: false } }

/**
 * /online-payment (always gated, §6): a signed-in shopper asks to pay a deposit, a service invoice or
 * a parts order. The platform takes no card details itself; the request reaches the dealership as a
 * lead and their accounts team sends a secure payment link to the verified mobile.
 */
export default async function OnlinePaymentPage(props: LeadPageProps) {
  const website = await websiteForSegment((await props.params).tenant)
  if (!website) notFound()
  const shopper = await shopperForGatedPage(website, '/online-payment')
  if (!shopper) notFound()
  const initial = { category: 'General Enquiry', ...contactDetails(shopper), message: 'Paying for (invoice or order number): \nAmount: $' }
  return (
    <LeadFormPage
      {...props}
      type="general"
      heading="Online payment"
      intro="Paying a deposit, a service invoice or a parts order? Tell us what it is for and how much, and our accounts team will text a secure payment link to your verified mobile."
      initial={initial}
    />
  )
}
