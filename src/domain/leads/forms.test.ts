import { describe, expect, it } from 'vitest'
import { analyticsEventFor, fieldMessages, formSchema, leadEnvelope, storedCategory, unknownKeys } from './forms'
import { TEXT } from './texts'

const open = { termsRequired: false, locationRequired: false }
const contact = { name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '0412 345 678', postcode: '4000' }

function errors(type: Parameters<typeof formSchema>[0], body: object, rules = open) {
  const result = formSchema(type, rules).safeParse({ type, ...body })
  return result.success ? {} : fieldMessages(result.error)
}

describe('lead form schemas', () => {
  it('accepts a complete enquiry and normalises the phone to national form', () => {
    const parsed = formSchema('enquiry', open).parse({ type: 'enquiry', ...contact, car_id: '12', message: 'Is it available?' })
    expect(parsed.phone).toBe('0412345678')
    expect(parsed.car_id).toBe(12)
    expect(parsed.opt_in).toBe(true)
    expect(parsed.PreferredContactMethod).toBe('Phone')
  })

  it('accepts international phone forms and reads them as the same number', () => {
    expect(formSchema('enquiry', open).parse({ type: 'enquiry', ...contact, phone: '+61 412 345 678', car_id: 1, message: 'x' }).phone).toBe('0412345678')
  })

  it.each(['', '400', '40000', 'abcd', '4 00', '-400'])('refuses postcode %j with the spec text', (postcode) => {
    expect(errors('enquiry', { ...contact, postcode, car_id: 1, message: 'x' }).postcode).toBe(TEXT.postcode)
  })

  it('requires the message on an enquiry but not on a test drive', () => {
    expect(errors('enquiry', { ...contact, car_id: 1 }).message).toBe('Please enter your comments.')
    expect(errors('enquiry', { ...contact, car_id: 1, message: '   ' }).message).toBe('Please enter your comments.')
    expect(errors('test-drive', { ...contact })).toEqual({})
    expect(errors('test-drive', { ...contact, location_id: '', car_id: null, distribution_location_id: '' })).toEqual({})
  })

  it('requires a category on a general enquiry', () => {
    expect(errors('general', { ...contact, message: 'Hello' }).category).toBe('Please choose a category.')
    expect(errors('general', { ...contact, message: 'Hello', category: 'Bribes' }).category).toBe('Please choose a category.')
    expect(errors('general', { ...contact, message: 'Hello', category: 'Sales Enquiry' })).toEqual({})
  })

  it('requires agreeing to the terms only where the website asks for it', () => {
    const rules = { termsRequired: true, locationRequired: false }
    expect(errors('enquiry', { ...contact, car_id: 1, message: 'x' }, rules).terms_conditions).toBe(TEXT.terms)
    expect(errors('enquiry', { ...contact, car_id: 1, message: 'x', terms_conditions: false }, rules).terms_conditions).toBe(TEXT.terms)
    expect(errors('enquiry', { ...contact, car_id: 1, message: 'x', terms_conditions: true }, rules)).toEqual({})
  })

  it('requires a location only when the select is shown', () => {
    const rules = { termsRequired: false, locationRequired: true }
    expect(errors('general', { ...contact, category: 'Sales Enquiry', message: 'x' }, rules).location_id).toBe('Please choose a location.')
    expect(errors('general', { ...contact, category: 'Sales Enquiry', message: 'x', location_id: '' }, rules).location_id).toBe('Please choose a location.')
    expect(errors('general', { ...contact, category: 'Sales Enquiry', message: 'x', location_id: '7' }, rules)).toEqual({})
  })

  it.each([
    ['name', { name: '' }, 'Please enter your first name.'],
    ['last_name', { last_name: ' ' }, 'Please enter your last name.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['phone', { phone: '12345' }, 'Enter a valid Australian phone number.'],
    ['phone', { phone: '+1 202 555 0143' }, 'Enter a valid Australian phone number.'],
    ['PreferredContactMethod', { PreferredContactMethod: 'Pigeon' }, 'Choose how we should contact you.'],
    ['name', { name: 'x'.repeat(81) }, 'Keep this under 80 characters.'],
    ['name', { name: '<script>alert(1)</script>' }, 'Please use letters only in names.'],
    ['last_name', { last_name: "x'); DROP TABLE leads; --" }, 'Please use letters only in names.'],
    ['message', { message: 'Hi <img src=x onerror=alert(1)>' }, 'Please remove the HTML from your comments.'],
    ['message', { message: 'Hi\u0000there' }, 'Please remove unusual characters.'],
  ])('refuses a bad %s with a field message', (field, change, message) => {
    expect(errors('enquiry', { ...contact, car_id: 1, message: 'x', ...change })[field]).toBe(message)
  })

  it('keeps real names and comments of every kind', () => {
    expect(errors('enquiry', { ...contact, name: 'Zoë', last_name: "O'Brien-Nguyễn Jr.", car_id: 1, message: 'Budget < $20k & keen; "ASAP"' })).toEqual({})
  })

  it('refuses wrong types without throwing', () => {
    expect(errors('enquiry', { ...contact, car_id: { $gt: 0 }, message: ['x'] })).toMatchObject({ car_id: expect.any(String), message: expect.any(String) })
    expect(errors('enquiry', { ...contact, car_id: -3, message: 'x' }).car_id).toBe('Not a valid id.')
    expect(errors('enquiry', { ...contact, car_id: true, message: 'x' }).car_id).toBe('Not a valid id.')
    expect(errors('enquiry', { ...contact, car_id: [5], message: 'x' }).car_id).toBe('Not a valid id.')
  })

  it('fills the request-photos value of §5', () => {
    expect(formSchema('request-photos', open).parse({ type: 'request-photos', ...contact, car_id: 3 }).request_photos).toBe(TEXT.requestPhotos)
  })

  it('wants a date with a test-drive time', () => {
    expect(errors('test-drive', { ...contact, preferred_time: '10:00' }).preferred_date).toBe('Choose a date for that time.')
    expect(errors('test-drive', { ...contact, preferred_date: '2026-11-23', preferred_time: '25:00' }).preferred_time).toBe('Choose a time.')
  })
})

describe('stored category and analytics', () => {
  it('stores careers as General Enquiry / Career Enquiry (§5) and fires 51', () => {
    expect(storedCategory({ type: 'careers' })).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(storedCategory({ type: 'general', category: 'Careers Enquiry' })).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(analyticsEventFor({ type: 'general', category: 'Careers Enquiry' })).toBe(51)
  })

  it('maps forms to the §7 event ids', () => {
    expect(analyticsEventFor({ type: 'enquiry' })).toBe(14)
    expect(analyticsEventFor({ type: 'test-drive' })).toBe(15)
    expect(analyticsEventFor({ type: 'request-photos' })).toBe(17)
    expect(analyticsEventFor({ type: 'service' })).toBe(48)
    expect(analyticsEventFor({ type: 'general', category: 'Sales Enquiry' })).toBe(22)
  })
})

describe('unknown keys', () => {
  it('names the keys a form does not have, allowing the envelope', () => {
    const schema = formSchema('enquiry', open)
    expect(unknownKeys(schema, { type: 'enquiry', idempotency_key: 'k', url: '/x', fax: '', lead_attributes: {}, car_id: 1, preferred_time: '10:00', $where: 1 })).toEqual(['preferred_time', '$where'])
  })
})

describe('lead envelope', () => {
  it('needs a uuid idempotency key and a known type', () => {
    expect(leadEnvelope.safeParse({ type: 'enquiry', idempotency_key: 'abc' }).success).toBe(false)
    expect(leadEnvelope.safeParse({ type: 'nope', idempotency_key: crypto.randomUUID() }).success).toBe(false)
    expect(leadEnvelope.safeParse({ type: 'enquiry', idempotency_key: crypto.randomUUID() }).success).toBe(true)
  })
})

describe('finance enquiry form (§5 finance page)', () => {
  const finance = (extra: object) => formSchema('finance', open).safeParse({ type: 'finance', ...contact, selfAssessedCreditScore: 'GREAT', ...extra })
  it('clamps the amount to 10,000–200,000 and reads empty as 30,000', () => {
    expect(finance({ amount: '' }).data?.amount).toBe(30_000)
    expect(finance({ amount: '5000' }).data?.amount).toBe(10_000)
    expect(finance({ amount: 1e12 }).data?.amount).toBe(200_000)
    expect(finance({ amount: '$45,000' }).data?.amount).toBe(45_000)
    expect(finance({ amount: 'lots' }).success).toBe(false)
  })

  it('needs a credit history answer and a term of 1 to 7 years', () => {
    expect(fieldMessages(formSchema('finance', open).safeParse({ type: 'finance', ...contact, amount: 20_000 }).error!).selfAssessedCreditScore).toBe('Please tell us about your credit history.')
    expect(finance({ amount: 20_000, term: 9 }).success).toBe(false)
    expect(finance({ amount: 20_000 }).data?.term).toBe(5)
    expect(storedCategory({ type: 'finance' })).toEqual({ category: 'Finance Enquiry' })
  })
})
