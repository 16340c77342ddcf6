'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

export type Slide = { kind: 'image'; src: string; alt: string } | { kind: 'video'; src: string; title: string }

/** §9: thumbnails only with more than 3 images. */
const THUMBNAILS_FROM = 4

/**
 * The vehicle gallery: previous/next buttons, left and right arrow keys, a thumbnail strip when there
 * are more than 3 images, and fullscreen in a modal dialog (Escape closes it, focus returns).
 */
export function Gallery({ slides, title }: { slides: Slide[]; title: string }) {
  const [index, setIndex] = useState(0)
  const dialog = useRef<HTMLDialogElement>(null)
  const count = slides.length
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count])

  function onKey(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    }
  }

  useEffect(() => {
    // Preload the next picture so the arrow keys feel instant.
    const next = slides[(index + 1) % count]
    if (next?.kind === 'image') new Image().src = next.src
  }, [index, slides, count])

  if (!count) return null
  const current = slides[index]
  const view = (large: boolean) =>
    current.kind === 'image' ? (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={current.src} alt={current.alt} width={large ? 1200 : 900} height={large ? 800 : 600} fetchPriority={index < 2 ? 'high' : 'auto'} className="gallery__image" />
    ) : (
      <iframe src={current.src} title={current.title} className="gallery__video" allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
    )

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={`Photos of the ${title}`} onKeyDown={onKey} tabIndex={0}>
      <div className="gallery__stage">
        {view(false)}
        {count > 1 ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => go(-1)} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => go(1)} aria-label="Next photo">
              ›
            </button>
          </>
        ) : null}
        <button type="button" className="gallery__fullscreen" onClick={() => dialog.current?.showModal()}>
          Fullscreen
        </button>
        <p className="gallery__counter" aria-live="polite">
          {index + 1} of {count}
        </p>
      </div>
      {count >= THUMBNAILS_FROM ? (
        <ol className="gallery__thumbs" aria-label="Choose a photo">
          {slides.map((slide, i) => (
            <li key={`${slide.src}-${i}`}>
              <button type="button" onClick={() => setIndex(i)} aria-current={i === index ? 'true' : undefined} aria-label={`Photo ${i + 1}${slide.kind === 'video' ? ' (video)' : ''}`}>
                {slide.kind === 'image' ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={slide.src} alt="" width={120} height={80} loading="lazy" />
                ) : (
                  <span className="gallery__thumb-video">Video</span>
                )}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <dialog ref={dialog} className="gallery__dialog" aria-label={`Photos of the ${title}, fullscreen`} onKeyDown={onKey}>
        <div className="gallery__dialog-stage">{view(true)}</div>
        <div className="gallery__dialog-bar">
          <button type="button" onClick={() => go(-1)} aria-label="Previous photo">
            ‹ Previous
          </button>
          <span aria-live="polite">
            {index + 1} of {count}
          </span>
          <button type="button" onClick={() => go(1)} aria-label="Next photo">
            Next ›
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </section>
  )
}
