import { PriceRangeSearch } from '@/components/finance/PriceRangeSearch.client'
import { largeMoneyPresets, moneyPresets } from '@/domain/format/inputs'
import type { PriceRangeSearchBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function PriceRangeSearchComponent({ block }: BlockProps<Fields>) {
  return (
    <div className="container section">
      <PriceRangeSearch presets={block.presets === 'large' ? largeMoneyPresets : moneyPresets} />
    </div>
  )
}
