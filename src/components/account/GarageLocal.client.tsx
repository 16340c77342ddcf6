'use client'

import { useEffect, useState } from 'react'
import { readSearchHistory } from '@/components/search/SearchHistory.client'
import { readFavourites, readViewed, type Favourite, type ViewedCar } from './garageStore'

type Lists = { favourites: Favourite[]; viewed: ViewedCar[]; searches: Array<{ href: string; title: string }> }

/** My Garage's browser-kept lists: favourites, recently viewed cars and the last five searches. */
export function GarageLocal() {
  const [lists, setLists] = useState<Lists | null>(null)
  useEffect(() => setLists({ favourites: readFavourites(), viewed: readViewed(), searches: readSearchHistory() }), [])
  if (!lists) return null
  const section = (id: string, title: string, empty: string, items: Array<{ key: string; href: string; label: string }>) => (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  )
  return (
    <>
      {section('favourites-heading', 'Favourites', 'Nothing saved as a favourite in this browser yet.', lists.favourites.map((f) => ({ key: String(f.id), href: `/cars/${f.slug}`, label: f.name })))}
      {section('viewed-heading', 'Recently viewed', 'Cars you open will be listed here.', lists.viewed.map((v) => ({ key: String(v.id), href: `/cars/${v.slug}`, label: v.name })))}
      {section('searches-heading', 'Recent searches', 'Your last five searches will be listed here.', lists.searches.map((s) => ({ key: s.href, href: s.href, label: s.title })))}
    </>
  )
}
