import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { StripeSignatureError, verifyStripeSignature } from './stripe'

const body = '{"type":"checkout.session.completed"}'
const now = new Date('2026-11-22T10:00:00Z')
const at = Math.floor(now.getTime() / 1000)
const sign = (key: string, t = at) => `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`

describe('verifyStripeSignature', () => {
  it('accepts a notice signed with the endpoint secret within five minutes', () => {
    expect(() => verifyStripeSignature(body, sign('whsec_a'), 'whsec_a', now)).not.toThrow()
    expect(() => verifyStripeSignature(body, `${sign('whsec_old')},v1=${sign('whsec_a').split('v1=')[1]}`, 'whsec_a', now)).not.toThrow()
  })

  it('refuses other keys, old or missing timestamps, edited bodies, and everything when no secret is set', () => {
    expect(() => verifyStripeSignature(body, sign('whsec_b'), 'whsec_a', now)).toThrow(StripeSignatureError)
    expect(() => verifyStripeSignature(body, sign('whsec_a', at - 301), 'whsec_a', now)).toThrow(StripeSignatureError)
    expect(() => verifyStripeSignature(body, 'v1=abc', 'whsec_a', now)).toThrow(StripeSignatureError)
    expect(() => verifyStripeSignature(body, null, 'whsec_a', now)).toThrow(StripeSignatureError)
    expect(() => verifyStripeSignature(`${body} `, sign('whsec_a'), 'whsec_a', now)).toThrow(StripeSignatureError)
    expect(() => verifyStripeSignature(body, sign(''), '', now)).toThrow(StripeSignatureError)
  })
})
