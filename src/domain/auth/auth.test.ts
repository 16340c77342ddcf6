import { describe, expect, it } from 'vitest'
import { CODE_LENGTH, CODE_REQUIRED, verificationCode } from './code'
import { PHONE_MESSAGE, signInPhone } from './phone'
import { safeRedirect, signInHref } from './redirect'

describe('sign-in phone', () => {
  it.each(['0412 345 678', '+61 412 345 678', '61412345678', '0412-345-678'])('reads %s as one Australian mobile', (input) => {
    expect(signInPhone.parse(input)).toEqual({ international: '+61412345678', national: '0412345678' })
  })

  it.each(['', '12345', '02 9999 9999', '+1 202 555 0143', '0412 345 67', 'a'.repeat(30), "0412'; DROP"])('refuses %j', (input) => {
    expect(signInPhone.safeParse(input).error?.issues[0]?.message).toBe(PHONE_MESSAGE)
  })
})

describe('verification code', () => {
  it('says the spec texts', () => {
    expect(verificationCode.safeParse('').error?.issues[0]?.message).toBe(CODE_REQUIRED)
    expect(verificationCode.safeParse(undefined).error?.issues[0]?.message).toBe(CODE_REQUIRED)
    expect(verificationCode.safeParse('12345').error?.issues[0]?.message).toBe(CODE_LENGTH)
    expect(verificationCode.safeParse('12345a').error?.issues[0]?.message).toBe(CODE_LENGTH)
    expect(verificationCode.parse(' 123456 ')).toBe('123456')
  })
})

describe('redirects after sign-in', () => {
  it.each(['/my-garage', '/cars/x?y=1#z', '/search/used-cars'])('keeps same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/x', 'evil', '/\tx', '/\r\nLocation:x', 42, null, `/${'a'.repeat(600)}`])('refuses %j', (path) => {
    expect(safeRedirect(path)).toBe('/')
  })

  it('keeps encoded characters encoded, where they are only text', () => {
    expect(safeRedirect('/%0d%0aLocation:x')).toBe('/%0d%0aLocation:x')
  })

  it('builds the §4 sign-in link', () => {
    expect(signInHref('watchlist', '/cars/a', '//evil')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2F')
  })
})
