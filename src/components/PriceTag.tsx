import { formatMoney, type PriceDisplay } from '@/domain/priceDisplay'

/** A price as §4 shows it: the amount and any was-price, a weekly subscription, PREORDER or the no-price text. */
export function PriceTag({ price, className }: { price: PriceDisplay; className: string }) {
  return (
    <p className={className}>
      {price.kind === 'price' ? (
        <>
          <strong>{formatMoney(price.amount)}</strong>
          {price.wasPrice ? (
            <s>
              <span className="visually-hidden">Was </span>
              {formatMoney(price.wasPrice)}
            </s>
          ) : null}
        </>
      ) : price.kind === 'subscription' ? (
        <strong>{formatMoney(price.amount)}/week</strong>
      ) : (
        <strong>{price.text}</strong>
      )}
    </p>
  )
}
