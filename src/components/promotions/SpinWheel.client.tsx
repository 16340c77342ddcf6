'use client'

import { useRef, useState } from 'react'
import { landingRotation } from '@/domain/promotions/spinToWin'
import './spinWheel.css'

type Result = { prize: string; index: number }

const SPIN_MS = 4500

/** Two lines at most, broken between words, so a prize label fits its segment. */
function lines(label: string): string[] {
  if (label.length <= 16) return [label]
  const words = label.split(' ')
  let first = ''
  while (words.length && (first + ' ' + words[0]).trim().length <= 16) first = (first + ' ' + words.shift()).trim()
  return [first || words.shift()!, words.join(' ')].filter(Boolean)
}

function segmentPath(index: number, count: number): string {
  const point = (angle: number) => `${(95 * Math.sin(angle)).toFixed(3)} ${(-95 * Math.cos(angle)).toFixed(3)}`
  const start = (index * 2 * Math.PI) / count
  const end = ((index + 1) * 2 * Math.PI) / count
  return `M0 0 L${point(start)} A95 95 0 ${count === 1 ? 1 : 0} 1 ${point(end)} Z`
}

/**
 * The /spin-to-win wheel: the server draws the prize (POST /api/spin-to-win), the wheel only turns to
 * show it. The wheel is a picture; the prizes are listed as text and the result is announced.
 */
export function SpinWheel({ prizes, earlier, phone, dealer }: { prizes: string[]; earlier: Result | null; phone: string; dealer: string }) {
  const [result, setResult] = useState<Result | null>(earlier)
  const [rotation, setRotation] = useState(earlier ? landingRotation(earlier.index, prizes.length, 0) : 0)
  const [state, setState] = useState<'ready' | 'spinning' | 'done' | 'failed'>(earlier ? 'done' : 'ready')
  const [error, setError] = useState<string | null>(null)
  const pending = useRef(false)

  async function spin() {
    if (pending.current) return
    pending.current = true
    setState('spinning')
    setError(null)
    try {
      const response = await fetch('/api/spin-to-win', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      const body = (await response.json().catch(() => ({}))) as { prize?: string; index?: number; error?: string }
      if (!response.ok || typeof body.prize !== 'string' || typeof body.index !== 'number') throw new Error(body.error ?? 'The wheel is stuck. Please try again in a moment.')
      const won = { prize: body.prize, index: body.index }
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      setRotation(landingRotation(won.index, prizes.length))
      window.setTimeout(() => {
        setResult(won)
        setState('done')
      }, still ? 0 : SPIN_MS)
    } catch (failure) {
      pending.current = false
      setError(failure instanceof Error ? failure.message : 'The wheel is stuck. Please try again in a moment.')
      setState('failed')
    }
  }

  const segment = 360 / prizes.length
  return (
    <div className="spin-wheel">
      <div className="spin-wheel__stage" aria-hidden="true">
        <span className="spin-wheel__pointer" />
        <svg viewBox="-100 -100 200 200" className="spin-wheel__wheel" style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}>
          <circle r="98" className="spin-wheel__rim" />
          {prizes.map((label, index) => (
            <g key={`${label}-${index}`}>
              <path d={segmentPath(index, prizes.length)} className={index % 2 ? 'spin-wheel__segment spin-wheel__segment--alt' : 'spin-wheel__segment'} />
              <text transform={`rotate(${(index + 0.5) * segment}) translate(0 -58)`} textAnchor="middle" className="spin-wheel__label">
                {lines(label).map((line, n) => (
                  <tspan key={n} x="0" dy={n ? 7 : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
          <circle r="12" className="spin-wheel__hub" />
        </svg>
      </div>
      <div className="spin-wheel__side">
        <h2 id="prizes-heading">Prizes on the wheel</h2>
        <ul aria-labelledby="prizes-heading">
          {prizes.map((label, index) => (
            <li key={`${label}-${index}`}>{label}</li>
          ))}
        </ul>
        {state !== 'done' ? (
          <button type="button" className="button" onClick={spin} disabled={state === 'spinning'}>
            {state === 'spinning' ? 'Spinning…' : 'Spin the Wheel'}
          </button>
        ) : null}
        <div aria-live="polite" className="spin-wheel__result">
          {state === 'done' && result ? (
            <p>
              <strong>You won: {result.prize}!</strong> We have told the team at {dealer}; they will call you on {phone} to arrange your prize.
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="lead-form__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
