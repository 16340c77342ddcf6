import type { CallToActionBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function CallToActionComponent({ block }: BlockProps<Fields>) {
  if (!block.heading) return null
  return (
    <section className="cta-block" aria-label={block.heading}>
      <div className="container">
        <h2>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
        {block.buttonLabel && block.buttonHref ? (
          <a className="button button--accent" href={block.buttonHref}>
            {block.buttonLabel}
          </a>
        ) : null}
      </div>
    </section>
  )
}
