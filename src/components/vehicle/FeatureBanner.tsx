/** §2 vehicle page feature banner: the dealer's other reasons to get in touch. */
export function FeatureBanner({ tradeIn }: { tradeIn: boolean }) {
  const tiles = [
    { href: '/special-offers', title: 'Latest offers', text: 'Drive-away deals and specials on cars in stock now.' },
    { href: '/service', title: 'Book a service', text: 'Factory-trained technicians and genuine parts. Book online in a minute.' },
    ...(tradeIn ? [{ href: '/sell-my-car', title: 'Sell your car', text: 'Get an online offer for your car, whether you buy from us or not.' }] : []),
  ]
  return (
    <section className="section feature-banner" aria-labelledby="feature-banner-heading">
      <h2 id="feature-banner-heading" className="visually-hidden">
        More from us
      </h2>
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
