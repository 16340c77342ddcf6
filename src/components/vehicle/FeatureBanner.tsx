type Tile = { href: string; title: string; text: string }

/** A row of linked tiles to the dealer's other services (§2 feature banner). */
export function FeatureTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <section className="section feature-banner" aria-label="More from us">
      <ul className="feature-banner__list">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a className="feature-banner__tile" href={tile.href}>
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** §2 vehicle page feature banner: latest offers, book a service and, where trade-ins are on, sell your car. */
export function FeatureBanner({ tradeIn }: { tradeIn: boolean }) {
  return (
    <FeatureTiles
      tiles={[
        { href: '/special-offers', title: 'Latest offers', text: 'Drive-away deals and specials on cars in stock now.' },
        { href: '/service', title: 'Book a service', text: 'Factory-trained technicians and genuine parts. Book online in a minute.' },
        ...(tradeIn ? [{ href: '/sell-my-car', title: 'Sell your car', text: 'Get an online offer for your car, whether you buy from us or not.' }] : []),
      ]}
    />
  )
}
