'use client'

import { useEffect } from 'react'
import { FavouriteButton } from './FavouriteButton.client'
import { rememberViewed, type Favourite, type ViewedCar } from './garageStore'

/** Remembers this car as viewed (My Garage lists it) and, where the website's rules allow, offers SAVE / SAVED. */
export function CarMemory({ car, viewed, favourite }: { car: Favourite; viewed: ViewedCar; favourite: boolean }) {
  useEffect(() => rememberViewed(viewed), [viewed])
  return favourite ? <FavouriteButton car={car} /> : null
}
