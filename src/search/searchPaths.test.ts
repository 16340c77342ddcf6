import { describe, expect, it } from 'vitest'
import { resolveSearchPath, searchPathFor, type SearchVocabulary } from './searchPaths'

const vocabulary: SearchVocabulary = {
  makes: ['Toyota', 'Mercedes-Benz'],
  makeModels: ['Toyota Corolla', 'Toyota LandCruiser 300', 'Mercedes-Benz C-Class'],
  bodies: ['suv', 'ute', 'peopleMover'],
  itemTypes: ['motorcycle', 'truck', 'caravan'],
  locations: [{ slug: 'harbour-toyota-hamilton', name: 'Harbour Toyota' }],
  dealerships: [{ slug: 'summit-mazda', name: 'Summit Mazda Brisbane' }],
}

describe('resolveSearchPath', () => {
  it('knows the stock-type routes', () => {
    expect(resolveSearchPath(['new-used-and-demo-cars'], vocabulary)).toMatchObject({ filters: {}, title: 'New, Used and Demo Cars' })
    expect(resolveSearchPath(['used-cars'], vocabulary)?.filters).toEqual({ car_type: ['used'] })
    expect(resolveSearchPath(['new-and-demo-cars'], vocabulary)?.filters).toEqual({ car_type: ['new', 'demo'] })
    expect(resolveSearchPath(['demo-cars'], vocabulary)?.filters).toEqual({ car_type: ['demo'] })
    expect(resolveSearchPath(['used-cars'], { ...vocabulary, usedLabel: 'Pre-Owned' })?.title).toBe('Pre-Owned Cars')
  })

  it('reads {car type}-cars, bodies, locations and dealerships', () => {
    expect(resolveSearchPath(['motorcycle-cars'], vocabulary)?.filters).toEqual({ item_type: ['motorcycle'] })
    expect(resolveSearchPath(['suv'], vocabulary)).toMatchObject({ filters: { body: ['suv'] }, title: 'SUVs' })
    expect(resolveSearchPath(['harbour-toyota-hamilton'], vocabulary)?.filters).toEqual({ location_name: ['Harbour Toyota'] })
    expect(resolveSearchPath(['summit-mazda'], vocabulary)?.filters).toEqual({ dealership_name: ['Summit Mazda Brisbane'] })
  })

  it('reads /{make} and /{make}/{model} by slug', () => {
    expect(resolveSearchPath(['toyota'], vocabulary)?.filters).toEqual({ make: ['Toyota'] })
    expect(resolveSearchPath(['toyota', 'landcruiser-300'], vocabulary)?.filters).toEqual({ make: ['Toyota'], model: ['LandCruiser 300'] })
    expect(resolveSearchPath(['mercedes-benz', 'c-class'], vocabulary)?.title).toBe('Mercedes-Benz C-Class')
    expect(searchPathFor('Toyota', 'LandCruiser 300')).toBe('/search/toyota/landcruiser-300')
  })

  it('answers null for anything the website does not sell', () => {
    expect(resolveSearchPath(['lamborghini'], vocabulary)).toBeNull()
    expect(resolveSearchPath(['toyota', 'supra'], vocabulary)).toBeNull()
    expect(resolveSearchPath(['toyota', 'corolla', 'extra'], vocabulary)).toBeNull()
  })
})
