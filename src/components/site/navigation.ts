export type NavItem = { label: string; href: string; children?: never } | { label: string; href?: never; children: Array<{ label: string; href: string }> }

/** The fixed header and footer menu of spec §2: Home, Vehicles, Our Stock, Offers, Service and Parts, Finance, More. */
type MenuLink = { label: string; href: string }

export function siteNavigation(options: { usedLabel?: string | null; more?: MenuLink[] | null }): NavItem[] {
  return [
    { label: 'Home', href: '/' },
    {
      label: 'Vehicles',
      children: [
        { label: 'New', href: '/search/new-cars' },
        { label: 'Demo', href: '/search/demo-cars' },
        { label: options.usedLabel || 'Used', href: '/search/used-cars' },
        { label: 'Models', href: '/models' },
      ],
    },
    { label: 'Our Stock', href: '/search/new-used-and-demo-cars' },
    { label: 'Offers', href: '/special-offers' },
    {
      label: 'Service and Parts',
      children: [
        { label: 'Book a Service', href: '/service' },
        { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
      ],
    },
    { label: 'Finance', href: '/finance' },
    {
      label: 'More',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Locations', href: '/dealer-locator' },
        { label: 'Sell Your Car', href: '/sell-your-car' },
        { label: 'Blog', href: '/blog' },
        { label: 'Contact Us', href: '/contact-us' },
        ...(options.more ?? []).map(({ label, href }) => ({ label, href })),
      ],
    },
  ]
}
