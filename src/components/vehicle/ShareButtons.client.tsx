'use client'

import { useEffect, useRef, useState } from 'react'

/** §9: share windows open at 550×400; "Copied" shows for 1.5 s. */
const WINDOW = 'width=550,height=400,noopener'
const COPIED_MS = 1500

export function ShareButtons({ path, title, showTwitter }: { path: string; title: string; showTwitter: boolean }) {
  const [url, setUrl] = useState('')
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    setUrl(new URL(path, window.location.origin).toString())
    return () => clearTimeout(timer.current)
  }, [path])
  if (!url) return null
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const popup = (href: string) => () => window.open(href, 'share', WINDOW)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      window.prompt('Copy this link', url)
    }
  }
  return (
    <ul className="share" aria-label="Share this car">
      <li>
        <button type="button" onClick={popup(`https://www.facebook.com/sharer/sharer.php?u=${u}`)}>
          Facebook
        </button>
      </li>
      {showTwitter ? (
        <li>
          <button type="button" onClick={popup(`https://twitter.com/intent/tweet?url=${u}&text=${t}`)}>
            Twitter
          </button>
        </li>
      ) : null}
      <li>
        <a href={`https://wa.me/?text=${t}%20${u}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      </li>
      <li>
        <a href={`mailto:?subject=${t}&body=${u}`}>Email</a>
      </li>
      <li>
        <a href={`sms:?&body=${t}%20${u}`}>SMS</a>
      </li>
      <li>
        <button type="button" onClick={copy} aria-live="polite">
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </li>
    </ul>
  )
}
