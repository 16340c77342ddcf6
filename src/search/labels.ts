import { formatMoney } from '@/domain/priceDisplay'
import type { Facet } from './facets'

export const facetLabels: Record<Facet, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  make_model: 'Make and model',
  body: 'Body type',
  price: 'Price',
  price_range: 'Price range',
  weekly_price_range: 'Weekly repayment',
  subscription_price: 'Subscription per week',
  year: 'Year',
  km: 'Kilometres',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  location_name: 'Location',
  dealership_name: 'Dealership',
  city: 'City',
  state: 'State',
  filtered_features: 'Features',
  categories: 'Categories',
  item_type: 'Vehicle type',
  certified: 'Certified',
  status: 'Availability',
  tag: 'Tag',
  badge: 'Badge',
  created_at_timestamp: 'Listed',
}

const words: Record<string, string> = {
  new: 'New', demo: 'Demo', used: 'Used', in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold', suv: 'SUV', ute: 'Ute',
  '4x4': '4x4', ev: 'EV', peopleMover: 'People Mover', cabChassis: 'Cab Chassis', lightTruck: 'Light Truck', stationWagon: 'Station Wagon',
  hatch: 'Hatch', hatchback: 'Hatchback', sedan: 'Sedan', wagon: 'Wagon', van: 'Van', coupe: 'Coupe', convertible: 'Convertible',
  motorhome: 'Motorhome', bus: 'Bus', prestige: 'Prestige', softtop: 'Soft Top', hardtop: 'Hard Top', petrol: 'Petrol', diesel: 'Diesel',
  hybrid: 'Hybrid', 'plug-in hybrid': 'Plug-in Hybrid', electric: 'Electric', lpg: 'LPG', automatic: 'Automatic', manual: 'Manual',
  car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', caravan: 'Caravan', camper: 'Camper', boat: 'Boat', true: 'Certified only',
}

function rangeLabel(value: string, suffix = ''): string {
  const [min, max] = value.replace('+', '').split('-').map(Number)
  if (value.endsWith('+')) return `${formatMoney(min)}+${suffix}`
  return `${formatMoney(min)} – ${formatMoney(max)}${suffix}`
}

/** How a facet value reads to a shopper: "In Stock", "SUV", "$10,000 – $20,000"; the used label is the website's. */
export function valueLabel(facet: Facet, value: string, usedLabel?: string | null): string {
  if (facet === 'car_type' && value === 'used' && usedLabel) return usedLabel
  if (facet === 'price_range') return rangeLabel(value)
  if (facet === 'weekly_price_range') return rangeLabel(value, ' /week')
  if (facet === 'seats') return `${value} seats`
  return words[value] ?? value
}
