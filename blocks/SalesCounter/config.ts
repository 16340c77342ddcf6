import type { Block } from 'payload'
import { SALES_PER_DAY } from '@/domain/content/salesCounter'

/** §9 sales counter: cars sold across the group today, 192 a day in Brisbane time, refreshed every 150 s. */
export const SalesCounterBlock: Block = {
  slug: 'salesCounter',
  interfaceName: 'SalesCounterBlock',
  labels: { singular: 'Sales counter', plural: 'Sales counters' },
  admin: { group: 'Stock' },
  fields: [
    { name: 'label', type: 'text', defaultValue: 'cars sold across our group today' },
    { name: 'perDay', type: 'number', defaultValue: SALES_PER_DAY, min: 1, max: 100_000 },
  ],
}
