import { z } from 'zod'

/** `car_id` in print and finance links is the car's slug (§2 /print?car_id={slug}). */
export const carIdParam = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

export function readCarId(value: string | string[] | null | undefined): string | null {
  const parsed = carIdParam.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : null
}
