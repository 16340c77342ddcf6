import type { Block } from 'payload'

export const paymentCards = [
  { value: 'visa', label: 'Visa' },
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'amex', label: 'American Express' },
  { value: 'eftpos', label: 'EFTPOS' },
  { value: 'diners', label: 'Diners Club' },
] as const

/** The cards the dealership takes, as a strip of badges. */
export const CardsAcceptedBlock: Block = {
  slug: 'cardsAccepted',
  interfaceName: 'CardsAcceptedBlock',
  labels: { singular: 'Cards accepted', plural: 'Cards accepted' },
  admin: { group: 'Dealership' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'We accept' },
    { name: 'cards', type: 'select', hasMany: true, required: true, defaultValue: ['visa', 'mastercard', 'amex', 'eftpos'], options: [...paymentCards] },
  ],
}
