import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageView } from '@/components/content/PageView'
import { pageMetadata } from '@/components/content/pageMetadata'
import { pageBySlug } from '@/data/pageBySlug'
import type { SearchParams } from '@/data/preview'
import { websiteForSegment } from '@/data/website'
import { isSlug } from '@/domain/slugify'

type Props = { params: Promise<{ tenant: string; path: string[] }>; searchParams: SearchParams }

/** /pages/{...}: the dealer content pages addressed by their last segment (e.g. /pages/service/warranty → warranty). */
async function load(params: Props['params'], searchParams: SearchParams) {
  const { tenant, path } = await params
  const slug = path.at(-1) ?? ''
  const website = await websiteForSegment(tenant)
  if (!website || path.length > 5 || !isSlug(slug, 120)) return null
  return { website, slug, ...(await pageBySlug(website, slug, searchParams)) }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loaded = await load(params, searchParams)
  return loaded?.page ? pageMetadata(loaded.page, `/${loaded.slug}`) : {}
}

export default async function DealerContentPage({ params, searchParams }: Props) {
  const loaded = await load(params, searchParams)
  if (!loaded?.page) notFound()
  return <PageView page={loaded.page} website={loaded.website} grant={loaded.grant} />
}
