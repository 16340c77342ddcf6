import { notFound } from 'next/navigation'
import { redirectOr404 } from '@/data/redirects'
import { websiteForSegment } from '@/data/website'

type Props = { params: Promise<{ tenant: string; rest: string[] }> }

/** Any path no route claims: an editor's redirect if there is one, else the website's own 404 page. */
export default async function UnknownPath({ params }: Props): Promise<never> {
  const { tenant, rest } = await params
  const website = await websiteForSegment(tenant)
  if (!website || rest.join('/').length > 500) notFound()
  return redirectOr404(website, `/${rest.map(decodeURIComponent).join('/')}`)
}
