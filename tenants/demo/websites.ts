import type { TemplateKey } from '../templates'
import { caravans, mainstream, motorcycles, toyota, trucks, type CatalogueModel } from './catalogue'
import { weekHours } from './hours'

export type DemoLocation = {
  name: string
  slug: string
  primary?: boolean
  location_type: 'sales' | 'service' | 'parts'
  street: string
  city: string
  state: string
  postcode: string
  lat: number
  long: number
  phone: string
  dealer_license_number?: string
  motor_vehicle_repairer?: string
  hours: ReturnType<typeof weekHours>
  /** Share of this dealership's stock parked here (sales locations only). */
  stockShare?: number
}

export type DemoDealership = { name: string; slug: string; phone: string; locations: DemoLocation[]; stock: Array<{ models: CatalogueModel[]; weight: number }> }

export type DemoWebsite = {
  slug: string
  name: string
  template: TemplateKey
  isDefault?: boolean
  tagline: string
  phone: string
  email: string
  theme: { primary: string; accent: string; surface: string }
  manufacturerName?: string
  /** Share of the total demo stock. */
  stockShare: number
  carTypeMix: { new: number; demo: number; used: number }
  stockPrefix: string
  dealerships: DemoDealership[]
  flags?: Record<string, boolean>
  /** The website's own My Garage address, like /mymotorama. */
  garagePath?: string
  /** Extra links for the header's More menu and the footer. */
  menus?: { header: Array<{ label: string; href: string }>; footer: Array<{ label: string; href: string }> }
}

const retail = weekHours(['08:30', '17:30'], ['08:30', '16:00'], null)
const service = weekHours(['07:30', '17:00'], ['08:00', '12:00'], null)
const extended = weekHours(['08:30', '18:00'], ['08:30', '17:00'], ['10:00', '16:00'])

const usedMix = { models: mainstream, weight: 1 }

export const demoWebsites: DemoWebsite[] = [
  {
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    template: 'franchise',
    isDefault: true,
    tagline: "Brisbane's bayside Toyota dealer since 1987",
    phone: '07 3268 4100',
    email: 'sales@harbourtoyota.example',
    theme: { primary: '#b0001e', accent: '#1d1d1b', surface: '#ffffff' },
    manufacturerName: 'Toyota',
    stockShare: 1 / 3,
    carTypeMix: { new: 0.35, demo: 0.1, used: 0.55 },
    stockPrefix: 'HT',
    dealerships: [
      {
        name: 'Harbour Toyota',
        slug: 'harbour-toyota',
        phone: '07 3268 4100',
        stock: [
          { models: toyota, weight: 3 },
          usedMix,
        ],
        locations: [
          { name: 'Harbour Toyota', slug: 'harbour-toyota-hamilton', primary: true, location_type: 'sales', street: '480 Kingsford Smith Drive', city: 'Hamilton', state: 'QLD', postcode: '4007', lat: -27.4385, long: 153.0721, phone: '07 3268 4100', dealer_license_number: '3380147', hours: extended, stockShare: 0.8 },
          { name: 'Harbour Toyota Used Car Centre', slug: 'harbour-toyota-used-albion', location_type: 'sales', street: '122 Sandgate Road', city: 'Albion', state: 'QLD', postcode: '4010', lat: -27.4305, long: 153.0432, phone: '07 3268 4180', dealer_license_number: '3380147', hours: retail, stockShare: 0.2 },
          { name: 'Harbour Toyota Service', slug: 'harbour-toyota-service', location_type: 'service', street: '490 Kingsford Smith Drive', city: 'Hamilton', state: 'QLD', postcode: '4007', lat: -27.4381, long: 153.0735, phone: '07 3268 4150', motor_vehicle_repairer: 'MVR 46123', hours: service },
          { name: 'Harbour Toyota Parts', slug: 'harbour-toyota-parts', location_type: 'parts', street: '490 Kingsford Smith Drive', city: 'Hamilton', state: 'QLD', postcode: '4007', lat: -27.4381, long: 153.0735, phone: '07 3268 4160', hours: service },
        ],
      },
    ],
  },
  {
    slug: 'summit-auto-group',
    garagePath: 'mysummit',
    menus: {
      header: [{ label: 'Our Brands', href: '/brands' }],
      footer: [
        { label: 'Warranty', href: '/warranty' },
        { label: 'FAQs', href: '/faqs' },
      ],
    },
    name: 'Summit Auto Group',
    template: 'group',
    tagline: 'Five dealerships, forty brands, one easy way to buy',
    phone: '1300 786 648',
    email: 'hello@summitautogroup.example',
    theme: { primary: '#0b3c5d', accent: '#f2a900', surface: '#ffffff' },
    stockShare: 1 / 2,
    carTypeMix: { new: 0.3, demo: 0.1, used: 0.6 },
    stockPrefix: 'SA',
    dealerships: [
      {
        name: 'Summit Mazda Brisbane',
        slug: 'summit-mazda',
        phone: '07 3357 2200',
        stock: [{ models: mainstream.filter((m) => m.make === 'Mazda'), weight: 3 }, usedMix],
        locations: [
          { name: 'Summit Mazda Brisbane', slug: 'summit-mazda-windsor', primary: true, location_type: 'sales', street: '210 Lutwyche Road', city: 'Windsor', state: 'QLD', postcode: '4030', lat: -27.4329, long: 153.0331, phone: '07 3357 2200', dealer_license_number: '3290551', hours: extended, stockShare: 1 },
          { name: 'Summit Mazda Service', slug: 'summit-mazda-service', location_type: 'service', street: '216 Lutwyche Road', city: 'Windsor', state: 'QLD', postcode: '4030', lat: -27.4322, long: 153.0334, phone: '07 3357 2250', motor_vehicle_repairer: 'MVR 40311', hours: service },
        ],
      },
      {
        name: 'Summit Hyundai Parramatta',
        slug: 'summit-hyundai',
        phone: '02 9630 1100',
        stock: [{ models: mainstream.filter((m) => m.make === 'Hyundai'), weight: 3 }, usedMix],
        locations: [
          { name: 'Summit Hyundai Parramatta', slug: 'summit-hyundai-parramatta', location_type: 'sales', street: '70 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8136, long: 151.0034, phone: '02 9630 1100', dealer_license_number: 'MD 047331', hours: extended, stockShare: 1 },
          { name: 'Summit Hyundai Service', slug: 'summit-hyundai-service', location_type: 'service', street: '74 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8141, long: 151.0036, phone: '02 9630 1150', motor_vehicle_repairer: 'MVRL 51233', hours: service },
        ],
      },
      {
        name: 'Summit Ford Dandenong',
        slug: 'summit-ford',
        phone: '03 9791 3300',
        stock: [{ models: mainstream.filter((m) => m.make === 'Ford'), weight: 3 }, usedMix],
        locations: [
          { name: 'Summit Ford Dandenong', slug: 'summit-ford-dandenong', location_type: 'sales', street: '1 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9875, long: 145.2149, phone: '03 9791 3300', dealer_license_number: 'LMCT 10442', hours: extended, stockShare: 1 },
          { name: 'Summit Ford Service', slug: 'summit-ford-service', location_type: 'service', street: '5 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9879, long: 145.2155, phone: '03 9791 3350', hours: service },
          { name: 'Summit Ford Parts', slug: 'summit-ford-parts', location_type: 'parts', street: '5 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9879, long: 145.2155, phone: '03 9791 3360', hours: service },
        ],
      },
      {
        name: 'Summit Motorcycles Gold Coast',
        slug: 'summit-motorcycles',
        phone: '07 5591 4400',
        stock: [{ models: motorcycles, weight: 1 }],
        locations: [
          { name: 'Summit Motorcycles Gold Coast', slug: 'summit-motorcycles-southport', location_type: 'sales', street: '88 Ferry Road', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9714, long: 153.4005, phone: '07 5591 4400', dealer_license_number: '3410072', hours: retail, stockShare: 1 },
        ],
      },
      {
        name: 'Summit Trucks Newcastle',
        slug: 'summit-trucks',
        phone: '02 4961 5500',
        stock: [{ models: trucks, weight: 1 }],
        locations: [
          { name: 'Summit Trucks Newcastle', slug: 'summit-trucks-mayfield', location_type: 'sales', street: '300 Industrial Drive', city: 'Mayfield', state: 'NSW', postcode: '2304', lat: -32.8835, long: 151.7368, phone: '02 4961 5500', dealer_license_number: 'MD 061145', hours: retail, stockShare: 1 },
          { name: 'Summit Trucks Service', slug: 'summit-trucks-service', location_type: 'service', street: '304 Industrial Drive', city: 'Mayfield', state: 'NSW', postcode: '2304', lat: -32.8839, long: 151.7372, phone: '02 4961 5550', hours: service },
        ],
      },
    ],
  },
  {
    slug: 'coastal-caravans',
    name: 'Coastal Caravans & Motorhomes',
    template: 'caravan',
    tagline: 'Caravans, campers and motorhomes for the great Aussie lap',
    phone: '07 5491 7700',
    email: 'sales@coastalcaravans.example',
    theme: { primary: '#00606b', accent: '#f4a259', surface: '#fdfaf3' },
    stockShare: 1 / 6,
    carTypeMix: { new: 0.6, demo: 0, used: 0.4 },
    stockPrefix: 'CC',
    flags: { spinToWin: true },
    dealerships: [
      {
        name: 'Coastal Caravans & Motorhomes',
        slug: 'coastal-caravans',
        phone: '07 5491 7700',
        stock: [{ models: caravans, weight: 1 }],
        locations: [
          { name: 'Coastal Caravans Caloundra', slug: 'coastal-caravans-caloundra', primary: true, location_type: 'sales', street: '15 Caloundra Road', city: 'Caloundra West', state: 'QLD', postcode: '4551', lat: -26.7993, long: 153.1102, phone: '07 5491 7700', dealer_license_number: '3500981', hours: retail, stockShare: 0.7 },
          { name: 'Coastal Caravans Ballina', slug: 'coastal-caravans-ballina', location_type: 'sales', street: '40 River Street', city: 'Ballina', state: 'NSW', postcode: '2478', lat: -28.8666, long: 153.5621, phone: '02 6686 7700', dealer_license_number: 'MD 071220', hours: retail, stockShare: 0.3 },
          { name: 'Coastal Caravans Service', slug: 'coastal-caravans-service', location_type: 'service', street: '17 Caloundra Road', city: 'Caloundra West', state: 'QLD', postcode: '4551', lat: -26.7996, long: 153.1106, phone: '07 5491 7750', hours: service },
        ],
      },
    ],
  },
]
