import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { pickPrize, wheelPrizes } from '@/domain/promotions/spinToWin'
import { fieldMessages } from '@/domain/leads/forms'
import type { PrizeSpin, Shopper, Website } from '@/payload-types'
import { leadLocations } from '@/data/leadForms'
import { relationId } from '@/data/relationId'
import { featureEnabled } from '@/data/website'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import type { RouteContext } from '@/services/http/websiteRoute'
import { plannedDeliveries } from '@/services/leads/destinations'
import { storeLead } from '@/services/leads/store'

type Answer = { status: number; body: Record<string, unknown> }

/** The spin takes no input: the server decides the prize, so nothing a browser sends can choose it. */
const spinBody = z.object({}).strict()

/** The shopper's spin on this website, if they have had it (spins are staff-only documents, read here for their own shopper). */
export async function spinOf(payload: Payload, websiteId: number, shopperId: number): Promise<PrizeSpin | null> {
  const found = await payload.find({ collection: 'prize-spins', where: { and: [{ tenant: { equals: websiteId } }, { shopper: { equals: shopperId } }] }, depth: 0, limit: 1, overrideAccess: true })
  return found.docs[0] ?? null
}

const answer = (spin: PrizeSpin, website: Website, alreadySpun: boolean): Answer => {
  const prizes = wheelPrizes(website.spinToWin?.prizes)
  return { status: alreadySpun ? 200 : 201, body: { prize: spin.prize, index: prizes.findIndex((p) => p.label === spin.prize), alreadySpun } }
}

/**
 * POST /api/spin-to-win (§2, gated): one spin per signed-in shopper and website. The prize is drawn
 * on the server by the website's weights, stored under a unique (website, shopper) index so a
 * double click or a second tab can never win twice, and sent to the dealer as a lead.
 */
export async function spinTheWheel(context: RouteContext): Promise<Answer> {
  const { payload, website } = context
  const parsed = spinBody.safeParse(context.body ?? {})
  if (!parsed.success) return { status: 400, body: { error: 'This request has no such field.', fields: fieldMessages(parsed.error) } }
  if (!(await featureEnabled(website, 'spinToWin'))) return { status: 404, body: { error: 'Spin to win is not running on this website.' } }
  const shopperId = await sessionShopper(payload, context.cookie(SESSION_COOKIE), website.id)
  if (!shopperId) return { status: 401, body: { error: 'Please sign in to spin the wheel.' } }

  const earlier = await spinOf(payload, website.id, shopperId)
  if (earlier) return answer(earlier, website, true)
  const prizes = wheelPrizes(website.spinToWin?.prizes)
  const index = pickPrize(prizes, randomInt(0, 1_000_000) / 1_000_000)
  if (index < 0) return { status: 409, body: { error: 'There are no prizes on the wheel right now. Please check back soon.' } }
  const shopper = await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true })

  let spin: PrizeSpin
  try {
    spin = await payload.create({ collection: 'prize-spins', overrideAccess: true, data: { tenant: website.id, shopper: shopperId, phone: shopper.phone, prize: prizes[index]!.label } })
  } catch (error) {
    // The same shopper spun in another tab a moment earlier: the unique index kept their first prize.
    const winner = await spinOf(payload, website.id, shopperId)
    if (winner) return answer(winner, website, true)
    throw error
  }
  const leadId = await prizeLead(payload, website, shopper, spin)
  await payload.update({ collection: 'prize-spins', id: spin.id, data: { lead: leadId }, overrideAccess: true })
  return answer(spin, website, false)
}

async function prizeLead(payload: Payload, website: Website, shopper: Shopper, spin: PrizeSpin): Promise<number> {
  const location = (await leadLocations(website.id))[0]
  const dealershipId = relationId(location?.dealership)
  const dealership = dealershipId ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null) : null
  const stored = await storeLead(payload, {
    website,
    idempotencyKey: `spin-to-win-${spin.id}`,
    eventId: 22,
    deliveries: plannedDeliveries({ website, dealership, location: location ?? null, shopperConfirmation: Boolean(shopper.email) && (await featureEnabled(website, 'shopperConfirmationEmail')) }),
    lead: {
      summary: `Spin to Win: ${spin.prize} · ${shopper.first_name ?? ''} ${shopper.last_name ?? ''} ${shopper.phone}`.replace(/\s+/g, ' ').slice(0, 200),
      type: 'general',
      category: 'Spin to Win',
      subcategory: spin.prize,
      name: shopper.first_name ?? undefined,
      last_name: shopper.last_name ?? undefined,
      email: shopper.email ?? undefined,
      phone: shopper.phone,
      message: `Won "${spin.prize}" on the spin-to-win wheel. Please call to arrange the prize.`,
      location: location?.id,
      dealership: dealership?.id,
      answers: { prize: spin.prize, spin_id: spin.id },
      source: 'Website',
    },
  })
  return stored.leadId
}
