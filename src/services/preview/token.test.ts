import { describe, expect, it } from 'vitest'
import { previewToken, readPreviewToken } from './token'

const grant = { collection: 'pages' as const, id: 7, tenant: 3, admin: 'http://localhost:3000' }

describe('preview tokens', () => {
  it('grant one document on one website for an hour', () => {
    const now = Date.UTC(2026, 10, 22, 10)
    const token = previewToken(grant, 'secret', now)
    expect(readPreviewToken(token, 'secret', now + 59 * 60_000)).toMatchObject(grant)
    expect(readPreviewToken(token, 'secret', now + 61 * 60_000)).toBeNull()
  })

  it('refuse a forged, altered or foreign token', () => {
    const token = previewToken(grant, 'secret')
    expect(readPreviewToken(token, 'other-secret')).toBeNull()
    const [body, sig] = token.split('.')
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), tenant: 4 })).toString('base64url')
    expect(readPreviewToken(`${altered}.${sig}`, 'secret')).toBeNull()
    for (const bad of [null, '', 'x', 'a.b.c', 'x'.repeat(3000)]) expect(readPreviewToken(bad, 'secret')).toBeNull()
  })
})
