import type { SpecLine } from '@/domain/vehicle/specLines'

/** A titled list of specification lines; nothing at all when there are none. */
export function SpecSection({ id, heading, lines, className }: { id: string; heading: string; lines: SpecLine[]; className?: string }) {
  if (!lines.length) return null
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl className="spec-grid">
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
