import { Disclaimer } from '@/components/finance/Disclaimer'
import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { featureEnabled } from '@/data/website'
import { dealerLimits } from '@/domain/finance/limits'
import type { FinanceCalculatorBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export async function FinanceCalculatorComponent({ block, context }: BlockProps<Fields>) {
  const { website } = context
  if (website.finance?.excluded || !(await featureEnabled(website, 'financeButtons'))) return null
  const disclaimers = await featureEnabled(website, 'financeDisclaimers')
  return (
    <section className="container section" aria-label={block.heading || 'Finance calculator'}>
      <h2>
        <span className="heading--wide">{block.heading || 'Finance calculator'}</span>
        <span className="heading--narrow">Request a Quote</span>
      </h2>
      <FinanceCalculator
        price={block.price ?? 30_000}
        limits={dealerLimits}
        interest={website.finance?.advertisedRate ?? dealerLimits.interest.default}
        comparisonRate={website.finance?.comparisonRate ?? 9.45}
        roundUp={Boolean(website.finance?.roundUp)}
      />
      {disclaimers && website.finance?.disclaimer ? <Disclaimer text={website.finance.disclaimer} /> : null}
    </section>
  )
}
