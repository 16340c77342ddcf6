import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { loadSearchRoute } from '@/data/searchRoute'
import { pageQuery } from '@/search/searchParams'

type Props = {
  params: Promise<{ tenant: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load(params: Props['params']) {
  const { tenant, segments } = await params
  return loadSearchRoute(tenant, segments)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return {}
  return { title: loaded.preset.title, alternates: { canonical: loaded.preset.path } }
}

export default async function StockSearchRoute({ params, searchParams }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const query = pageQuery(await searchParams, loaded.preset.path)
  return <SearchPage website={loaded.website} preset={loaded.preset} urlQuery={query} />
}
