import { afterEach, describe, expect, it } from 'vitest'
import { websiteOrigin } from './websiteOrigin'

const site = { slug: 'harbour-toyota', domains: [{ domain: 'harbourtoyota.com.au' }] }

describe('websiteOrigin', () => {
  afterEach(() => {
    delete process.env.FORECOURT_BASE_DOMAINS
  })

  it('keeps a local admin on localhost, with its port', () => {
    expect(websiteOrigin(site, 'localhost:3000')).toBe('http://harbour-toyota.localhost:3000')
    expect(websiteOrigin(site, 'summit-auto-group.localhost:4100')).toBe('http://harbour-toyota.localhost:4100')
  })

  it('uses the platform domain, else the website own domain, over https', () => {
    process.env.FORECOURT_BASE_DOMAINS = 'forecourt.example,other.example'
    expect(websiteOrigin(site, 'admin.forecourt.example')).toBe('https://harbour-toyota.forecourt.example')
    delete process.env.FORECOURT_BASE_DOMAINS
    expect(websiteOrigin(site, 'admin.forecourt.example')).toBe('https://harbourtoyota.com.au')
  })
})
