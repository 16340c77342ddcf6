import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BrandGridComponent } from '@blocks/BrandGrid/Component'
import { StatsBannerComponent } from '@blocks/StatsBanner/Component'
import { websiteForSegment } from '@/data/website'
import '@/components/content/content.css'

export const metadata: Metadata = { title: 'Our brands' }

type Props = { params: Promise<{ tenant: string }> }

/** /brands (§2): Car Brands, Motorcycle Brands, Truck Brands, Our Brands, and the group in numbers. */
export default async function BrandsPage({ params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const context = { website, now: new Date(), draft: false }
  return (
    <>
      <div className="container section content-page__head">
        <h1>Our brands</h1>
      </div>
      <BrandGridComponent block={{ blockType: 'brandGrid', sections: ['car', 'motorcycle', 'truck', 'ours'] }} context={context} />
      <StatsBannerComponent block={{ blockType: 'statsBanner', stats: [{ value: '50+', label: 'locations' }, { value: '40+', label: 'brands' }, { value: '30+', label: 'years' }] }} context={context} />
    </>
  )
}
