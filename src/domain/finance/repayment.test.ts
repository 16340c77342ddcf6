import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENQUIRE_FOR_FINANCE, monthlyFromWeekly, repayment, type Frequency } from './repayment'

const quote = (input: Parameters<typeof repayment>[0]) => {
  const result = repayment(input)
  if (result.kind !== 'quote') throw new Error('expected a quote')
  return result
}

const loan = fc.record({
  // Large enough that every repayment is above the Enquire for Finance line; small loans are tested on their own.
  amount: fc.integer({ min: 20_000, max: 250_000 }),
  deposit: fc.integer({ min: 0, max: 4000 }),
  interest: fc.double({ min: 0.5, max: 15, noNaN: true }),
  termYears: fc.constantFrom(1, 1.5, 2, 3, 4, 5, 6, 7),
  frequency: fc.constantFrom<Frequency>('week', 'fortnight', 'month'),
})

describe('repayment', () => {
  it('matches the amortisation formula on a worked example', () => {
    expect(quote({ amount: 30_000, interest: 8.5, termYears: 5, frequency: 'month' }).repayment).toBe(615.5)
    expect(quote({ amount: 30_000, deposit: 5000, establishmentFee: 395, interest: 8.5, termYears: 5, frequency: 'week' }).principal).toBe(25_395)
  })

  it('repays at least the principal, never more than principal plus all the interest at the rate', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const q = quote(l)
        const periods = Math.round(l.termYears * { week: 52, fortnight: 26, month: 12 }[l.frequency])
        expect(q.total).toBeGreaterThanOrEqual(q.principal - 0.01 * periods)
        expect(q.total).toBeLessThanOrEqual(q.principal * (1 + (l.interest / 100) * l.termYears) + 0.01 * periods)
      }),
    )
  })

  it('costs more at a higher rate and less over a longer term or with a bigger deposit', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const base = quote(l).repayment
        expect(quote({ ...l, interest: l.interest + 1 }).repayment).toBeGreaterThan(base)
        if (l.termYears < 7) expect(quote({ ...l, termYears: l.termYears + 1 }).repayment).toBeLessThan(base)
        expect(quote({ ...l, deposit: l.deposit + 1000 }).repayment).toBeLessThan(base)
      }),
    )
  })

  it('divides evenly at 0 % and lowers repayments with a residual', () => {
    expect(quote({ amount: 12_000, interest: 0, termYears: 1, frequency: 'month' }).repayment).toBe(1000)
    const balloon = quote({ amount: 30_000, residual: 9000, interest: 8.5, termYears: 5, frequency: 'month' })
    expect(balloon.repayment).toBeLessThan(615.5)
    expect(balloon.total).toBeGreaterThan(30_000)
  })

  it('rounds up to the dollar where the site says so', () => {
    fc.assert(fc.property(loan, (l) => Number.isInteger(quote({ ...l, roundUp: true }).repayment) && quote({ ...l, roundUp: true }).repayment >= quote(l).repayment))
  })

  it('shows Enquire for Finance for 25 or less, and for nonsense', () => {
    expect(repayment({ amount: 1000, interest: 8.5, termYears: 7, frequency: 'week' })).toEqual({ kind: 'enquire', text: ENQUIRE_FOR_FINANCE })
    expect(repayment({ amount: 0, interest: 8.5, termYears: 5, frequency: 'month' }).kind).toBe('enquire')
    expect(repayment({ amount: 30_000, deposit: 40_000, interest: 8.5, termYears: 5, frequency: 'month' }).kind).toBe('enquire')
    expect(repayment({ amount: Number.NaN, interest: 8.5, termYears: 5, frequency: 'month' }).kind).toBe('enquire')
    expect(repayment({ amount: 30_000, interest: 8.5, termYears: 0, frequency: 'month' }).kind).toBe('enquire')
  })

  it('derives monthly from weekly × 4.33', () => {
    expect(monthlyFromWeekly(100)).toBe(433)
  })
})
