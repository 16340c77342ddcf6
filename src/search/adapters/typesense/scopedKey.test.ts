import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { scopedSearchKey } from './scopedKey'

describe('scopedSearchKey', () => {
  it('embeds the website filter and expiry, signed with the parent key as Typesense expects', () => {
    const parent = 'RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127'
    const key = scopedSearchKey(parent, 12, { now: new Date('2026-11-22T00:00:00Z'), ttlSeconds: 600 })
    const decoded = Buffer.from(key, 'base64').toString()
    const params = decoded.slice(44 + 4)
    expect(JSON.parse(params)).toEqual({ filter_by: 'tenant:=12 && show_on_dealer_website:=true', expires_at: 1795305600 + 600 })
    expect(decoded.slice(44, 48)).toBe(parent.slice(0, 4))
    expect(decoded.slice(0, 44)).toBe(createHmac('sha256', parent).update(params).digest('base64'))
  })
})
