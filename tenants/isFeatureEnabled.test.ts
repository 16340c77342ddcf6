import { describe, expect, it } from 'vitest'
import { isFeatureEnabled } from './isFeatureEnabled'

describe('isFeatureEnabled', () => {
  it('uses the registry default when neither template nor override sets the flag', () => {
    expect(isFeatureEnabled('watchlist', { template: 'franchise' })).toBe(true)
    expect(isFeatureEnabled('spinToWin', { template: 'franchise' })).toBe(false)
  })

  it('lets the template preset change the default', () => {
    expect(isFeatureEnabled('certifiedToyota', { template: 'franchise' })).toBe(true)
    expect(isFeatureEnabled('certifiedToyota', { template: 'group' })).toBe(false)
    expect(isFeatureEnabled('testDriveBooking', { template: 'caravan' })).toBe(false)
  })

  it('lets a website override beat its template in both directions', () => {
    expect(isFeatureEnabled('certifiedToyota', { template: 'franchise' }, { certifiedToyota: false })).toBe(false)
    expect(isFeatureEnabled('spinToWin', { template: 'franchise' }, { spinToWin: true })).toBe(true)
  })

  it('falls back to the franchise preset for an unknown template', () => {
    expect(isFeatureEnabled('certifiedToyota', { template: 'no-such-template' })).toBe(true)
    expect(isFeatureEnabled('certifiedToyota', { template: null })).toBe(true)
  })
})
