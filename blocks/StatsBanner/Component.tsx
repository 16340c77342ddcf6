import type { StatsBannerBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function StatsBannerComponent({ block }: BlockProps<Fields>) {
  const stats = (block.stats ?? []).filter((s) => s.value && s.label)
  if (!stats.length) return null
  return (
    <section className="stats-banner" aria-label="About us in numbers">
      <ul className="container stats-banner__list">
        {stats.map((stat) => (
          <li key={stat.id ?? stat.label}>
            <strong>{stat.value}</strong> {stat.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
