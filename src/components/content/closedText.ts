import { featureEnabled } from '@/data/website'
import type { ClosedText } from '@/domain/content/openingHours'
import type { Website } from '@/payload-types'

/** How this website words a closed day (§5). */
export async function closedTextFor(website: Website): Promise<ClosedText> {
  const [appointment, enquire] = await Promise.all([featureEnabled(website, 'closedByAppointment'), featureEnabled(website, 'closedEnquireLink')])
  return enquire ? 'enquire' : appointment ? 'appointment' : 'closed'
}
