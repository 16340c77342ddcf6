'use client'

import { toggleWatchlist, useWatchlist } from './watchlistStore'

type Props = { carId: number; carName: string; sold?: boolean; compact?: boolean }

/**
 * Save to Watchlist (§4). A sold car shows it only while it is still saved, so it can be removed.
 * `compact` is the search card's heart button; its accessible name carries the car's name.
 */
export function WatchlistButton({ carId, carName, sold = false, compact = false }: Props) {
  const watchlist = useWatchlist()
  const saved = watchlist.ids.has(carId)
  const busy = watchlist.busy.has(carId)
  if (sold && !saved) return null
  const label = saved ? 'Saved to Watchlist' : 'Save to Watchlist'
  return (
    <button
      type="button"
      className={compact ? 'watchlist-heart' : 'button button--secondary'}
      onClick={() => void toggleWatchlist(carId, carName)}
      disabled={watchlist.status === 'loading' || busy}
      aria-pressed={saved}
      aria-busy={busy}
      aria-label={compact ? `Save to Watchlist: ${carName}` : undefined}
      title={compact ? label : undefined}
    >
      {compact ? (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.3 4.7 13A4.8 4.8 0 0 1 11.5 6.2l.5.5.5-.5A4.8 4.8 0 0 1 19.3 13Z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        label
      )}
    </button>
  )
}
