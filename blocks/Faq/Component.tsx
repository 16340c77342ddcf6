import type { FaqBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

/** Native disclosures: keyboard and screen reader friendly with no script; FAQPage data for search engines. */
export function FaqComponent({ block }: BlockProps<Fields>) {
  const items = (block.items ?? []).filter((i) => i.question && i.answer)
  if (!items.length) return null
  const jsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })) }
  return (
    <section className="container section block-faq" aria-label={block.heading || 'Questions and answers'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {items.map((item) => (
        <details key={item.id ?? item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </section>
  )
}
