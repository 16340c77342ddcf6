import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { websiteForSegment } from '@/data/website'
import { pageQuery } from '@/search/searchParams'

type Props = {
  params: Promise<{ tenant: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Special Offers', alternates: { canonical: '/special-offers' } }

export default async function SpecialOffers({ params, searchParams }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const query = pageQuery(await searchParams, '/special-offers')
  return <SearchPage website={website} preset={{ filters: {}, title: 'Special Offers', path: '/special-offers' }} urlQuery={query} specialsOnly />
}
