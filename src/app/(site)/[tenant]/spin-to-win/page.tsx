import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SpinWheel } from '@/components/promotions/SpinWheel.client'
import { payloadClient } from '@/data/payload'
import { shopperForGatedPage } from '@/data/shopper'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { wheelPrizes } from '@/domain/promotions/spinToWin'
import { spinOf } from '@/services/promotions/spin'

export const metadata: Metadata = { title: 'Spin to win', robots: { index: false } }

type Props = { params: Promise<{ tenant: string }> }

/** /spin-to-win (§2, gated where the website runs it): one spin per signed-in shopper; a second visit shows what they won. */
export default async function SpinToWinPage({ params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website || !(await featureEnabled(website, 'spinToWin'))) notFound()
  const shopper = await shopperForGatedPage(website, '/spin-to-win')
  if (!shopper) notFound()
  const prizes = wheelPrizes(website.spinToWin?.prizes).map((p) => p.label)
  const earlier = await spinOf(await payloadClient(), website.id, shopper.id)
  const earlierIndex = earlier ? prizes.indexOf(earlier.prize) : -1
  return (
    <div className="container section">
      <h1>Spin to win</h1>
      <p className="lead">{earlier ? 'You have had your spin. Here is what you won.' : `One spin each, and every spin wins something from ${website.name}.`}</p>
      <SpinWheel prizes={prizes} earlier={earlier && earlierIndex >= 0 ? { prize: earlier.prize, index: earlierIndex } : null} phone={shopper.phone} dealer={website.name} />
      {earlier && earlierIndex < 0 ? (
        <p>
          <strong>You won: {earlier.prize}.</strong> We will call you on {shopper.phone} to arrange it.
        </p>
      ) : null}
      {website.spinToWin?.terms ? <p className="spin-wheel__terms">{website.spinToWin.terms}</p> : null}
    </div>
  )
}
