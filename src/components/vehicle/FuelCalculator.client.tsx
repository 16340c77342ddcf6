'use client'

import { useId, useState } from 'react'
import { formatMoney } from '@/domain/priceDisplay'
import { FUEL_DEFAULTS, fuelCost, readAmount } from '@/domain/vehicle/fuel'

const money = (n: number) => formatMoney(Math.round(n))

export function FuelCalculator({ litresPer100 }: { litresPer100?: number | null }) {
  const id = useId()
  const [price, setPrice] = useState(String(FUEL_DEFAULTS.pricePerLitre))
  const [distance, setDistance] = useState(String(FUEL_DEFAULTS.kmPerWeek))
  const [consumption, setConsumption] = useState(String(litresPer100 || FUEL_DEFAULTS.litresPer100))
  const values = { pricePerLitre: readAmount(price), kmPerWeek: readAmount(distance), litresPer100: readAmount(consumption) }
  const complete = values.pricePerLitre !== null && values.kmPerWeek !== null && values.litresPer100 !== null
  const cost = complete ? fuelCost(values as { pricePerLitre: number; kmPerWeek: number; litresPer100: number }) : null
  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <label htmlFor={`${id}-${key}`}>
      <span>{label}</span>
      <input id={`${id}-${key}`} inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} />
    </label>
  )
  return (
    <form className="calculator" onSubmit={(e) => e.preventDefault()} aria-label="Fuel cost calculator">
      <div className="calculator__fields">
        {field('price', 'Fuel price per litre', price, setPrice)}
        {field('distance', 'Kilometres a week', distance, setDistance)}
        {field('consumption', 'Litres per 100 km', consumption, setConsumption)}
      </div>
      <p className="calculator__result" aria-live="polite">
        {cost ? (
          <>
            About <strong>{money(cost.weekly)}</strong> a week, {money(cost.monthly)} a month, {money(cost.yearly)} a year.
          </>
        ) : (
          'Enter numbers in every field to see the cost.'
        )}
      </p>
    </form>
  )
}
