'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { hotspotsAt, type Hotspot } from '@/domain/vehicle/hotspotsAt'
import { Hotspots } from './Hotspots.client'

/** §9: one frame per 20 px of drag; auto-rotate steps every 100 ms. */
const PX_PER_FRAME = 20
const AUTO_ROTATE_MS = 100

/**
 * The 360° view: every frame preloads first (with a loading animation), then "Swipe to spin" shows
 * until the shopper first drags or presses an arrow key. Auto-rotation, where the dealer turns it
 * on, stops at the first touch and never runs for people who ask for reduced motion.
 */
export function SpinViewer({ frames, title, autoRotate = false, hotspots = [] }: { frames: string[]; title: string; autoRotate?: boolean; hotspots?: Hotspot[] }) {
  const [loaded, setLoaded] = useState(0)
  const [frame, setFrame] = useState(0)
  const [touched, setTouched] = useState(false)
  const drag = useRef<{ x: number; frame: number } | null>(null)
  const ready = loaded >= frames.length

  useEffect(() => {
    let live = true
    let count = 0
    let frameRequest = 0
    setLoaded(0)
    // One render per animation frame however many images finish in it, not one per image.
    const report = () => {
      frameRequest = 0
      if (live) setLoaded(count)
    }
    const preload = () => {
      for (const src of frames) {
        const image = new Image()
        image.decoding = 'async'
        image.onload = image.onerror = () => {
          count += 1
          if (!frameRequest) frameRequest = requestAnimationFrame(report)
        }
        image.src = src
      }
    }
    // The frames wait until the page has loaded and the browser is idle, so they never hold up the page itself.
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 2000 })
      else setTimeout(preload, 200)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      live = false
      cancelAnimationFrame(frameRequest)
      window.removeEventListener('load', start)
    }
  }, [frames])

  useEffect(() => {
    if (!ready || !autoRotate || touched || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setFrame((f) => (f + 1) % frames.length), AUTO_ROTATE_MS)
    return () => clearInterval(timer)
  }, [ready, autoRotate, touched, frames.length])

  const turn = (steps: number) => setFrame((f) => (((f + steps) % frames.length) + frames.length) % frames.length)

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    setTouched(true)
    drag.current = { x: event.clientX, frame }
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return
    const steps = Math.trunc((event.clientX - drag.current.x) / PX_PER_FRAME)
    setFrame((((drag.current.frame - steps) % frames.length) + frames.length) % frames.length)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    setTouched(true)
    turn(event.key === 'ArrowRight' ? 1 : -1)
  }

  if (!ready) {
    // The first frame shows at once (it is the page's largest picture); turning waits for every frame.
    return (
      <div className="spin">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={frames[0]} alt={`The ${title}`} width={900} height={600} fetchPriority="high" className="gallery__image" />
        <div className="spin__loading" role="status">
          <span className="spin__loader" aria-hidden="true" />
          Loading the 360° view ({loaded} of {frames.length})
        </div>
      </div>
    )
  }
  return (
    <div className="spin-stage">
      <div
        className="spin"
        role="slider"
        tabIndex={0}
        aria-label={`360° view of the ${title}: drag or use the arrow keys to turn it`}
        aria-valuemin={1}
        aria-valuemax={frames.length}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${frames.length}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={frames[frame]} alt="" width={900} height={600} draggable={false} className="gallery__image" />
        {!touched ? <p className="spin__hint">Swipe to spin</p> : null}
      </div>
      <Hotspots spots={hotspotsAt(frame, frames.length, hotspots)} />
    </div>
  )
}
