import { describe, expect, it } from 'vitest'
import { createCustomerSchema, detailsStep, estimateStep } from './customer'

const data = {
  purchasePrice: '$32,990',
  loanTerm: '5',
  selfAssessedCreditScore: 'DECENT',
  phoneNumber: '+61 412 345 678',
  firstName: 'Mia',
  lastName: "O'Neill",
  email: 'mia@example.com',
  postCode: '4000',
}

describe('create-customer body', () => {
  it('reads money, term and the mobile the way the shopper typed them', () => {
    const parsed = createCustomerSchema.parse({ data, additionalData: { car_id: 42, idempotency_key: 'k-1' } })
    expect(parsed.data).toMatchObject({ purchasePrice: 32_990, loanTerm: 5, phoneNumber: '0412345678', subscribe: false })
    expect(parsed.additionalData).toEqual({ car_id: 42, idempotency_key: 'k-1' })
  })

  it.each([
    ['a landline', { phoneNumber: '07 3268 4100' }, 'phoneNumber', 'Please enter a valid Australian mobile number.'],
    ['a half-year term', { loanTerm: 4.5 }, 'loanTerm', 'Choose a term of 1 to 7 years.'],
    ['a term of 30 years', { loanTerm: 30 }, 'loanTerm', 'Choose a term of 1 to 7 years.'],
    ['a price of 1e12', { purchasePrice: 1e12 }, 'purchasePrice', 'Cannot be more than $1,000,000.'],
    ['a price in words', { purchasePrice: 'lots' }, 'purchasePrice', 'Enter the purchase price.'],
    ['an unknown credit score', { selfAssessedCreditScore: 'AMAZING' }, 'selfAssessedCreditScore', 'Choose GREAT, DECENT or POOR.'],
    ['a three-digit postcode', { postCode: '400' }, 'postCode', undefined],
  ])('refuses %s with a message on that field', (_, change, field, message) => {
    const result = createCustomerSchema.safeParse({ data: { ...data, ...change } })
    const issue = result.error?.issues.find((i) => i.path.join('.') === `data.${field}`)
    expect(issue).toBeDefined()
    if (message) expect(issue?.message).toBe(message)
  })

  it('splits into the popup steps without losing a field', () => {
    expect(Object.keys(estimateStep.shape).concat(Object.keys(detailsStep.shape)).sort()).toEqual(
      Object.keys(createCustomerSchema.shape.data.shape).filter((k) => !['year', 'vin', 'nvic'].includes(k)).sort(),
    )
  })
})
