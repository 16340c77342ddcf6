import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LocationCardsComponent } from '@blocks/LocationCards/Component'
import { StatsBannerComponent } from '@blocks/StatsBanner/Component'
import { websiteForSegment } from '@/data/website'
import '@/components/content/content.css'

export const metadata: Metadata = { title: 'Our locations' }

type Props = { params: Promise<{ tenant: string }> }

/** /dealer-locator: every location of the website, sales first, with hours and directions. */
export default async function DealerLocatorPage({ params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const context = { website, now: new Date(), draft: false }
  return (
    <>
      <div className="container section content-page__head">
        <h1>Our locations</h1>
        <p className="lead">Find a {website.name} location near you, with opening hours and directions.</p>
      </div>
      <LocationCardsComponent block={{ blockType: 'locationCards', heading: null, filter: 'all', layout: 'grid', buttons: ['contact', 'details', 'directions', 'service'] }} context={context} />
      {website.template === 'group' ? <StatsBannerComponent block={{ blockType: 'statsBanner', stats: [{ value: '50+', label: 'locations' }, { value: '40+', label: 'brands' }, { value: '30+', label: 'years' }] }} context={context} /> : null}
    </>
  )
}
