import type { Brand, Media } from '@/payload-types'

export const brandHref = (brand: Pick<Brand, 'slug' | 'skipPage' | 'link'>) => (brand.skipPage && brand.link ? brand.link : `/${brand.slug}/overview`)

/** Brand tiles of one section; the logo is decoration, the name is the link text. */
export function BrandTiles({ heading, brands }: { heading: string; brands: Brand[] }) {
  if (!brands.length) return null
  return (
    <section className="brand-section" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className="brand-grid">
        {brands.map((brand) => {
          const logo = typeof brand.logo === 'object' && brand.logo ? (brand.logo as Media).url : brand.logo_url
          return (
            <li key={brand.id}>
              <a className="brand-tile" href={brandHref(brand)}>
                {logo ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={logo} alt="" width={160} height={80} loading="lazy" />
                ) : null}
                <span>{brand.title}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
