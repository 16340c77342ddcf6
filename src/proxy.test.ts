import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from './proxy'

function rewrittenPath(url: string, host: string): string | null {
  const response = proxy(new NextRequest(url, { headers: { host } }))
  const target = response.headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname + new URL(target).search : null
}

describe('proxy', () => {
  it('puts the host in front of every shopper path', () => {
    expect(rewrittenPath('http://harbour-toyota.localhost:3000/about-us', 'harbour-toyota.localhost:3000')).toBe('/harbour-toyota.localhost/about-us')
    expect(rewrittenPath('http://x/', 'Summit-Auto-Group.localhost')).toBe('/summit-auto-group.localhost')
  })

  it('serves parameterless search routes from the cached landing pages, searches with parameters live', () => {
    expect(rewrittenPath('http://x/search/used-cars', 'summit-auto-group.localhost')).toBe('/summit-auto-group.localhost/search-landing/used-cars')
    expect(rewrittenPath('http://x/search', 'summit-auto-group.localhost')).toBe('/summit-auto-group.localhost/search-landing')
    expect(rewrittenPath('http://x/search/used-cars?make=Ford', 'summit-auto-group.localhost')).toBe('/summit-auto-group.localhost/search/used-cars?make=Ford')
    expect(rewrittenPath('http://x/searching', 'summit-auto-group.localhost')).toBe('/summit-auto-group.localhost/searching')
  })

  it('turns a host that is no host name into a key that names no website', () => {
    expect(rewrittenPath('http://x/', 'evil.com/../admin')).toBe('/_invalid')
  })
})
