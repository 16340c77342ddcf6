'use client'

import { useEffect, useState } from 'react'
import { formatMoney } from '@/domain/priceDisplay'
import { gaugeBand, gaugeVisible, gaugeWording, type Gauge } from '@/domain/vehicle/gauge'

type State = { kind: 'loading' } | { kind: 'ready'; gauge: Gauge } | { kind: 'none' }

/** The price comparison block: a skeleton while loading, nothing at all on failure or thin data (§4, §8). */
export function PriceGauge({ path }: { path: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    fetch(path, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`status ${response.status}`))))
      .then((data: unknown) => {
        if (!live) return
        if (gaugeVisible(data as Partial<Gauge>)) setState({ kind: 'ready', gauge: data as Gauge })
        else setState({ kind: 'none' })
      })
      .catch((error: unknown) => {
        console.warn('[gauge] No data returned', error)
        if (live) setState({ kind: 'none' })
      })
    return () => {
      live = false
    }
  }, [path])
  if (state.kind === 'none') return null
  if (state.kind === 'loading') return <div className="gauge gauge--loading" aria-hidden="true" />
  const { gauge } = state
  return (
    <section className={`gauge gauge--${gaugeBand(gauge.fill)}`} aria-labelledby="gauge-heading">
      <h2 id="gauge-heading">{gaugeWording(gauge.fill)}</h2>
      <div className="gauge__bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(gauge.fill * 100)} aria-label="How good a deal this price is">
        <span style={{ width: `${Math.round(gauge.fill * 100)}%` }} />
      </div>
      <p>
        Market range {formatMoney(gauge.market_range_min)} – {formatMoney(gauge.market_range_max)}; this car {formatMoney(gauge.listing_price)}. {gauge.description}.
      </p>
    </section>
  )
}
