import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { Disclaimer } from '@/components/finance/Disclaimer'
import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { RateLine } from '@/components/finance/RateLine'
import { GetFinanceButton } from '@/components/finance/preApproval/GetFinanceButton.client'
import { formCar } from '@/data/leadForms'
import { payloadClient } from '@/data/payload'
import { preApprovalSetup } from '@/data/preApproval'
import { shopperForGatedPage } from '@/data/shopper'
import { carForPage } from '@/data/vehicle'
import { websiteForSegment } from '@/data/website'
import { dealerLimits, defaultAmount } from '@/domain/finance/limits'
import { idParam } from '@/domain/leads/fields'
import { formatMoney } from '@/domain/priceDisplay'

export const metadata: Metadata = { title: 'Your finance', robots: { index: false } }

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const query = z.object({
  car_id: idParam.optional().catch(undefined),
  application: z.string().regex(/^[A-Za-z0-9-]{1,100}$/).optional().catch(undefined),
})

/**
 * /personalised/finance?car_id= (§2, gated where the website says so): the shopper's pre-approval for
 * this car, a calculator at their own rate, or the pre-approval popup when they have none yet.
 */
export default async function PersonalisedFinancePage({ params, searchParams }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website || website.finance?.excluded) notFound()
  const { car_id: carId, application } = query.parse(await searchParams)
  const search = carId ? `?car_id=${carId}` : ''
  const shopper = await shopperForGatedPage(website, '/personalised/finance', search)
  const formed = carId ? await formCar(website.id, carId) : null
  const car = formed ? await carForPage(website.id, formed.slug) : null
  const payload = await payloadClient()
  const applications = shopper
    ? (
        await payload.find({
          collection: 'finance-applications',
          overrideAccess: true,
          where: { and: [{ tenant: { equals: website.id } }, { shopper: { equals: shopper.id } }, ...(car ? [{ car: { equals: car.id } }] : [])] },
          sort: '-createdAt',
          limit: 10,
          depth: 0,
        })
      ).docs
    : []
  const current = applications.find((a) => a.reference === application) ?? applications[0]
  const setup = await preApprovalSetup(website, car)
  const interest = current?.advertised_rate ?? website.finance?.advertisedRate ?? 8.5
  const comparison = current?.comparison_rate ?? website.finance?.comparisonRate ?? 9.45
  return (
    <div className="container section finance-page">
      <h1>{car ? `Your finance for the ${car.name}` : 'Your finance'}</h1>
      {shopper?.first_name ? <p className="lead">Hi {shopper.first_name}, here is where your finance stands.</p> : null}
      <div className="finance-page__layout">
        <section aria-labelledby="pre-approval-heading" className="pre-approval-status">
          <h2 id="pre-approval-heading">Pre-approval</h2>
          {current ? (
            <>
              <p className={`pre-approval-status__tag pre-approval-status__tag--${current.status}`}>{current.status === 'pre-approved' ? 'Pre-Approved' : 'With our finance team'}</p>
              <p>
                Reference <strong>{current.reference}</strong>, {formatMoney(current.purchase_price ?? 0)} over {current.loan_term} years.
              </p>
              {current.weekly_repayment && current.advertised_rate && current.comparison_rate ? (
                <>
                  <p className="finance-calculator__repayment">
                    <strong>{formatMoney(current.weekly_repayment)}</strong> per week
                  </p>
                  <RateLine interest={current.advertised_rate} comparison={current.comparison_rate} />
                </>
              ) : (
                <p>Our finance team will call you to talk about the best option for you.</p>
              )}
              {setup.disclaimer ? <Disclaimer text={`*${setup.disclaimer}`} /> : null}
              {car ? (
                <p>
                  <a className="button" href={`/cars/${car.slug}`}>
                    Back to the {car.name}
                  </a>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p>You have no pre-approval{car ? ' for this car' : ''} yet. It takes a few minutes and has no impact on your credit score.</p>
              <GetFinanceButton href={`/finance${search}#finance-form`} setup={setup} label="Get pre-approved" className="button" />
            </>
          )}
        </section>
        <section aria-labelledby="calculator-heading">
          <h2 id="calculator-heading">Work out your repayments</h2>
          <FinanceCalculator price={defaultAmount(car?.price ?? current?.purchase_price)} limits={dealerLimits} interest={interest} comparisonRate={comparison} roundUp={Boolean(website.finance?.roundUp)} />
        </section>
      </div>
      {applications.length > 1 ? (
        <section className="section" aria-labelledby="earlier-heading">
          <h2 id="earlier-heading">Earlier applications</h2>
          <ul>
            {applications
              .filter((a) => a.id !== current?.id)
              .map((a) => (
                <li key={a.id}>
                  {a.reference}: {a.status === 'pre-approved' ? 'Pre-Approved' : 'With our finance team'}, {formatMoney(a.purchase_price ?? 0)} ({new Date(a.createdAt).toLocaleDateString('en-AU')})
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
