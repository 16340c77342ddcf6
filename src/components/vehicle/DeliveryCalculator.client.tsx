'use client'

import { useId, useState, type FormEvent } from 'react'
import { formatMoney } from '@/domain/priceDisplay'
import { NO_ESTIMATE, POSTCODE_MISSING } from '@/domain/delivery'

type Result = { kind: 'idle' } | { kind: 'loading' } | { kind: 'estimate'; region: string; price: number } | { kind: 'error'; message: string }

/** Delivery estimate by postcode (§2, §5, §8): 4 digits only; empty says "Please enter a postcode."; no estimate says sorry. */
export function DeliveryCalculator({ carSlug }: { carSlug: string }) {
  const id = useId()
  const [postcode, setPostcode] = useState('')
  const [result, setResult] = useState<Result>({ kind: 'idle' })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!postcode.trim()) return setResult({ kind: 'error', message: POSTCODE_MISSING })
    setResult({ kind: 'loading' })
    try {
      const response = await fetch(`/api/delivery?postcode=${encodeURIComponent(postcode)}&car_id=${encodeURIComponent(carSlug)}`)
      const body = (await response.json()) as { region?: string; price?: number; error?: string }
      if (response.ok && body.region && typeof body.price === 'number') setResult({ kind: 'estimate', region: body.region, price: body.price })
      else setResult({ kind: 'error', message: body.error ?? NO_ESTIMATE })
    } catch {
      setResult({ kind: 'error', message: NO_ESTIMATE })
    }
  }

  return (
    <form className="calculator" onSubmit={submit} noValidate aria-label="Delivery estimate">
      <div className="calculator__fields">
        <label htmlFor={`${id}-postcode`}>
          <span>Your postcode</span>
          <input
            id={`${id}-postcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={result.kind === 'error'}
            aria-describedby={`${id}-result`}
          />
        </label>
      </div>
      <button type="submit" className="button" disabled={result.kind === 'loading'}>
        {result.kind === 'loading' ? 'Working it out…' : 'Get an estimate'}
      </button>
      <p id={`${id}-result`} className="calculator__result" aria-live="polite">
        {result.kind === 'estimate'
          ? result.price === 0
            ? `Free delivery to ${result.region}.`
            : `Delivery to ${result.region}: about ${formatMoney(result.price)}.`
          : result.kind === 'error'
            ? result.message
            : null}
      </p>
    </form>
  )
}
