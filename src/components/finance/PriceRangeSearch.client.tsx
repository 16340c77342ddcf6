'use client'

import * as Slider from '@radix-ui/react-slider'
import { useId, useState } from 'react'
import { priceRangeHref, priceSlider } from '@/domain/finance/budget'
import { moneyPresets } from '@/domain/format/inputs'
import { formatMoney } from '@/domain/priceDisplay'

/**
 * §2 price range slider: two thumbs from $5,000 to $250,000 in $500 steps with the range shown above,
 * preset prices for a quick pick, and a search of that range sorted by price, highest first.
 */
export function PriceRangeSearch({ presets = moneyPresets }: { presets?: readonly number[] }) {
  const id = useId()
  const [range, setRange] = useState<[number, number]>([priceSlider.min, priceSlider.max])
  const show = (n: number) => `${formatMoney(n)}${n === priceSlider.max ? '+' : ''}`
  const pick = (side: 0 | 1, value: number) => setRange((r) => (side === 0 ? [Math.min(value, r[1]), r[1]] : [r[0], Math.max(value, r[0])]))
  return (
    <section className="price-range-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Search by price</h2>
      <p className="range-slider__values" aria-live="polite">
        {show(range[0])} – {show(range[1])}
      </p>
      <Slider.Root className="range-slider__root" min={priceSlider.min} max={priceSlider.max} step={priceSlider.step} value={range} onValueChange={(v) => setRange([v[0]!, v[1]!])}>
        <Slider.Track className="range-slider__track">
          <Slider.Range className="range-slider__range" />
        </Slider.Track>
        <Slider.Thumb className="range-slider__thumb" aria-label="Minimum price" aria-valuetext={show(range[0])} />
        <Slider.Thumb className="range-slider__thumb" aria-label="Maximum price" aria-valuetext={show(range[1])} />
      </Slider.Root>
      <div className="calculator__fields">
        {(['Minimum', 'Maximum'] as const).map((label, side) => (
          <div className="finance-calculator__field" key={label}>
            <label htmlFor={`${id}-${side}`}>{label} price</label>
            <select id={`${id}-${side}`} value={presets.includes(range[side]!) ? range[side] : ''} onChange={(e) => pick(side as 0 | 1, Number(e.target.value || (side ? priceSlider.max : priceSlider.min)))}>
              <option value="">Any</option>
              {presets.map((preset) => (
                <option key={preset} value={preset}>
                  {formatMoney(preset)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <a className="button" href={priceRangeHref(range[0], range[1])}>
        Search {show(range[0])} – {show(range[1])}
      </a>
    </section>
  )
}
