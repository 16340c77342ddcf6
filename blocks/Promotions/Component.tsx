import { contentPromos } from '@/data/content'
import { promoLive } from '@/domain/content/promos'
import type { Media, PromotionsBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export async function PromotionsComponent({ block, context }: BlockProps<Fields>) {
  const banners = (await contentPromos(context.website.id)).filter((p) => p.kind === 'banner' && promoLive(p, context.now))
  if (!banners.length) return null
  return (
    <section className="hero-slider hero-slider--promotions" aria-roledescription="carousel" aria-label={block.heading || 'Current offers'}>
      {block.heading ? <h2 className="visually-hidden">{block.heading}</h2> : null}
      <ul className="hero-slider__track">
        {banners.map((promo, index) => {
          const src = (typeof promo.image === 'object' && promo.image ? (promo.image as Media).url : null) ?? promo.image_url
          return (
            <li key={promo.id} className="hero-slider__slide" aria-roledescription="slide" aria-label={`${index + 1} of ${banners.length}`}>
              {src ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={src} alt="" width={1920} height={540} className="hero-slider__image" loading={index === 0 ? 'eager' : 'lazy'} />
              ) : null}
              <div className="hero-slider__text">
                <p className="hero-slider__heading">{promo.title}</p>
                {promo.text ? <p>{promo.text}</p> : null}
                <a className="button button--accent" href={promo.href}>
                  {promo.cta_label}
                  <span className="visually-hidden">: {promo.title}</span>
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
