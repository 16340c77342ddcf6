/** §3 Favourite and Viewed-car records, kept in this browser only. */
export type Favourite = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null }
export type ViewedCar = { id: number; stocknum: string | null; make: string; model: string; body: string | null; simple_body: string | null; name: string; slug: string }

const FAVOURITES = 'forecourt:favourites'
const VIEWED = 'forecourt:viewed-cars'
const VIEWED_LIMIT = 10

function read<T extends { id: number }>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((e): e is T => typeof e?.id === 'number' && typeof e?.slug === 'string' && typeof e?.name === 'string') : []
  } catch {
    return []
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private browsing or a full store: these lists are a nicety.
  }
}

export const readFavourites = () => read<Favourite>(FAVOURITES)
export const readViewed = () => read<ViewedCar>(VIEWED)

export function toggleFavourite(car: Favourite): boolean {
  const current = readFavourites()
  const saved = current.some((f) => f.id === car.id)
  write(FAVOURITES, saved ? current.filter((f) => f.id !== car.id) : [car, ...current])
  return !saved
}

export function rememberViewed(car: ViewedCar) {
  write(VIEWED, [car, ...readViewed().filter((v) => v.id !== car.id)].slice(0, VIEWED_LIMIT))
}
