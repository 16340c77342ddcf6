'use client'

import { useEffect, useState } from 'react'
import { SALES_REFRESH_MS, salesSoFar } from '@/domain/content/salesCounter'

/** The count from the server, brought up to date every 150 s while the page is open. */
export function SalesCounter({ initial, perDay, label }: { initial: number; perDay: number; label: string }) {
  const [count, setCount] = useState(initial)
  useEffect(() => {
    const timer = window.setInterval(() => setCount(salesSoFar(new Date(), perDay)), SALES_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [perDay])
  return (
    <section className="container sales-counter" aria-label="Sales today">
      <p>
        <strong className="sales-counter__count">{count.toLocaleString('en-AU')}</strong> {label}
      </p>
    </section>
  )
}
