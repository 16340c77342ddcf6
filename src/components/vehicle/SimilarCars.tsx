import { CarCard } from '@/components/CarCard'
import type { StockHit } from '@/search/port'

export function SimilarCars({ cars, noPriceText, subscriptionsEnabled, heading = 'Similar cars' }: { cars: StockHit[]; noPriceText?: string | null; subscriptionsEnabled: boolean; heading?: string }) {
  return (
    <section id="similar" className="section" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{heading}</h2>
      {cars.length ? (
        <ul className="card-grid">
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} noPriceText={noPriceText} subscriptionsEnabled={subscriptionsEnabled} />
            </li>
          ))}
        </ul>
      ) : (
        <p>We have nothing quite like it in stock right now. Call us, or browse the rest of our stock.</p>
      )}
    </section>
  )
}
