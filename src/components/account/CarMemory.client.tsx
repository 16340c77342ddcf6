'use client'

import { useEffect, useState } from 'react'
import { readFavourites, rememberViewed, toggleFavourite, type Favourite, type ViewedCar } from './garageStore'

/** Remembers this car as viewed (My Garage lists it) and, where the website offers favourites, the SAVE / SAVED toggle (§4). */
export function CarMemory({ car, viewed, favourite }: { car: Favourite; viewed: ViewedCar; favourite: boolean }) {
  const [saved, setSaved] = useState<boolean | null>(null)
  useEffect(() => {
    rememberViewed(viewed)
    setSaved(readFavourites().some((f) => f.id === car.id))
  }, [car.id, viewed])
  if (!favourite || saved === null) return null
  return (
    <button type="button" className="button button--secondary" aria-pressed={saved} onClick={() => setSaved(toggleFavourite(car))}>
      {saved ? 'SAVED' : 'SAVE'}
      <span className="visually-hidden"> to favourites</span>
    </button>
  )
}
