import { slugParam } from '@/domain/slugify'

/** A car's slug as its pages and `car_id` in print and finance links carry it (§2 /cars/{slug}, /print?car_id={slug}). */
export const carIdParam = slugParam(200, 'Not a car address.')

export function readCarId(value: string | string[] | null | undefined): string | null {
  const parsed = carIdParam.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : null
}
