import { describe, expect, it } from 'vitest'
import { contactDetails } from './contactDetails'

describe('contactDetails', () => {
  it("prefills the form fields the shopper's account knows, and nothing else", () => {
    expect(contactDetails({ first_name: 'Ada', last_name: '', email: null, phone: '0412345678' })).toEqual({ name: 'Ada', phone: '0412345678' })
    expect(contactDetails(null)).toEqual({})
  })
})
