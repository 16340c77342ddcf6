'use client'

import { useEffect, useState } from 'react'

/** §9: the sticky header appears after 500 px of scrolling; some dealers' call-to-action bar after 900 px. */
export function StickyBar({ after, title, price, action }: { after: 500 | 900; title: string; price: string; action: { href: string; label: string } }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > after)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [after])
  return (
    <div className={`sticky-bar${shown ? ' sticky-bar--shown' : ''}`} aria-hidden={!shown} inert={!shown}>
      <div className="container sticky-bar__inner">
        <strong className="sticky-bar__title">{title}</strong>
        <span className="sticky-bar__price">{price}</span>
        <a className="button button--small" href={action.href}>
          {action.label}
        </a>
      </div>
    </div>
  )
}
