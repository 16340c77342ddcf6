import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { checkoutModes, checkoutPath, depositFor } from '@/domain/checkout/offer'
import { PriceTag } from '@/components/PriceTag'
import { Breadcrumb } from '@/components/vehicle/Breadcrumb'
import { FeatureBanner } from '@/components/vehicle/FeatureBanner'
import { CarMemory } from '@/components/account/CarMemory.client'
import { CompareToggle } from '@/components/account/CompareToggle.client'
import { WatchlistButton } from '@/components/account/WatchlistButton.client'
import { favouriteAllowed } from '@/domain/account/favourites'
import { Disclaimer } from '@/components/finance/Disclaimer'
import { FinanceBox } from '@/components/finance/FinanceBox'
import { preApprovalSetup } from '@/data/preApproval'
import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { eligibleLenders, hasLenderData } from '@/domain/finance/lenders'
import { dealerLimits, defaultAmount } from '@/domain/finance/limits'
import { DeliveryCalculator } from '@/components/vehicle/DeliveryCalculator.client'
import { CertifiedDialog } from '@/components/vehicle/CertifiedDialog.client'
import { DealerComments } from '@/components/vehicle/DealerComments.client'
import { Expandable } from '@/components/vehicle/Expandable.client'
import { FuelCalculator } from '@/components/vehicle/FuelCalculator.client'
import type { Slide } from '@/components/vehicle/Gallery.client'
import { MediaViewer } from '@/components/vehicle/MediaViewer.client'
import { PhoneReveal } from '@/components/vehicle/PhoneReveal.client'
import { PriceGauge } from '@/components/vehicle/PriceGauge.client'
import { ShareButtons } from '@/components/vehicle/ShareButtons.client'
import { SimilarCars } from '@/components/vehicle/SimilarCars'
import { SpecSection } from '@/components/vehicle/SpecSection'
import { StickyBar } from '@/components/vehicle/StickyBar.client'
import { Tabs, type Tab } from '@/components/vehicle/Tabs.client'
import { VehicleLeadActions } from '@/components/leads/VehicleLeadActions.client'
import { vehicleLeadActions } from '@/data/vehicleLeadActions'
import { equipment, fullSpecs, keyFacts } from '@/components/vehicle/vehicleFacts'
import { VehicleJsonLd } from '@/components/vehicle/VehicleJsonLd'
import { ViewCount } from '@/components/vehicle/ViewCount.client'
import { carForPage, similarCars } from '@/data/vehicle'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'
import { commentsPreview, EMPTY_COMMENTS } from '@/domain/vehicle/comments'
import { showsFuelCalculator } from '@/domain/vehicle/fuel'
import { belowMarketBy } from '@/domain/vehicle/marketPrice'
import { registrationText } from '@/domain/vehicle/registration'
import { FIRST_FEATURES, FIRST_SPECS } from '@/domain/vehicle/specLines'
import { parseHotspots } from '@/domain/vehicle/hotspots'
import { isInStock } from '@/domain/vehicle/stockStatus'
import { carIdParam } from '@/search/carIdParam'

type Props = { params: Promise<{ tenant: string; slug: string }> }

async function load(params: Props['params']) {
  const { tenant, slug } = await params
  const parsed = carIdParam.safeParse(slug)
  if (!parsed.success) return null
  const website = await websiteForSegment(tenant)
  if (!website) return null
  const car = await carForPage(website.id, parsed.data)
  return car ? { website, car } : null
}

function images(car: { images?: unknown; name?: string | null }): Array<{ url: string; alt: string }> {
  if (!Array.isArray(car.images)) return []
  return car.images
    .filter((i): i is { url: string; alt?: string } => typeof i?.url === 'string')
    .map((i, n) => ({ url: i.url, alt: i.alt || `${car.name ?? 'Vehicle'} photo ${n + 1}` }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return {}
  const { car } = loaded
  const price = priceDisplay(car, { subscriptionsEnabled: false, noPriceText: loaded.website.copy?.noPriceText })
  const description = [price.kind === 'price' ? formatMoney(price.amount) : null, car.km !== null && car.km !== undefined ? `${car.km.toLocaleString('en-AU')} km` : null, car.trans, car.body, car.location_name]
    .filter(Boolean)
    .join(' · ')
  const first = images(car)[0]?.url
  return {
    title: car.name,
    description,
    alternates: { canonical: `/cars/${car.slug}` },
    openGraph: { type: 'website', title: car.name ?? undefined, description, url: `/cars/${car.slug}`, images: first ? [{ url: first, width: 600, height: 400 }] : undefined },
    twitter: { card: first ? 'summary_large_image' : 'summary', title: car.name ?? undefined, description },
  }
}

export default async function VehiclePage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { website, car } = loaded
  const [subscriptionsEnabled, phoneMasking, showUnregistered, reserveOnline, buyOnline, autoGauge, hideTwitterShare, galleryFirst, spinAutoRotate, certifiedToyota, ctaBarOnScroll, deliveryCalculator, testDriveBooking, tradeIn, financeButtons, financeDisclaimers, watchlist, compare, favourites, favouritesUsedOnly, similar] = await Promise.all([
    featureEnabled(website, 'subscriptions'),
    featureEnabled(website, 'phoneMasking'),
    featureEnabled(website, 'showUnregistered'),
    featureEnabled(website, 'reserveOnline'),
    featureEnabled(website, 'buyOnline'),
    featureEnabled(website, 'autoGauge'),
    featureEnabled(website, 'hideTwitterShare'),
    featureEnabled(website, 'galleryFirst'),
    featureEnabled(website, 'spinAutoRotate'),
    featureEnabled(website, 'certifiedToyota'),
    featureEnabled(website, 'ctaBarOnScroll'),
    featureEnabled(website, 'deliveryCalculator'),
    featureEnabled(website, 'testDriveBooking'),
    featureEnabled(website, 'tradeIn'),
    featureEnabled(website, 'financeButtons'),
    featureEnabled(website, 'financeDisclaimers'),
    featureEnabled(website, 'watchlist'),
    featureEnabled(website, 'compare'),
    featureEnabled(website, 'favourites'),
    featureEnabled(website, 'favouritesUsedOnly'),
    similarCars(website, car),
  ])
  const noPriceText = website.copy?.noPriceText
  const location = typeof car.location === 'object' && car.location ? car.location : null
  const phone = location?.contact_detail?.phone || website.phone
  const pictures = images(car)

  if (!isInStock(car.status)) {
    return (
      <div className="container vehicle">
        <Breadcrumb car={car} usedLabel={website.copy?.usedLabel} />
        <section className="sold-panel" aria-labelledby="sold-heading">
          <p className="car-tag car-tag--sold sold-panel__tag">{website.copy?.soldTag || 'SOLD'}</p>
          <h1 id="sold-heading">{car.name}</h1>
          <p>This car has been sold. Like this and want something similar?</p>
          <a className="button" href="#similar">
            Find Me Something Similar
          </a>
        </section>
        <SimilarCars cars={similar} noPriceText={noPriceText} subscriptionsEnabled={subscriptionsEnabled} heading="Cars like this one" />
      </div>
    )
  }

  const price = priceDisplay(car, { subscriptionsEnabled, noPriceText })
  const saving = belowMarketBy(price.kind === 'price' ? price.amount : null, car.autograb_data?.average_market_price)
  const registration = registrationText(car.rego_expiry, { now: new Date(), showUnregistered })
  const comments = commentsPreview(car.dealercomments)
  const features = equipment(car)
  const specs = fullSpecs(car)
  const slides: Slide[] = pictures.map((p) => ({ kind: 'image', src: p.url, alt: p.alt }))
  // §9: the video takes the second place in the gallery.
  if (car.video_url) slides.splice(Math.min(1, slides.length), 0, { kind: 'video', src: car.video_url, title: `Video of the ${car.name}` })
  const spinFrames = Array.isArray(car.spin_images) ? car.spin_images.filter((f): f is string => typeof f === 'string') : []
  const enquireText = website.copy?.enquireButtonText || 'Enquire Now'
  const financeShown = financeButtons && !website.finance?.excluded && car.make.trim().toLowerCase() !== 'suzuki'
  const lenders = financeShown ? eligibleLenders(car, car.finance_lenders, { siteExcluded: false, now: new Date() }) : []
  const financeHref = `/finance?car_id=${car.id}#finance-form`
  const actions = await vehicleLeadActions(website, { id: car.id, name: car.name ?? 'this car', slug: car.slug!, locationId: location?.id ?? null }, {
    enquireText,
    testDrive: testDriveBooking,
    requestPhotos: pictures.length < 4,
  })
  const deposit = depositFor(car.reserve_deposit, website.reserve?.depositDefault)
  const checkout = checkoutModes(car, { reserveOnline, buyOnline })
  const checkoutHref = checkoutPath(car.slug!, checkout)
  const directions = location?.address?.lat && location.address.long ? `https://www.google.com/maps/dir/?api=1&destination=${location.address.lat},${location.address.long}` : null

  const tabs: Tab[] = [
    {
      id: 'comments',
      label: 'Dealer Comments',
      content: comments ? <DealerComments preview={comments.preview} full={comments.full} truncated={comments.truncated} /> : <p>{EMPTY_COMMENTS}</p>,
    },
    {
      id: 'included',
      label: "What's Included",
      content: (
        <ul>
          <li>A full mechanical inspection and a roadworthy certificate before delivery.</li>
          <li>Two keys where supplied, owner&apos;s manuals and the service history we hold.</li>
          <li>{car.car_type === 'used' ? 'A 48-hour money-back guarantee on used cars.' : "The manufacturer's new-car warranty."}</li>
        </ul>
      ),
    },
    {
      id: 'why',
      label: 'Why Buy From Us?',
      content: <p>{website.tagline ?? website.name}. Finance, trade-ins and delivery are handled by our own team, from enquiry to handover.</p>,
    },
    ...(reserveOnline
      ? [
          {
            id: 'reserve',
            label: 'Reserve Online',
            content: <p>Reserve this car with a fully refundable {deposit > 0 ? `${formatMoney(deposit)} ` : ''}deposit and we will hold it for you for 48 hours.</p>,
          },
        ]
      : []),
    {
      id: 'protect',
      label: 'Protect Your Car',
      content: <p>Ask us about extended warranty, paint and interior protection, and comprehensive insurance when you enquire.</p>,
    },
    ...(features.length
      ? [
          {
            id: 'features',
            label: 'Features',
            content: <Expandable items={features.map((f) => <li key={f}>{f}</li>)} first={FIRST_FEATURES} showLabel="Show All" hideLabel="Show Less" className="feature-list" />,
          },
        ]
      : []),
  ]

  return (
    <div className="container vehicle">
      <VehicleJsonLd car={car} url={`/cars/${car.slug}`} images={pictures.map((p) => p.url)} sellerName={website.name} />
      <Breadcrumb car={car} usedLabel={website.copy?.usedLabel} />
      {location && !location.primary && location.address?.city ? (
        <p className="announcement" role="note">
          Located at {location.address.city}
          {directions ? (
            <>
              {' '}
              · <a href={directions}>Get Directions</a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="vehicle__top">
        <div className="vehicle__media">
          {slides.length || spinFrames.length ? (
            <MediaViewer
              slides={slides}
              spinFrames={spinFrames}
              interior={car.spin_interior_image ?? null}
              title={car.name ?? 'vehicle'}
              startWith={galleryFirst ? 'gallery' : 'spinner'}
              autoRotate={spinAutoRotate}
              hotspots={parseHotspots(car.hotspots)}
            />
          ) : (
            <div className="vehicle__no-photos" role="img" aria-label="Photos coming soon">
              Photos coming soon
            </div>
          )}
        </div>
        <aside className="vehicle__sidebar" aria-label="Price and contact">
          <h1 className="vehicle__title">{car.name}</h1>
          {certifiedToyota && car.certified && car.make.toLowerCase() === 'toyota' ? <CertifiedDialog /> : null}
          <PriceTag price={price} className="vehicle__price" />
          {saving ? <p className="vehicle__market">{formatMoney(saving)} below the average market price</p> : null}
          <ul className="vehicle__icons">
            {car.km !== null && car.km !== undefined ? <li>{car.km.toLocaleString('en-AU')} km</li> : null}
            {car.trans ? <li>{car.trans}</li> : null}
            {car.body ? <li>{car.body}</li> : null}
          </ul>
          {car.location_name ? <p className="vehicle__location">{car.location_name}</p> : null}
          <ViewCount path={`/api/cars/${car.slug}/view.json`} />
          <div className="vehicle__actions">
            <VehicleLeadActions actions={actions} />
            <CarMemory
              car={{ id: car.id, name: car.name ?? '', slug: car.slug!, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }}
              viewed={{ id: car.id, stocknum: car.stocknum ?? null, make: car.make, model: car.model, body: car.body ?? null, simple_body: car.simple_body ?? null, name: car.name ?? '', slug: car.slug! }}
              favourite={favouriteAllowed({ ...car, pictures: pictures.length }, { enabled: favourites, usedOnly: favouritesUsedOnly })}
            />
            {watchlist ? <WatchlistButton carId={car.id} carName={car.name ?? 'This car'} sold={car.status === 'sold'} /> : null}
            {checkoutHref ? (
              <a className="button" href={checkoutHref}>
                {checkout.includes('reserve') ? (deposit > 0 ? `Reserve for ${formatMoney(deposit)}` : 'Reserve Online') : 'Buy Online'}
              </a>
            ) : null}
            {tradeIn ? (
              <a className="button button--secondary" href={`/cars/trade-in?car_id=${car.id}`}>
                Value My Trade-In
              </a>
            ) : null}
            {phone ? <PhoneReveal phone={phone} masked={phoneMasking} carSlug={car.slug!} /> : null}
          </div>
          {financeShown ? <FinanceBox lenders={lenders} quote={hasLenderData(car.finance_lenders) ? null : car.youxQuote} estimate={!hasLenderData(car.finance_lenders)} financeHref={financeHref} showDisclaimers={financeDisclaimers} preApproval={await preApprovalSetup(website, car)} /> : null}
          {car.file ? (
            <p>
              <a href={car.file}>View the vehicle history report</a>
            </p>
          ) : null}
          {compare ? <CompareToggle carId={car.id} /> : null}
          <ShareButtons path={`/cars/${car.slug}`} title={car.name ?? 'Vehicle'} showTwitter={!hideTwitterShare} />
          <p>
            <a href={`/print?car_id=${car.slug}`} target="_blank" rel="noopener">
              Print this car<span className="visually-hidden"> (opens a new tab)</span>
            </a>
          </p>
        </aside>
      </div>
      {autoGauge && price.kind === 'price' ? <PriceGauge path={`/cars/${car.slug}/autogauge`} /> : null}

      <SpecSection id="key-info" heading="Key information" lines={keyFacts(car, registration)} className="section" />

      <section className="section" aria-label="About this car">
        <Tabs tabs={tabs} label="About this car" />
      </section>

      {specs.length ? (
        <section className="section" aria-labelledby="specs">
          <h2 id="specs">Specifications</h2>
          <Expandable
            items={specs.map((line) => (
              <li key={line.label}>
                <span>{line.label}</span> <strong>{line.value}</strong>
              </li>
            ))}
            first={FIRST_SPECS}
            showLabel="Show All Specs"
            hideLabel="Hide Specs"
            className="spec-list"
          />
        </section>
      ) : null}

      {financeShown ? (
        <section className="section" aria-labelledby="finance-heading" id="finance-calculator">
          <h2 id="finance-heading">
            <span className="heading--wide">Finance calculator</span>
            <span className="heading--narrow">Request a Quote</span>
          </h2>
          <FinanceCalculator
            price={defaultAmount(price.kind === 'price' ? price.amount : null)}
            limits={dealerLimits}
            interest={lenders[0]?.figures.interestRate ?? website.finance?.advertisedRate ?? dealerLimits.interest.default}
            comparisonRate={lenders[0]?.figures.comparisonRate ?? website.finance?.comparisonRate ?? 9.45}
            establishmentFee={lenders[0]?.figures.establishmentFees ?? 0}
            roundUp={Boolean(website.finance?.roundUp)}
          />
          {financeDisclaimers && website.finance?.disclaimer ? <Disclaimer text={website.finance.disclaimer} /> : null}
          <p>
            <a href={financeHref}>Apply for finance on this car</a>
          </p>
        </section>
      ) : null}

      {showsFuelCalculator(car.simple_fuel) && car.item_type !== 'caravan' ? (
        <section className="section" aria-labelledby="fuel-heading">
          <h2 id="fuel-heading">Fuel cost calculator</h2>
          <FuelCalculator litresPer100={car.variant?.fuelconsumptioncombined} />
        </section>
      ) : null}

      {deliveryCalculator && website.delivery?.mode !== 'off' ? (
        <section className="section" aria-labelledby="delivery-heading">
          <h2 id="delivery-heading">Delivery to your door</h2>
          <DeliveryCalculator carSlug={car.slug!} />
        </section>
      ) : null}

      {location ? (
        <section className="section" aria-labelledby="location-heading" id="vehicle-map">
          <h2 id="location-heading">Where to see it</h2>
          <p>
            <strong>{location.name}</strong>
            <br />
            {[location.address?.street, location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(', ')}
          </p>
          {directions ? <a href={directions}>Get Directions</a> : null}
        </section>
      ) : null}

      <SimilarCars cars={similar} noPriceText={noPriceText} subscriptionsEnabled={subscriptionsEnabled} />
      <FeatureBanner tradeIn={tradeIn} />
      <StickyBar
        after={ctaBarOnScroll ? 900 : 500}
        title={car.name ?? ''}
        price={price.kind === 'price' ? formatMoney(price.amount) : price.kind === 'subscription' ? `${formatMoney(price.amount)}/week` : price.text}
        action={{ href: actions[0]!.href, label: enquireText }}
      />
    </div>
  )
}
