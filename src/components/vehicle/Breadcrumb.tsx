import Link from 'next/link'
import type { Car } from '@/payload-types'
import { valueLabel } from '@/search/labels'
import { searchPathFor } from '@/search/searchPaths'

const typePaths: Record<string, string> = { new: '/search/new-cars', demo: '/search/demo-cars', used: '/search/used-cars' }

/** §2: Home, car type, make, model, simple body, then the car's title. */
export function Breadcrumb({ car, usedLabel }: { car: Car; usedLabel?: string | null }) {
  const crumbs = [
    { href: '/', label: 'Home' },
    { href: typePaths[car.car_type], label: `${valueLabel('car_type', car.car_type, usedLabel)} Cars` },
    { href: searchPathFor(car.make), label: car.make },
    { href: searchPathFor(car.make, car.model), label: car.model },
    ...(car.simple_body ? [{ href: `/search/${car.simple_body.toLowerCase()}`, label: valueLabel('body', car.simple_body) }] : []),
  ]
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            {/* Prefetching every crumb on load competes with the page's own hydration on phones. */}
            <Link href={crumb.href} prefetch={false}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{car.name}</li>
      </ol>
    </nav>
  )
}
