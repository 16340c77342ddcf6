export const carTypes = ['new', 'demo', 'used'] as const
export const carStatuses = ['in_stock', 'coming_soon', 'sold'] as const
export const itemTypes = ['car', 'motorcycle', 'truck', 'caravan', 'motorhome', 'camper', 'boat'] as const
export const priceTypes = ['drive_away', 'excl_govt_charges', 'plus_orc', 'egc', 'negotiable'] as const
export const simpleBodies = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck',
  'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const
export const simpleFuels = ['petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric', 'lpg'] as const
export const simpleTransmissions = ['automatic', 'manual'] as const
export const states = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
