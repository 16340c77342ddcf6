import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadFormPage } from '@/components/leads/LeadFormPage'
import { payloadClient } from '@/data/payload'
import { isSlug } from '@/domain/slugify'

type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function modelBySlug(slug: string) {
  if (!isSlug(slug, 120)) return null
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'models', where: { slug: { equals: slug } }, limit: 1, depth: 1, pagination: false })
  return found.docs[0] ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = await modelBySlug((await params).slug)
  return model ? { title: `${model.name} accessories` } : {}
}

/** /{model slug}/accessories: genuine accessories for one model, asked for through the parts team. */
export default async function ModelAccessoriesPage({ params, searchParams }: Props) {
  const model = await modelBySlug((await params).slug)
  if (!model) notFound()
  const make = typeof model.manufacturer === 'object' && model.manufacturer ? model.manufacturer.name : ''
  return (
    <LeadFormPage
      params={params}
      searchParams={searchParams}
      type="parts"
      heading={`${make} ${model.name} accessories`.trim()}
      intro={`Towbars, roof racks, mats, protection and more for your ${model.name}: tell us what you need and our parts team will quote it, fitted or to take home.`}
      initial={{ vehicle_make: make, vehicle_model: model.name }}
    />
  )
}
