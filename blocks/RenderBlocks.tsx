import type { ReactNode } from 'react'
import type { Page } from '@/payload-types'
import { BlogCardsComponent } from './BlogCards/Component'
import { BodyTypeSearchComponent } from './BodyTypeSearch/Component'
import { BrandGridComponent } from './BrandGrid/Component'
import { BudgetSearchComponent } from './BudgetSearch/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { CardsAcceptedComponent } from './CardsAccepted/Component'
import { FaqComponent } from './Faq/Component'
import { FeatureBannerComponent } from './FeatureBanner/Component'
import { FinanceCalculatorComponent } from './FinanceCalculator/Component'
import { HeroSliderComponent } from './HeroSlider/Component'
import { LocationCardsComponent } from './LocationCards/Component'
import { OpeningHoursComponent } from './OpeningHours/Component'
import { PriceRangeSearchComponent } from './PriceRangeSearch/Component'
import { PromotionsComponent } from './Promotions/Component'
import { ReviewBadgeComponent } from './ReviewBadge/Component'
import { ReviewListComponent } from './ReviewList/Component'
import { RichTextComponent } from './RichText/Component'
import { SalesCounterComponent } from './SalesCounter/Component'
import { StatsBannerComponent } from './StatsBanner/Component'
import { StockGridComponent } from './StockGrid/Component'
import type { BlockContext } from './types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockComponent = (props: { block: never; context: BlockContext }) => ReactNode | Promise<ReactNode>

// Each component takes its own block's fields; the map is keyed by the same slug Payload stores.
const components: Record<LayoutBlock['blockType'], BlockComponent> = {
  heroSlider: HeroSliderComponent,
  promotions: PromotionsComponent,
  stockGrid: StockGridComponent,
  bodyTypeSearch: BodyTypeSearchComponent,
  priceRangeSearch: PriceRangeSearchComponent,
  budgetSearch: BudgetSearchComponent,
  financeCalculator: FinanceCalculatorComponent,
  featureBanner: FeatureBannerComponent,
  callToAction: CallToActionComponent,
  richText: RichTextComponent,
  faq: FaqComponent,
  statsBanner: StatsBannerComponent,
  locationCards: LocationCardsComponent,
  openingHours: OpeningHoursComponent,
  reviewBadge: ReviewBadgeComponent,
  reviewList: ReviewListComponent,
  brandGrid: BrandGridComponent,
  blogCards: BlogCardsComponent,
  cardsAccepted: CardsAcceptedComponent,
  salesCounter: SalesCounterComponent,
} as Record<LayoutBlock['blockType'], BlockComponent>

/** One block, rendered on its own: a block that fails (bad content, a data error) is logged and left out. */
async function SafeBlock({ block, context }: { block: LayoutBlock; context: BlockContext }) {
  const render = components[block.blockType]
  if (!render) return null
  try {
    return await render({ block: block as never, context })
  } catch (error) {
    console.error(`[blocks] ${block.blockType} on ${context.website.slug} failed and was left out`, error)
    return null
  }
}

/** A page's blocks in order; an unknown or failing block renders nothing rather than breaking the page. */
export function RenderBlocks({ blocks, context }: { blocks: Page['layout']; context: BlockContext }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => (
        <SafeBlock key={block.id ?? index} block={block} context={context} />
      ))}
    </>
  )
}
