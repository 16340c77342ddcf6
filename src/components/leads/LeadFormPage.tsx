import { notFound } from 'next/navigation'
import { z } from 'zod'
import { formCar, leadFormProps } from '@/data/leadForms'
import { websiteForSegment } from '@/data/website'
import { generalCategories, type LeadType } from '@/domain/leads/forms'
import { idParam } from '@/domain/leads/fields'
import { LeadForm } from './LeadForm.client'
import { formTitle } from './formLayouts'

export type LeadPageProps = {
  params: Promise<{ tenant: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Query parameters the form pages understand; anything else is ignored, anything malformed is dropped. */
const pageQuery = z.object({
  car_id: idParam.optional().catch(undefined),
  category: z.enum(generalCategories).optional().catch(undefined),
  request: z.enum(['photos']).optional().catch(undefined),
  location_id: idParam.optional().catch(undefined),
})

function initialValues(category: string | undefined, locationId: number | undefined) {
  const values = { ...(category ? { category } : {}), ...(locationId ? { location_id: String(locationId) } : {}) }
  return Object.keys(values).length ? values : undefined
}

/**
 * A whole page around one lead form (/contact, /book-test-drive, /service, /parts, /careers). With
 * `car_id` the contact page becomes the enquiry (or photo request) about that car: the no-script
 * path behind the vehicle page's buttons.
 */
type PageOptions = { type: LeadType; intro: string; locationId?: number; heading?: string; initial?: Record<string, string> }

export async function LeadFormPage({ params, searchParams, type, intro, locationId, heading, initial }: LeadPageProps & PageOptions) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const query = pageQuery.parse(await searchParams)
  const car = query.car_id ? await formCar(website.id, query.car_id) : null
  const chosen: LeadType = car && type === 'general' ? (query.request === 'photos' ? 'request-photos' : 'enquiry') : type
  const props = await leadFormProps(website, chosen, car)
  return (
    <div className="container section lead-page">
      <h1>{heading ?? formTitle(chosen, car?.name)}</h1>
      <p className="lead">{intro}</p>
      {website.phone ? (
        <p>
          Prefer to talk? Call us on <a href={`tel:${website.phone.replace(/\s/g, '')}`}>{website.phone}</a>.
        </p>
      ) : null}
      <LeadForm {...props} initialValues={{ ...initial, ...initialValues(query.category, props.locations.some((l) => l.id === (locationId ?? query.location_id)) ? (locationId ?? query.location_id) : undefined) }} />
    </div>
  )
}
