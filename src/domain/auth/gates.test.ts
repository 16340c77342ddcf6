import { describe, expect, it } from 'vitest'
import { garagePathProblem, gateFor } from './gates'

const off = { gatedCheckout: false, gatedPersonalisedFinance: false, spinToWin: false, garagePath: null }
const on = { gatedCheckout: true, gatedPersonalisedFinance: true, spinToWin: true, garagePath: 'mymotorama' }

describe('gateFor', () => {
  it('always gates online payment and My Garage, whatever the website says', () => {
    expect(gateFor('/online-payment', off)).toBe('online-payment')
    expect(gateFor('/my-garage', off)).toBe('my-garage')
    expect(gateFor('/my-garage/', off)).toBe('my-garage')
  })

  it("gates the website's own garage address as My Garage", () => {
    expect(gateFor('/mymotorama', on)).toBe('my-garage')
    expect(gateFor('/mymotorama', off)).toBeNull()
  })

  it('gates checkout, personalised finance and spin-to-win only where the website switches them on', () => {
    expect(gateFor('/cars/2021-toyota-corolla-ab12/checkout', on)).toBe('checkout')
    expect(gateFor('/cars/2021-toyota-corolla-ab12/buy-online', on)).toBe('checkout')
    expect(gateFor('/personalised/finance', on)).toBe('car-finance')
    expect(gateFor('/spin-to-win', on)).toBe('spin-to-win')
    for (const path of ['/cars/2021-toyota-corolla-ab12/checkout', '/personalised/finance', '/spin-to-win']) expect(gateFor(path, off)).toBeNull()
  })

  it('gates checkout only when the car slug is known', () => {
    expect(gateFor('/cars//checkout', on)).toBeNull()
    expect(gateFor('/cars/checkout', on)).toBeNull()
  })

  it('never gates trade-in, sell-my-car or browsing', () => {
    for (const path of ['/trade-in', '/sell-my-car', '/cars/trade-in', '/', '/search/used-cars', '/cars/2021-toyota-corolla-ab12', '/finance']) {
      expect(gateFor(path, on)).toBeNull()
    }
  })
})

describe('garagePathProblem', () => {
  it('accepts a lower-case slug and an empty value', () => {
    expect(garagePathProblem('mymotorama')).toBeNull()
    expect(garagePathProblem('my-big-box-cars')).toBeNull()
    expect(garagePathProblem('')).toBeNull()
  })

  it.each(['My Garage', '/mymotorama', 'my--garage', '-garage', 'a'.repeat(61), '../admin'])('refuses %j', (value) => {
    expect(garagePathProblem(value)).toMatch(/lower-case/)
  })

  it("refuses an address the platform already serves", () => {
    expect(garagePathProblem('search')).toBe('/search is already a page of every website; choose another address.')
    expect(garagePathProblem('my-garage')).toMatch(/already a page/)
  })
})
