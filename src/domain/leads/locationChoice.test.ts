import { describe, expect, it } from 'vitest'
import { formRules, locationsFor } from './locationChoice'

const locations = [
  { id: 1, name: 'Sales', location_type: null },
  { id: 2, name: 'Service', location_type: 'service' },
  { id: 3, name: 'Parts and service', location_type: 'parts', location_subtype: ['service'] },
]

describe('location choice', () => {
  it('lists the departments a form is for, empty type meaning sales', () => {
    expect(locationsFor('enquiry', locations).map((l) => l.id)).toEqual([1])
    expect(locationsFor('service', locations).map((l) => l.id)).toEqual([2, 3])
    expect(locationsFor('parts', locations).map((l) => l.id)).toEqual([3])
  })

  it('falls back to every location when none serves the department', () => {
    expect(locationsFor('parts', [locations[0]!]).map((l) => l.id)).toEqual([1])
  })

  it('requires the select only with a real choice and no car', () => {
    expect(formRules({ termsRequired: false, locationCount: 2, aboutACar: false }).locationRequired).toBe(true)
    expect(formRules({ termsRequired: false, locationCount: 1, aboutACar: false }).locationRequired).toBe(false)
    expect(formRules({ termsRequired: true, locationCount: 5, aboutACar: true })).toEqual({ termsRequired: true, locationRequired: false })
  })
})
