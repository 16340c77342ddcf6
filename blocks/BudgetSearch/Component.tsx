import { BudgetSearch } from '@/components/finance/BudgetSearch.client'
import { searchStock } from '@/data/stock'
import type { BudgetSearchBlock as Fields } from '@/payload-types'
import { emptyQuery } from '@/search/query'
import type { BlockProps } from '../types'

export async function BudgetSearchComponent({ block, context }: BlockProps<Fields>) {
  if (context.website.finance?.excluded) return null
  const stock = await searchStock(context.website, { ...emptyQuery, filters: { status: ['in_stock', 'coming_soon'] } }, { pageSize: 1 }).catch(() => null)
  return (
    <div className="container section">
      <BudgetSearch lowestPrice={stock?.stats.price?.min ?? null} carTypeLabel={block.carTypeLabel || 'car'} />
    </div>
  )
}
