'use client'

import { useState } from 'react'
import type { Hotspot } from '@/domain/vehicle/hotspotsAt'
import { Gallery, type Slide } from './Gallery.client'
import { Hotspots } from './Hotspots.client'
import { SpinViewer } from './SpinViewer.client'

type Mode = 'spinner' | 'gallery' | 'interior'

/** §4 viewer modes: the 360° spinner (default, or the gallery where the dealer prefers), the photos, and the interior view. */
export function MediaViewer({
  slides,
  spinFrames,
  interior,
  title,
  startWith,
  autoRotate,
  hotspots,
}: {
  slides: Slide[]
  spinFrames: string[]
  interior: string | null
  title: string
  startWith: Mode
  autoRotate: boolean
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] }
}) {
  const modes: Array<{ mode: Mode; label: string }> = [
    ...(spinFrames.length ? [{ mode: 'spinner' as const, label: '360° view' }] : []),
    ...(slides.length ? [{ mode: 'gallery' as const, label: 'Photos' }] : []),
    ...(interior ? [{ mode: 'interior' as const, label: 'Interior' }] : []),
  ]
  const [mode, setMode] = useState<Mode>(modes.some((m) => m.mode === startWith) ? startWith : (modes[0]?.mode ?? 'gallery'))
  return (
    <div className="media-viewer">
      {modes.length > 1 ? (
        <div className="media-viewer__modes" role="group" aria-label="How to view this car">
          {modes.map((m) => (
            <button key={m.mode} type="button" aria-pressed={mode === m.mode} onClick={() => setMode(m.mode)}>
              {m.label}
            </button>
          ))}
        </div>
      ) : null}
      {mode === 'spinner' ? <SpinViewer frames={spinFrames} title={title} autoRotate={autoRotate} hotspots={hotspots.exterior} /> : null}
      {mode === 'gallery' ? <Gallery slides={slides} title={title} /> : null}
      {mode === 'interior' && interior ? (
        <div className="gallery__stage spin-stage">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={interior} alt={`Interior of the ${title}`} width={900} height={600} className="gallery__image" />
          <Hotspots spots={hotspots.interior} />
        </div>
      ) : null}
    </div>
  )
}
