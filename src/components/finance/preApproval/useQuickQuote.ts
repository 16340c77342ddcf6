'use client'

import { useEffect, useState } from 'react'
import { FINANCE_TEXT } from '@/domain/finance/customer'
import type { Quote } from '@/domain/finance/quote'
import { postJson } from '@/components/site/postJson'

export type QuoteState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'quote'; quote: Quote } | { kind: 'enquire' }

/** §7 quick quote: asked 500 ms after the inputs settle; a failure is logged and the quote cleared (§8). */
export function useQuickQuote(request: Record<string, unknown> | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ kind: 'idle' })
  const key = request ? JSON.stringify(request) : null
  useEffect(() => {
    if (!key) return setState({ kind: 'idle' })
    let live = true
    setState({ kind: 'loading' })
    const timer = window.setTimeout(async () => {
      try {
        const result = await postJson<Quote>('/api/youx/quote', JSON.parse(key))
        if (!live) return
        const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = result.body
        if (result.ok && weeklyRepaymentAmount && advertisedRate && comparisonRate) setState({ kind: 'quote', quote: { weeklyRepaymentAmount, advertisedRate, comparisonRate } })
        else if (result.ok) setState({ kind: 'enquire' })
        else throw new Error(result.body.error ?? FINANCE_TEXT.quoteFailed)
      } catch (error) {
        console.error(FINANCE_TEXT.quoteFailed, error)
        if (live) setState({ kind: 'idle' })
      }
    }, 500)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [key])
  return state
}
