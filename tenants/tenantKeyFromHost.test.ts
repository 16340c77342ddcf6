import { describe, expect, it } from 'vitest'
import { tenantKeyFromHost } from './tenantKeyFromHost'

describe('tenantKeyFromHost', () => {
  it('reads the slug from a localhost subdomain, with or without a port', () => {
    expect(tenantKeyFromHost('harbour-toyota.localhost:3000')).toEqual({ kind: 'slug', slug: 'harbour-toyota' })
    expect(tenantKeyFromHost('Summit-Auto-Group.LOCALHOST')).toEqual({ kind: 'slug', slug: 'summit-auto-group' })
  })

  it('sends bare loopback hosts to the default website', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect(tenantKeyFromHost(host)).toEqual({ kind: 'default' })
    }
  })

  it('reads slugs under configured base domains and treats other hosts as custom domains', () => {
    expect(tenantKeyFromHost('coastal-caravans.forecourt.app', ['forecourt.app'])).toEqual({ kind: 'slug', slug: 'coastal-caravans' })
    expect(tenantKeyFromHost('www.harbourtoyota.com.au')).toEqual({ kind: 'domain', domain: 'harbourtoyota.com.au' })
  })

  it('refuses hosts that are not host names', () => {
    for (const host of ['', undefined, 'a b.localhost', 'evil.com/path', '-bad.localhost', 'x'.repeat(300), 'a.b.localhost', "'; drop table websites; --.localhost"]) {
      expect(tenantKeyFromHost(host)).toBeNull()
    }
  })
})
