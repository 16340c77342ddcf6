import { SalesCounter } from '@/components/content/SalesCounter.client'
import { SALES_PER_DAY, salesSoFar } from '@/domain/content/salesCounter'
import type { SalesCounterBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function SalesCounterComponent({ block, context }: BlockProps<Fields>) {
  const perDay = block.perDay ?? SALES_PER_DAY
  return <SalesCounter initial={salesSoFar(context.now, perDay)} perDay={perDay} label={block.label || 'cars sold today'} />
}
