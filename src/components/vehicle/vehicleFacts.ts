import type { Car } from '@/payload-types'
import { specLines, type SpecLine } from '@/domain/vehicle/specLines'
import { valueLabel } from '@/search/labels'

/** The key information block: what a shopper compares first. */
export function keyFacts(car: Car, registration: string | null): SpecLine[] {
  return specLines([
    ['Year', car.year ? String(car.year) : null],
    ['Kilometres', car.km, 'km'],
    ['Body', car.body],
    ['Transmission', car.trans],
    ['Fuel', car.fuel],
    ['Drive', car.drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres} L${car.variant?.cylinders ? `, ${car.variant.cylinders} cylinders` : ''}` : null],
    ['Colour', car.colour],
    ['Registration', car.regplate ? `${car.regplate}${registration ? ` (${registration})` : ''}` : registration],
    ['Stock number', car.stocknum],
  ])
}

/** The full specifications, variant and caravan figures included; empty lines are dropped. */
export function fullSpecs(car: Car): SpecLine[] {
  const v = car.variant ?? {}
  const c = car.caravan ?? {}
  return specLines([
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Condition', valueLabel('car_type', car.car_type)],
    ['Body type', car.body],
    ['Interior colour', car.interior_colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Gears', car.gearnum],
    ['Engine size', car.engine_size, 'cc'],
    ['Induction', v.induction],
    ['Torque', v.torque],
    ['Fuel consumption (combined)', v.fuelconsumptioncombined, 'L/100 km'],
    ['Fuel capacity', v.fuelcapacity, 'L'],
    ['Towing capacity (braked)', v.towingcapacitybraked, 'kg'],
    ['Gross vehicle mass', v.grossvehiclemass, 'kg'],
    ['Length', v.vehiclelength, 'mm'],
    ['Width', v.vehiclewidth, 'mm'],
    ['Height', v.vehicleheight, 'mm'],
    ['ANCAP rating', v.ancaprating ? `${v.ancaprating} stars` : null],
    ['Body width', c.body_width, 'mm'],
    ['Body length', c.body_length, 'mm'],
    ['Tare weight', c.tare_weight, 'kg'],
    ['Aggregate trailer mass', c.aggregate_trailer_mass, 'kg'],
    ['Axle', c.axle_type],
    ['Sleeps', c.sleeps],
    ['VIN', car.vin],
    ['Build date', car.build_date ? new Date(car.build_date).toLocaleDateString('en-AU', { month: 'long', year: 'numeric' }) : null],
  ])
}

export function equipment(car: Car): string[] {
  return Array.isArray(car.standardEquipment) ? car.standardEquipment.filter((e): e is string => typeof e === 'string' && e.trim() !== '') : []
}
