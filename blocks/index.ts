import type { Block } from 'payload'
import { BodyTypeSearchBlock } from './BodyTypeSearch/config'
import { BrandGridBlock } from './BrandGrid/config'
import { BlogCardsBlock } from './BlogCards/config'
import { BudgetSearchBlock } from './BudgetSearch/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardsAcceptedBlock } from './CardsAccepted/config'
import { FaqBlock } from './Faq/config'
import { FeatureBannerBlock } from './FeatureBanner/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { HeroSliderBlock } from './HeroSlider/config'
import { LocationCardsBlock } from './LocationCards/config'
import { OpeningHoursBlock } from './OpeningHours/config'
import { PriceRangeSearchBlock } from './PriceRangeSearch/config'
import { PromotionsBlock } from './Promotions/config'
import { ReviewBadgeBlock } from './ReviewBadge/config'
import { ReviewListBlock } from './ReviewList/config'
import { RichTextBlock } from './RichText/config'
import { SalesCounterBlock } from './SalesCounter/config'
import { StatsBannerBlock } from './StatsBanner/config'
import { StockGridBlock } from './StockGrid/config'

/** Every block an editor can put on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  HeroSliderBlock,
  PromotionsBlock,
  StockGridBlock,
  BodyTypeSearchBlock,
  PriceRangeSearchBlock,
  BudgetSearchBlock,
  FinanceCalculatorBlock,
  FeatureBannerBlock,
  CallToActionBlock,
  RichTextBlock,
  FaqBlock,
  StatsBannerBlock,
  LocationCardsBlock,
  OpeningHoursBlock,
  ReviewBadgeBlock,
  ReviewListBlock,
  BrandGridBlock,
  BlogCardsBlock,
  CardsAcceptedBlock,
  SalesCounterBlock,
]
