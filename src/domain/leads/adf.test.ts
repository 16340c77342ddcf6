import { describe, expect, it } from 'vitest'
import { adfXml, xmlEscape } from './adf'

const lead = {
  id: 42,
  requestDate: new Date('2026-11-22T04:00:00Z'),
  category: 'Vehicle Enquiry',
  comments: 'Is it still <available>? Tom & Jerry',
  customer: { firstName: 'Ada', lastName: "O'Neil", email: 'ada@example.com', phone: '0412345678', postcode: '4000', preferredContact: 'Phone' },
  vehicle: { interest: 'buy' as const, status: 'used' as const, year: 2021, make: 'Toyota', model: 'Corolla', trim: 'SX', vin: 'JTD123', stock: 'H123', price: 24990, odometerKm: 45000 },
  vendor: { id: 'harbour', name: 'Harbour Toyota', locationName: 'Harbour Toyota Sales', phone: '07 3000 0000', email: 'sales@example.com' },
  provider: { service: 'harbour-toyota website', url: 'https://harbour.example/cars/x' },
}

describe('ADF/XML', () => {
  it('carries the prospect, request date, vehicle in km, customer, vendor and provider', () => {
    const xml = adfXml(lead)
    expect(xml).toContain('<?adf version="1.0"?>')
    expect(xml).toContain('<id sequence="1" source="Forecourt">42</id>')
    expect(xml).toContain('<requestdate>2026-11-22T04:00:00.000Z</requestdate>')
    expect(xml).toContain('<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><trim>SX</trim><vin>JTD123</vin><stock>H123</stock>')
    expect(xml).toContain('<odometer status="original" units="km">45000</odometer>')
    expect(xml).toContain('<price type="asking" currency="AUD">24990</price>')
    expect(xml).toContain('<name part="last">O&apos;Neil</name>')
    expect(xml).toContain('<postalcode>4000</postalcode>')
    expect(xml).toContain('<vendorname>Harbour Toyota</vendorname>')
    expect(xml).toContain('<service>harbour-toyota website</service>')
  })

  it('escapes markup and drops illegal control characters so hostile text stays text', () => {
    const xml = adfXml({ ...lead, comments: '</comments><evil/>\u0001' })
    expect(xml).toContain('&lt;/comments&gt;&lt;evil/&gt;')
    expect(xml).not.toContain('<evil/>')
    expect(xmlEscape('a\u0000b\u001fc\td')).toBe('abc\td')
  })

  it('leaves the vehicle out of a lead without a car and skips empty elements', () => {
    const xml = adfXml({ ...lead, vehicle: undefined, vendor: { id: 'x', name: 'X' } })
    expect(xml).not.toContain('<vehicle')
    expect(xml).not.toContain('<email></email>')
  })
})
