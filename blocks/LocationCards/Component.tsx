import { LocationCard, type LocationButton } from '@/components/content/LocationCard'
import { closedTextFor } from '@/components/content/closedText'
import { contentLocations } from '@/data/content'
import { featureEnabled } from '@/data/website'
import { filterLocations, locationColumns, type LocationFilter } from '@/domain/content/locationFilter'
import type { LocationCardsBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export async function LocationCardsComponent({ block, context }: BlockProps<Fields>) {
  const locationId = typeof block.location === 'object' ? block.location?.id : block.location
  const [all, showLicences, closedText] = await Promise.all([contentLocations(context.website.id), featureEnabled(context.website, 'staffLicenceInfo'), closedTextFor(context.website)])
  const locations = filterLocations(all, (block.filter ?? 'all') as LocationFilter, locationId)
  if (!locations.length) return null
  const carousel = block.layout === 'carousel' && locations.length > 1
  const headingLevel = block.heading ? 'h3' : 'h2'
  return (
    <section className="container section block-locations" aria-label={block.heading || 'Locations'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {carousel ? <p className="block-locations__hint" aria-hidden="true">Swipe to see more</p> : null}
      <ul className={carousel ? 'card-carousel' : 'location-grid'} style={carousel ? undefined : ({ '--columns': locationColumns(locations.length) } as React.CSSProperties)}>
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} buttons={(block.buttons ?? []) as LocationButton[]} showLicences={showLicences} now={context.now} closedText={closedText} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </section>
  )
}
