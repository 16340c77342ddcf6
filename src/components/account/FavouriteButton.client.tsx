'use client'

import { useEffect, useState } from 'react'
import { readFavourites, toggleFavourite, type Favourite } from './garageStore'

/** SAVE / SAVED (§4): a favourite kept in this browser and listed in My Garage. */
export function FavouriteButton({ car, compact = false }: { car: Favourite; compact?: boolean }) {
  const [saved, setSaved] = useState<boolean | null>(null)
  useEffect(() => setSaved(readFavourites().some((f) => f.id === car.id)), [car.id])
  if (saved === null) return null
  return (
    <button type="button" className={compact ? 'favourite-toggle' : 'button button--secondary'} aria-pressed={saved} onClick={() => setSaved(toggleFavourite(car))}>
      {saved ? 'SAVED' : 'SAVE'}
      <span className="visually-hidden"> {compact ? `${car.name} to favourites` : 'to favourites'}</span>
    </button>
  )
}
