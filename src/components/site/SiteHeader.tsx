import Link from 'next/link'
import type { Website } from '@/payload-types'
import { siteNavigation } from './navigation'

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function SiteHeader({ website }: { website: Website }) {
  const logo = typeof website.logo === 'object' && website.logo?.url ? website.logo : null
  const menu = siteNavigation({ usedLabel: website.copy?.usedLabel, more: website.navigation?.header })
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <Link href="/" className="site-header__brand" prefetch={false}>
          {logo ? (
            // Dealer logos are small uploads; width and height reserve their space.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo.url!} alt={website.name} width={logo.width ?? 160} height={logo.height ?? 48} />
          ) : (
            <span className="site-header__name">{website.name}</span>
          )}
        </Link>
        {website.phone ? (
          <a className="site-header__phone" href={telHref(website.phone)}>
            <span className="visually-hidden">Call us on </span>
            {website.phone}
          </a>
        ) : null}
        <details className="site-nav__toggle">
          <summary>Menu</summary>
          <SiteMenu items={menu} />
        </details>
      </div>
      <nav className="site-nav" aria-label="Main">
        <div className="container">
          <SiteMenu items={menu} />
        </div>
      </nav>
    </header>
  )
}

function SiteMenu({ items }: { items: ReturnType<typeof siteNavigation> }) {
  return (
    <ul className="site-nav__list">
      {items.map((item) =>
        item.children ? (
          <li key={item.label}>
            <details className="site-nav__group">
              <summary>{item.label}</summary>
              <ul>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={item.label}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ),
      )}
    </ul>
  )
}
