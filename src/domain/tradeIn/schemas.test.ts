import { describe, expect, it } from 'vitest'
import { kms, regoLookupSchema, tradeInValuationSchema } from './schemas'

const valid = {
  type: 'trade-in',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  kms: '45,000 kms',
  adjustmentAnswers: { condition: 'good', service_history: 'full', accident_history: 'no', keys: '2', finance_owing: 'no' },
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412345678',
  postcode: '4000',
  finance: 'no',
}

describe('trade-in schemas', () => {
  it('reads kilometres as typed', () => {
    expect(kms.parse('45,000 kms')).toBe(45_000)
    expect(kms.parse(' 120000 ')).toBe(120_000)
    expect(kms.safeParse('lots').success).toBe(false)
    expect(kms.safeParse(-5).success).toBe(false)
  })

  it('normalises a rego and needs its state', () => {
    expect(regoLookupSchema.parse({ rego: 'abc 12-3', state: 'QLD' })).toEqual({ rego: 'ABC123', state: 'QLD' })
    expect(regoLookupSchema.safeParse({ rego: 'ABC123' }).error?.issues[0]?.message).toBe('Please choose the state the car is registered in.')
    expect(regoLookupSchema.safeParse({ rego: "'; DROP", state: 'QLD' }).success).toBe(false)
  })

  it('defaults the contact method to Phone and requires a finance answer (§5)', () => {
    expect(tradeInValuationSchema.parse(valid).PreferredContactMethod).toBe('Phone')
    const { finance: _f, ...noFinance } = valid
    expect(tradeInValuationSchema.safeParse(noFinance).error?.issues.map((i) => i.message)).toEqual(['Please tell us if you need finance.'])
  })

  it('requires every adjustment answer', () => {
    const result = tradeInValuationSchema.safeParse({ ...valid, adjustmentAnswers: {} })
    expect(result.error?.issues).toHaveLength(5)
  })
})
