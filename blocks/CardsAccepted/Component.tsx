import type { CardsAcceptedBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'
import { paymentCards } from './config'

export function CardsAcceptedComponent({ block }: BlockProps<Fields>) {
  const cards = paymentCards.filter((c) => block.cards?.includes(c.value))
  if (!cards.length) return null
  return (
    <section className="container cards-accepted" aria-label={block.heading || 'Cards accepted'}>
      {block.heading ? <p className="cards-accepted__heading">{block.heading}</p> : null}
      <ul className="cards-accepted__list">
        {cards.map((card) => (
          <li key={card.value} className={`card-badge card-badge--${card.value}`}>
            {card.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
