'use client'

import * as Slider from '@radix-ui/react-slider'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '@/domain/priceDisplay'

type Props = {
  facet: string
  min: number
  max: number
  step: number
  value: { min: number | null; max: number | null } | null
  /** The URL with `__RANGE__` where the range goes (`..` when cleared). */
  hrefTemplate: string
  money: boolean
  label: string
}

const DEBOUNCE_MS = 400

/**
 * Two thumbs (§4): the lower can never pass the upper, values snap to the step (1,000 for price and
 * km), the URL follows 400 ms after the last move, and a thumb back at the end clears that side.
 */
export function RangeSlider({ facet, min, max, step, value, hrefTemplate, money, label }: Props) {
  const router = useRouter()
  const initial: [number, number] = [value?.min ?? min, value?.max ?? max]
  const [current, setCurrent] = useState<[number, number]>(initial)
  // Without JavaScript the slider could not move; the min/max form beside it does the job then.
  const [mounted, setMounted] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const key = `${value?.min ?? ''}..${value?.max ?? ''}|${min}|${max}`

  useEffect(() => {
    setCurrent([value?.min ?? min, value?.max ?? max])
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps -- resync only when the URL's range or the bounds change

  useEffect(() => {
    setMounted(true)
    return () => clearTimeout(timer.current)
  }, [])

  function change(next: number[]) {
    const [low, high] = next
    if (low < min || high > max || low > high) {
      console.warn(`[search] ${facet} slider value out of range refused`, next)
      return
    }
    setCurrent([low, high])
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const range = `${low > min ? low : ''}..${high < max ? high : ''}`
      router.push(hrefTemplate.replace('__RANGE__', range === '..' ? '' : range))
    }, DEBOUNCE_MS)
  }

  const show = (n: number) => (money ? formatMoney(n) : n.toLocaleString('en-AU'))
  if (!mounted) return null
  return (
    <div className="range-slider">
      <p className="range-slider__values" aria-hidden="true">
        {show(current[0])} – {show(current[1])}
        {current[1] === max && max > min ? '+' : ''}
      </p>
      <Slider.Root className="range-slider__root" min={min} max={max} step={step} value={current} onValueChange={change} minStepsBetweenThumbs={0}>
        <Slider.Track className="range-slider__track">
          <Slider.Range className="range-slider__range" />
        </Slider.Track>
        <Slider.Thumb className="range-slider__thumb" aria-label={`Minimum ${label.toLowerCase()}`} aria-valuetext={show(current[0])} />
        <Slider.Thumb className="range-slider__thumb" aria-label={`Maximum ${label.toLowerCase()}`} aria-valuetext={show(current[1])} />
      </Slider.Root>
    </div>
  )
}
