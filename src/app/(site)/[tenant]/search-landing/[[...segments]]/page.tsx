import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { loadSearchRoute } from '@/data/searchRoute'
import { emptyQuery } from '@/search/query'

/**
 * The search routes without parameters (/search/used-cars, /search/toyota, …) are the most visited
 * stock pages, and every shopper sees the same thing on them. src/proxy.ts sends them here, where
 * the page is rendered once and kept until the website's stock changes (Cars hooks revalidate the
 * stock tag) or five minutes pass, whichever is first; sold cars leave search by the day, not the second.
 */
export const revalidate = 300
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ tenant: string; segments?: string[] }> }

async function load(params: Props['params']) {
  const { tenant, segments } = await params
  return loadSearchRoute(tenant, segments)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? { title: loaded.preset.title, alternates: { canonical: loaded.preset.path } } : {}
}

export default async function SearchLanding({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  return <SearchPage website={loaded.website} preset={loaded.preset} urlQuery={emptyQuery} cachedPage />
}
