/**
 * Real makes, models, badges and typical Australian prices, for deterministic demo stock.
 * `price` is the new drive-away price of the base badge; each later badge costs `step` more.
 */
export type CatalogueModel = {
  make: string
  model: string
  body: string
  simple_body: string
  item_type: 'car' | 'motorcycle' | 'truck' | 'caravan' | 'motorhome'
  badges: string[]
  series?: string
  price: number
  step: number
  fuels: Array<'petrol' | 'diesel' | 'hybrid' | 'plug-in hybrid' | 'electric'>
  drive: string
  seats: number
  doors: number
  engine: number
  cylinders: number
}

const car = (
  make: string,
  model: string,
  simple_body: string,
  badges: string[],
  price: number,
  step: number,
  fuels: CatalogueModel['fuels'],
  extra: Partial<CatalogueModel> = {},
): CatalogueModel => ({
  make,
  model,
  body: bodyNames[simple_body] ?? simple_body,
  simple_body,
  item_type: 'car',
  badges,
  price,
  step,
  fuels,
  drive: simple_body === 'ute' || simple_body === '4x4' ? '4x4' : simple_body === 'suv' ? 'AWD' : 'FWD',
  seats: simple_body === 'peopleMover' ? 8 : simple_body === 'ute' ? 5 : simple_body === 'coupe' ? 4 : 5,
  doors: simple_body === 'coupe' ? 2 : simple_body === 'van' ? 4 : 4,
  engine: fuels[0] === 'electric' ? 0 : 2000,
  cylinders: fuels[0] === 'electric' ? 0 : 4,
  ...extra,
})

const bodyNames: Record<string, string> = {
  hatch: 'Hatchback',
  sedan: 'Sedan',
  suv: 'Wagon',
  ute: 'Utility',
  van: 'Van',
  coupe: 'Coupe',
  peopleMover: 'People Mover',
  '4x4': 'Wagon',
  wagon: 'Wagon',
  cabChassis: 'Cab Chassis',
  lightTruck: 'Light Truck',
  convertible: 'Convertible',
  motorhome: 'Motorhome',
}

export const toyota: CatalogueModel[] = [
  car('Toyota', 'Corolla', 'hatch', ['Ascent Sport', 'SX', 'ZR'], 31990, 4000, ['hybrid', 'petrol']),
  car('Toyota', 'Camry', 'sedan', ['Ascent', 'SX', 'SL'], 38990, 5000, ['hybrid']),
  car('Toyota', 'RAV4', 'suv', ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], 41990, 4500, ['hybrid', 'petrol']),
  car('Toyota', 'HiLux', 'ute', ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], 38990, 8000, ['diesel'], { engine: 2800 }),
  car('Toyota', 'LandCruiser 300', 'suv', ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], 99990, 12000, ['diesel'], { engine: 3300, cylinders: 6, seats: 7 }),
  car('Toyota', 'Prado', 'suv', ['GX', 'GXL', 'VX', 'Kakadu'], 74990, 9000, ['diesel'], { engine: 2800, seats: 7 }),
  car('Toyota', 'Kluger', 'suv', ['GX', 'GXL', 'Grande'], 58990, 9000, ['hybrid'], { seats: 7, engine: 2500 }),
  car('Toyota', 'C-HR', 'suv', ['GXL', 'Koba', 'GR Sport'], 41990, 5000, ['hybrid']),
  car('Toyota', 'Yaris Cross', 'suv', ['GX', 'GXL', 'Urban'], 31990, 3000, ['hybrid', 'petrol'], { engine: 1500, cylinders: 3 }),
  car('Toyota', 'bZ4X', 'suv', ['FWD', 'AWD'], 66990, 6000, ['electric']),
  car('Toyota', 'HiAce', 'van', ['LWB', 'SLWB', 'Commuter'], 54990, 6000, ['diesel'], { engine: 2800, seats: 3 }),
  car('Toyota', 'GR86', 'coupe', ['GTS'], 47990, 0, ['petrol'], { drive: 'RWD', engine: 2400 }),
]

export const mainstream: CatalogueModel[] = [
  car('Mazda', 'CX-5', 'suv', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], 36990, 4500, ['petrol']),
  car('Mazda', 'CX-3', 'suv', ['Neo Sport', 'Maxx Sport', 'Akari'], 29990, 3500, ['petrol']),
  car('Mazda', 'Mazda3', 'hatch', ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], 32990, 3500, ['petrol']),
  car('Mazda', 'BT-50', 'ute', ['XS', 'XT', 'GT', 'Thunder'], 44990, 6000, ['diesel'], { engine: 3000 }),
  car('Mazda', 'CX-90', 'suv', ['Touring', 'GT', 'Azami'], 79990, 9000, ['petrol'], { cylinders: 6, seats: 7, engine: 3300 }),
  car('Hyundai', 'i30', 'hatch', ['Active', 'Elite', 'N Line'], 29990, 4000, ['petrol']),
  car('Hyundai', 'Tucson', 'suv', ['Tucson', 'Elite', 'Highlander'], 38990, 6000, ['petrol', 'hybrid', 'diesel']),
  car('Hyundai', 'Santa Fe', 'suv', ['Santa Fe', 'Elite', 'Calligraphy'], 58990, 8000, ['hybrid'], { seats: 7 }),
  car('Hyundai', 'Kona', 'suv', ['Kona', 'N Line', 'Premium'], 33990, 5000, ['petrol', 'electric']),
  car('Hyundai', 'IONIQ 5', 'suv', ['Dynamiq', 'Epiq', 'N'], 72990, 10000, ['electric']),
  car('Kia', 'Sportage', 'suv', ['S', 'SX', 'GT-Line'], 37990, 6000, ['petrol', 'diesel', 'hybrid']),
  car('Kia', 'Carnival', 'peopleMover', ['S', 'Sport', 'Platinum'], 52990, 8000, ['diesel', 'hybrid'], { seats: 8 }),
  car('Kia', 'EV6', 'suv', ['Air', 'GT-Line'], 72590, 12000, ['electric']),
  car('Kia', 'Cerato', 'sedan', ['S', 'Sport', 'GT'], 28990, 4000, ['petrol']),
  car('Ford', 'Ranger', 'ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 45990, 7000, ['diesel'], { engine: 2000 }),
  car('Ford', 'Everest', 'suv', ['Ambiente', 'Trend', 'Sport', 'Platinum'], 62990, 7000, ['diesel'], { seats: 7 }),
  car('Ford', 'Mustang', 'coupe', ['GT', 'Dark Horse'], 81990, 18000, ['petrol'], { drive: 'RWD', cylinders: 8, engine: 5000 }),
  car('Ford', 'Transit Custom', 'van', ['Trend', 'Sport'], 54990, 8000, ['diesel'], { seats: 3 }),
  car('Mitsubishi', 'Triton', 'ute', ['GLX', 'GLX+', 'GLS'], 42990, 6000, ['diesel'], { engine: 2400 }),
  car('Mitsubishi', 'Outlander', 'suv', ['ES', 'LS', 'Aspire', 'Exceed'], 39990, 5000, ['petrol', 'plug-in hybrid'], { seats: 7 }),
  car('Nissan', 'Navara', 'ute', ['SL', 'ST', 'ST-X', 'PRO-4X'], 43990, 6000, ['diesel'], { engine: 2300 }),
  car('Nissan', 'X-Trail', 'suv', ['ST', 'ST-L', 'Ti', 'Ti-L'], 39990, 6000, ['petrol', 'hybrid']),
  car('Nissan', 'Patrol', 'suv', ['Ti', 'Ti-L', 'Warrior'], 92990, 12000, ['petrol'], { cylinders: 8, engine: 5600, seats: 8 }),
  car('Volkswagen', 'Golf', 'hatch', ['Life', 'R-Line', 'GTI', 'R'], 39990, 8000, ['petrol']),
  car('Volkswagen', 'Amarok', 'ute', ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], 56990, 7000, ['diesel']),
  car('Subaru', 'Forester', 'suv', ['2.5i', '2.5i-L', 'Premium', 'Sport', 'S'], 39990, 4000, ['petrol', 'hybrid'], { drive: 'AWD' }),
  car('Subaru', 'Outback', 'wagon', ['AWD', 'Sport', 'Touring'], 47990, 5000, ['petrol'], { drive: 'AWD' }),
  car('Tesla', 'Model 3', 'sedan', ['RWD', 'Long Range', 'Performance'], 58990, 12000, ['electric'], { drive: 'RWD' }),
  car('Tesla', 'Model Y', 'suv', ['RWD', 'Long Range', 'Performance'], 62990, 12000, ['electric']),
  car('BYD', 'Atto 3', 'suv', ['Standard Range', 'Extended Range'], 44990, 3000, ['electric']),
  car('BYD', 'Seal', 'sedan', ['Dynamic', 'Premium', 'Performance'], 54990, 8000, ['electric'], { drive: 'RWD' }),
  car('MG', 'ZS', 'suv', ['Excite', 'Essence'], 26990, 3000, ['petrol', 'hybrid']),
  car('MG', 'MG4', 'hatch', ['Excite 51', 'Essence 64', 'XPOWER'], 39990, 6000, ['electric'], { drive: 'RWD' }),
  car('Isuzu', 'D-Max', 'ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], 41990, 6000, ['diesel'], { engine: 3000 }),
  car('Isuzu', 'MU-X', 'suv', ['LS-M', 'LS-U', 'LS-T'], 52990, 6000, ['diesel'], { seats: 7, engine: 3000 }),
  car('Suzuki', 'Swift', 'hatch', ['Hybrid', 'Hybrid Plus', 'Hybrid GLX'], 25990, 2500, ['hybrid'], { engine: 1200, cylinders: 3 }),
  car('Suzuki', 'Jimny', '4x4', ['Lite', 'XL'], 32990, 3000, ['petrol'], { doors: 3, seats: 4, engine: 1500 }),
  car('BMW', 'X5', 'suv', ['xDrive30d', 'xDrive50e', 'M60i'], 129900, 20000, ['diesel', 'plug-in hybrid'], { cylinders: 6, engine: 3000 }),
  car('Mercedes-Benz', 'C-Class', 'sedan', ['C200', 'C300', 'C43 AMG'], 79900, 15000, ['petrol'], { drive: 'RWD' }),
]

const bike = (make: string, model: string, badges: string[], price: number, engine: number): CatalogueModel => ({
  make,
  model,
  body: 'Motorcycle',
  simple_body: 'motorcycle',
  item_type: 'motorcycle',
  badges,
  price,
  step: 1500,
  fuels: ['petrol'],
  drive: 'Chain',
  seats: 2,
  doors: 0,
  engine,
  cylinders: 2,
})

export const motorcycles: CatalogueModel[] = [
  bike('Yamaha', 'MT-07', ['LAMS', 'Standard'], 12499, 689),
  bike('Yamaha', 'Tenere 700', ['Standard', 'World Raid'], 18999, 689),
  bike('Kawasaki', 'Ninja 650', ['LAMS', 'KRT Edition'], 11999, 649),
  bike('Kawasaki', 'Z900', ['Standard', 'SE'], 15999, 948),
  bike('Honda', 'CB650R', ['Standard', 'E-Clutch'], 14999, 649),
  bike('Harley-Davidson', 'Street Glide', ['Standard', 'Special'], 49995, 1923),
]

const truck = (make: string, model: string, badges: string[], price: number): CatalogueModel => ({
  make,
  model,
  body: 'Cab Chassis',
  simple_body: 'lightTruck',
  item_type: 'truck',
  badges,
  price,
  step: 8000,
  fuels: ['diesel'],
  drive: 'RWD',
  seats: 3,
  doors: 2,
  engine: 5200,
  cylinders: 4,
})

export const trucks: CatalogueModel[] = [
  truck('Isuzu', 'N Series NPR', ['45-155 AMT', '65-190 Crew'], 89990),
  truck('Hino', '300 Series', ['616 Auto', '921 Hybrid'], 94990),
  truck('Fuso', 'Canter', ['515 Wide', '918 Wide'], 84990),
]

const caravan = (make: string, model: string, badges: string[], price: number, item_type: 'caravan' | 'motorhome'): CatalogueModel => ({
  make,
  model,
  body: item_type === 'caravan' ? 'Caravan' : 'Motorhome',
  simple_body: item_type === 'caravan' ? 'caravan' : 'motorhome',
  item_type,
  badges,
  price,
  step: 9000,
  fuels: item_type === 'caravan' ? [] : ['diesel'],
  drive: item_type === 'caravan' ? 'Trailer' : 'RWD',
  seats: item_type === 'caravan' ? 0 : 4,
  doors: 1,
  engine: item_type === 'caravan' ? 0 : 3000,
  cylinders: item_type === 'caravan' ? 0 : 4,
})

export const caravans: CatalogueModel[] = [
  caravan('Jayco', 'Journey', ['17.55-3', '19.61-4 Outback', '21.65-4 Outback'], 74990, 'caravan'),
  caravan('Jayco', 'Crosstrak', ['14.47-1 Off-road'], 54990, 'caravan'),
  caravan('Jayco', 'Silverline', ['21.65-3', '23.71-4'], 109990, 'caravan'),
  caravan('Lotus Caravans', 'Trooper', ['18ft Off-road', '21ft Family'], 119990, 'caravan'),
  caravan('Zone RV', 'Z-4', ['Off-road Hybrid'], 79990, 'caravan'),
  caravan('Coromal', 'Element', ['E19 Ensuite', 'E21 Bunk'], 69990, 'caravan'),
  caravan('Avida', 'Esperance', ['C7944 SL', 'B7942 SL'], 189990, 'motorhome'),
  caravan('Sunliner', 'Switch', ['S4', 'S6'], 164990, 'motorhome'),
]

export const colours = ['White', 'Silver', 'Black', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Bronze', 'Yellow'] as const
