import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { searchVocabulary } from '@/data/stock'
import { websiteForSegment } from '@/data/website'
import { pageQuery } from '@/search/searchParams'
import { resolveSearchPath } from '@/search/searchPaths'

type Props = {
  params: Promise<{ tenant: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load({ params }: Pick<Props, 'params'>) {
  const { tenant, segments = [] } = await params
  const website = await websiteForSegment(tenant)
  if (!website) return null
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return ''
    }
  })
  const preset = resolveSearchPath(decoded, await searchVocabulary(website))
  return preset ? { website, preset } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load({ params })
  if (!loaded) return {}
  return { title: loaded.preset.title, alternates: { canonical: loaded.preset.path } }
}

export default async function StockSearchRoute({ params, searchParams }: Props) {
  const loaded = await load({ params })
  if (!loaded) notFound()
  const query = pageQuery(await searchParams, loaded.preset.path)
  return <SearchPage website={loaded.website} preset={loaded.preset} urlQuery={query} />
}
