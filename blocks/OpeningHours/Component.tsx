import { HoursTable } from '@/components/content/HoursTable'
import { closedTextFor } from '@/components/content/closedText'
import { OpeningHoursPicker } from '@/components/content/OpeningHoursPicker.client'
import { contentLocations } from '@/data/content'
import { filterLocations } from '@/domain/content/locationFilter'
import type { OpeningHoursBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

const kinds: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

/** One table, or a department choice when the location's site has more than one type (§5). */
export async function OpeningHoursComponent({ block, context }: BlockProps<Fields>) {
  const chosenId = typeof block.location === 'object' ? block.location?.id : block.location
  const [all, closedText] = await Promise.all([contentLocations(context.website.id), closedTextFor(context.website)])
  const chosen = chosenId ? all.find((l) => l.id === chosenId) : (all.find((l) => l.primary) ?? all[0])
  if (!chosen) return null
  // The departments at the same street address as the chosen location, sales, service, parts.
  const sameSite = filterLocations(all, 'all').filter((l) => l.id === chosen.id || (!chosenId && l.address?.street && l.address.street === chosen.address?.street))
  const tables = (chosenId ? [chosen] : sameSite.length ? sameSite : [chosen]).filter((l) => l.contact_detail?.opening_hours?.length)
  if (!tables.length) return null
  return (
    <section className="container section block-hours" aria-label={block.heading || 'Opening hours'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {tables.length > 1 ? (
        <OpeningHoursPicker
          options={tables.map((l) => ({ id: String(l.id), label: kinds[l.location_type ?? ''] ?? l.name }))}
          panels={tables.map((l) => (
            <HoursTable key={l.id} location={l} now={context.now} closedText={closedText} caption={`${kinds[l.location_type ?? ''] ?? ''} hours, ${l.name}`.trim()} />
          ))}
        />
      ) : (
        <HoursTable location={tables[0]!} now={context.now} closedText={closedText} caption={tables[0]!.name} />
      )}
    </section>
  )
}
