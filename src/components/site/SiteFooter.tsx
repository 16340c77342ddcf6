import Link from 'next/link'
import type { Website } from '@/payload-types'
import { websiteLocations } from '@/data/locations'
import { siteNavigation } from './navigation'

export async function SiteFooter({ website }: { website: Website }) {
  const locations = await websiteLocations(website.id)
  const links = [
    ...siteNavigation({ usedLabel: website.copy?.usedLabel }).flatMap((item) => (item.children ? item.children : [item])),
    ...(website.navigation?.footer ?? []).map(({ label, href }) => ({ label, href })),
  ]
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{website.name}</h2>
          {website.tagline ? <p>{website.tagline}</p> : null}
          {website.phone ? (
            <p>
              Phone: <a href={`tel:${website.phone.replace(/[^\d+]/g, '')}`}>{website.phone}</a>
            </p>
          ) : null}
          {website.email ? (
            <p>
              Email: <a href={`mailto:${website.email}`}>{website.email}</a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations">Our Locations</h2>
          <ul className="site-footer__list">
            {locations.map((location) => (
              <li key={location.id}>
                <strong>{location.name}</strong>
                <br />
                {[location.address?.street, location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="site-footer__list site-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link href="/terms-and-conditions">Terms and Conditions</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {website.name}. Prices include GST and are drive-away unless stated otherwise.
      </p>
    </footer>
  )
}
