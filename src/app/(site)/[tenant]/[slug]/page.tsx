import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GaragePage } from '@/components/account/GaragePage'
import { PageView } from '@/components/content/PageView'
import { pageBySlug } from '@/data/pageBySlug'
import type { SearchParams } from '@/data/preview'
import { shopperForGatedPage } from '@/data/shopper'
import { websiteForSegment } from '@/data/website'
import { pageMetadata } from '@/components/content/pageMetadata'
import { redirectOr404 } from '@/data/redirects'
import { slugParam } from '@/domain/slugify'

type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: SearchParams }

const pageSlug = slugParam(120)

async function load(params: Props['params'], searchParams: SearchParams) {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  if (!website) return null
  const parsed = pageSlug.safeParse(slug)
  if (!parsed.success) return { website, slug, page: null, grant: null, garage: false }
  if (website.account?.garagePath === parsed.data) return { website, slug, page: null, grant: null, garage: true }
  return { website, slug, garage: false, ...(await pageBySlug(website, parsed.data, searchParams)) }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loaded = await load(params, searchParams)
  if (loaded?.garage) return { title: 'My Garage', robots: { index: false } }
  return loaded?.page ? pageMetadata(loaded.page, `/${loaded.slug}`) : {}
}

/** A first-level path: the website's own My Garage address (e.g. /mymotorama) or one of its pages. */
export default async function FirstLevelPage({ params, searchParams }: Props) {
  const loaded = await load(params, searchParams)
  if (!loaded) notFound()
  const { website } = loaded
  if (loaded.garage) {
    const shopper = await shopperForGatedPage(website, `/${website.account?.garagePath}`)
    if (!shopper) notFound()
    return <GaragePage website={website} shopper={shopper} />
  }
  if (!loaded.page) return redirectOr404(website, `/${loaded.slug}`)
  return <PageView page={loaded.page} website={website} grant={loaded.grant} />
}
