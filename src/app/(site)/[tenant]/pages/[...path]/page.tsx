import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageView } from '@/components/content/PageView'
import { pageMetadata } from '@/components/content/pageMetadata'
import { pageBySlug } from '@/data/pageBySlug'
import { websiteForSegment } from '@/data/website'

type Props = { params: Promise<{ tenant: string; path: string[] }> }

/** /pages/{...}: the dealer content pages addressed by their last segment (e.g. /pages/service/warranty → warranty). */
async function load(params: Props['params']) {
  const { tenant, path } = await params
  const slug = path.at(-1) ?? ''
  const website = await websiteForSegment(tenant)
  if (!website || path.length > 5 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null
  return { website, slug, ...(await pageBySlug(website, slug)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded?.page ? pageMetadata(loaded.page, `/${loaded.slug}`) : {}
}

export default async function DealerContentPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded?.page) notFound()
  return <PageView page={loaded.page} website={loaded.website} grant={loaded.grant} />
}
