import { notFound } from 'next/navigation'
import { z } from 'zod'
import { CarCard } from '@/components/CarCard'
import { BudgetSearch } from './BudgetSearch.client'
import { PriceRangeSearch } from './PriceRangeSearch.client'
import { GetFinanceButton } from './preApproval/GetFinanceButton.client'
import { preApprovalSetup } from '@/data/preApproval'
import { LeadForm } from '@/components/leads/LeadForm.client'
import type { LeadPageProps } from '@/components/leads/LeadFormPage'
import { formCar, leadFormProps } from '@/data/leadForms'
import { searchStock } from '@/data/stock'
import { carForPage } from '@/data/vehicle'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { clamp, limitVariants, readNumber } from '@/domain/finance/limits'
import { creditScores } from '@/domain/finance/quote'
import { idParam } from '@/domain/leads/fields'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'
import { emptyQuery } from '@/search/query'
import '@/components/leads/leadForms.css'

const FEATURED = 6

/** §2 finance page parameters; each one that does not parse is simply not used. */
const financeQuery = z.object({
  car_id: idParam.optional().catch(undefined),
  vehiclePriceBudget: z.string().max(20).optional().catch(undefined),
  price: z.string().max(20).optional().catch(undefined),
  loanTerm: z.coerce.number().int().min(1).max(7).optional().catch(undefined),
  selfAssessedCreditScore: z.enum(creditScores).optional().catch(undefined),
  credit_score: z.enum(creditScores).optional().catch(undefined),
  whoIsHelping: z.string().max(60).optional().catch(undefined),
})

const priceTypes: Record<string, string> = { drive_away: 'Drive Away', excl_govt_charges: 'Excl. Govt. Charges', plus_orc: '+ ORC', egc: 'Excl. Govt. Charges', negotiable: 'Negotiable' }

const steps = ['Apply online in minutes.', 'Get pre-approved with a personalised rate.', 'Purchase the car.']

/** /finance, /finance-enquiry and /apply-for-finance: the finance enquiry (a Finance Enquiry lead) with its side card. */
export async function FinancePage({ params, searchParams }: LeadPageProps) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const query = financeQuery.parse(await searchParams)
  const car = query.car_id ? await formCar(website.id, query.car_id) : null
  const [props, fullCar, subscriptions, getFinanceNow, stock] = await Promise.all([
    leadFormProps(website, 'finance', car),
    car ? carForPage(website.id, car.slug) : null,
    featureEnabled(website, 'subscriptions'),
    featureEnabled(website, 'getFinanceNow'),
    searchStock(website, { ...emptyQuery, filters: { status: ['in_stock', 'coming_soon'] } }, { pageSize: 1 }).catch(() => null),
  ])
  const setup = await preApprovalSetup(website, fullCar)
  const budget = readNumber(query.vehiclePriceBudget ?? query.price ?? '')
  const amount = Number.isFinite(budget) ? budget : fullCar?.price && fullCar.price > 0 ? fullCar.price : 30_000
  const price = fullCar ? priceDisplay(fullCar, { subscriptionsEnabled: subscriptions, noPriceText: website.copy?.noPriceText }) : null
  const featured =
    !car && getFinanceNow
      ? (
          await searchStock(website, { ...emptyQuery, filters: { car_type: ['used'], status: ['in_stock'] } }, { pageSize: FEATURED * 4 }).catch(() => ({ hits: [] }))
        ).hits
          .filter((hit) => (hit.photos_count ?? 0) > 1)
          .slice(0, FEATURED)
      : []
  const initialValues: Record<string, string | number> = {
    amount: String(clamp(amount, limitVariants.financePage.amount)),
    term: query.loanTerm ?? 5,
    ...(query.selfAssessedCreditScore || query.credit_score ? { selfAssessedCreditScore: (query.selfAssessedCreditScore ?? query.credit_score)! } : {}),
    ...(query.whoIsHelping ? { whoIsHelping: query.whoIsHelping } : {}),
  }
  return (
    <div className="container section finance-page">
      <h1>{car ? `Finance for the ${car.name}` : 'Car finance'}</h1>
      <div className="finance-page__layout">
        <aside className="finance-page__side" aria-label={car ? 'The car' : 'How it works'}>
          {fullCar && price ? (
            <div className="finance-card">
              {fullCar.primary_image_url ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={fullCar.primary_image_url} alt="" width={600} height={400} />
              ) : null}
              <p className="finance-card__name">{fullCar.name}</p>
              <p className="finance-card__price">
                {price.kind === 'price' ? formatMoney(price.amount) : price.kind === 'subscription' ? `${formatMoney(price.amount)}/week` : price.text}
                {price.kind === 'price' && fullCar.price_type ? <span> {priceTypes[fullCar.price_type]}</span> : null}
              </p>
            </div>
          ) : (
            <ol className="finance-steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
          <div className="finance-page__pre-approval">
            <p>Rather know where you stand first? Instant pre-approval takes a few minutes and has no impact on your credit score.</p>
            <GetFinanceButton href="#finance-form" setup={setup} label="Get pre-approved" />
          </div>
        </aside>
        <section id="finance-form" aria-labelledby="finance-form-heading">
          <h2 id="finance-form-heading">Your finance enquiry</h2>
          <LeadForm {...props} initialValues={initialValues} />
        </section>
      </div>
      {car ? null : (
        <div className="finance-page__searches">
          <BudgetSearch lowestPrice={stock?.stats.price?.min ?? null} />
          <PriceRangeSearch />
        </div>
      )}
      {featured.length ? (
        <section className="section" aria-labelledby="get-finance-now">
          <h2 id="get-finance-now">Get Finance Now</h2>
          <ul className="card-grid">
            {featured.map((hit) => (
              <li key={hit.id}>
                <CarCard car={hit} noPriceText={website.copy?.noPriceText} subscriptionsEnabled={subscriptions} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
