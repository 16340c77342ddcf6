import type { HeroSliderBlock as Fields, Media } from '@/payload-types'
import type { BlockProps } from '../types'

const sizes = { hero720: [1920, 720], hero1080: [1920, 1080], promotions: [1920, 540] } as const

/**
 * Slides in a scroll-snap row: swipe or scroll with no script, the first image loads at once with high
 * priority and the rest lazily. Text sits on a dark scrim so it reads on any photo.
 */
export function HeroSliderComponent({ block }: BlockProps<Fields>) {
  const slides = (block.slides ?? []).filter((s) => s.heading)
  if (!slides.length) return null
  const [width, height] = sizes[block.size ?? 'hero720']
  return (
    <section className={`hero-slider hero-slider--${block.size ?? 'hero720'}`} aria-roledescription="carousel" aria-label={slides[0]!.heading}>
      <ul className="hero-slider__track">
        {slides.map((slide, index) => {
          const media = typeof slide.image === 'object' && slide.image ? (slide.image as Media) : null
          const src = media?.url ?? slide.imageUrl
          return (
            <li key={slide.id ?? index} className="hero-slider__slide" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
              {src ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={src} alt="" width={width} height={height} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} className="hero-slider__image" />
              ) : null}
              <div className="hero-slider__text">
                {index === 0 ? <h2 className="hero-slider__heading">{slide.heading}</h2> : <p className="hero-slider__heading">{slide.heading}</p>}
                {slide.text ? <p>{slide.text}</p> : null}
                {slide.buttonLabel && slide.buttonHref ? (
                  <a className="button button--accent" href={slide.buttonHref}>
                    {slide.buttonLabel}
                  </a>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
