import { notFound } from 'next/navigation'
import { z } from 'zod'
import { formCar } from '@/data/leadForms'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { idParam } from '@/domain/leads/fields'
import { tradeInFaq } from '@/domain/tradeIn/faq'
import { TradeInFlow } from './TradeInFlow.client'
import type { LeadPageProps } from './LeadFormPage'

const query = z.object({ car_id: idParam.optional().catch(undefined) })

/** /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id= (never gated, §6). */
export async function TradeInPage({ params, searchParams }: LeadPageProps) {
  const website = await websiteForSegment((await params).tenant)
  if (!website || !(await featureEnabled(website, 'tradeIn'))) notFound()
  const { car_id } = query.parse(await searchParams)
  const car = car_id ? await formCar(website.id, car_id) : null
  return (
    <div className="container section lead-page">
      <h1>Value your trade-in</h1>
      <p className="lead">
        {car ? `Trading in towards the ${car.name}? ` : ''}Tell us about your car and get an online offer in about two minutes, or a call from our team where we need to see it.
      </p>
      <TradeInFlow carId={car?.id} />
      <section className="section" aria-labelledby="trade-in-faq">
        <h2 id="trade-in-faq">Trade-in questions</h2>
        {tradeInFaq.map((item) => (
          <details key={item.question} className="faq">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>
    </div>
  )
}
