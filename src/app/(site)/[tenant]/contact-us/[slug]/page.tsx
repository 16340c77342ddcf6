import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { locationBySlug } from '@/components/content/locationLookup'
import { LeadFormPage } from '@/components/leads/LeadFormPage'
import { websiteForSegment } from '@/data/website'

type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  const location = website ? await locationBySlug(website, slug) : null
  return location ? { title: `Contact ${location.name}` } : {}
}

/** /contact-us/{location slug}: the contact form with that location chosen. */
export default async function ContactLocationPage({ params, searchParams }: Props) {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  const location = website ? await locationBySlug(website, slug) : null
  if (!location) notFound()
  return (
    <LeadFormPage
      params={params}
      searchParams={searchParams}
      type="general"
      locationId={location.id}
      heading={`Contact ${location.name}`}
      intro={`Send ${location.name} a message and the right person will get back to you, usually within one business day.`}
    />
  )
}
