import { disclaimerPreview } from '@/domain/finance/lenders'

/** A finance disclaimer cut at 197 characters (§9) and opened in place, without script. */
export function Disclaimer({ text }: { text: string }) {
  const { preview, truncated } = disclaimerPreview(text)
  if (!truncated) return <p className="finance-disclaimer">{text}</p>
  return (
    <details className="finance-disclaimer">
      <summary>
        {preview} <span className="finance-disclaimer__more">Show more</span>
      </summary>
      <p>{text}</p>
    </details>
  )
}
