import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { StockGridComponent } from '@blocks/StockGrid/Component'
import { contentBrands } from '@/data/content'
import { websiteForSegment } from '@/data/website'
import type { Media } from '@/payload-types'
import '@/components/content/content.css'
import { Crumbs } from '@/components/content/Crumbs'
import { isSlug } from '@/domain/slugify'

type Props = { params: Promise<{ tenant: string; slug: string }> }

async function load(params: Props['params']) {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  if (!website || !isSlug(slug, 120)) return null
  const brand = (await contentBrands(website.id)).find((b) => b.slug === slug && !b.skipPage)
  return brand ? { website, brand } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? { title: loaded.brand.title, alternates: { canonical: `/${loaded.brand.slug}/overview` } } : {}
}

/** /{brand}/overview: the brand's story and its cars in stock. */
export default async function BrandOverviewPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { website, brand } = loaded
  const banner = typeof brand.banner === 'object' && brand.banner ? (brand.banner as Media).url : null
  const make = typeof brand.manufacturer === 'object' && brand.manufacturer ? brand.manufacturer.name : null
  return (
    <article>
      <div className="container section">
        <Crumbs trail={[{ href: '/brands', label: 'Brands' }]} current={brand.title} />
        <h1>{brand.title}</h1>
        {banner ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img className="brand-banner" src={banner} alt="" width={1920} height={540} fetchPriority="high" />
        ) : null}
        <div className="prose">
          {(brand.description ?? []).map((p) => (
            <p key={p.id ?? p.paragraph}>{p.paragraph}</p>
          ))}
        </div>
      </div>
      {make ? (
        <StockGridComponent
          block={{ blockType: 'stockGrid', heading: `${make} in stock`, makes: [make], sort: 'latest', limit: 6, showCount: true, carousel: false, specialsOnly: false }}
          context={{ website, now: new Date(), draft: false }}
        />
      ) : null}
    </article>
  )
}
