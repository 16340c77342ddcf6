import type { Block } from 'payload'

/** §2 budget search `Find cars for your budget`: a repayment and deposit become a price search. */
export const BudgetSearchBlock: Block = {
  slug: 'budgetSearch',
  interfaceName: 'BudgetSearchBlock',
  labels: { singular: 'Budget search', plural: 'Budget searches' },
  admin: { group: 'Finance' },
  fields: [{ name: 'carTypeLabel', type: 'text', defaultValue: 'car', admin: { description: 'The word for what you sell, e.g. car, caravan, bike.' } }],
}
