import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GaragePage } from '@/components/account/GaragePage'
import { shopperForGatedPage } from '@/data/shopper'
import { websiteForSegment } from '@/data/website'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

type Props = { params: Promise<{ tenant: string }> }

/** /my-garage, always gated (§6); websites may also serve it at their own address (see [slug]). */
export default async function MyGarageRoute({ params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const shopper = await shopperForGatedPage(website, '/my-garage')
  if (!shopper) notFound()
  return <GaragePage website={website} shopper={shopper} />
}
