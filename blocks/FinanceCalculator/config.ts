import type { Block } from 'payload'

/** §5 finance calculator on a page, titled `Request a Quote` on small screens. */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  admin: { group: 'Finance' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance calculator' },
    { name: 'price', type: 'number', defaultValue: 30_000, min: 1000, max: 250_000, admin: { description: 'The purchase price the calculator starts at.' } },
  ],
}
