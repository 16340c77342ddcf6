import { z } from 'zod'

/** A point of interest on the car: x and y in percent of the picture, on one 360° frame (exterior) or the interior view. */
const hotspot = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  label: z.string().trim().min(1).max(80),
  description: z.string().trim().max(400).optional(),
  frame: z.number().int().min(0).optional(),
})

export type Hotspot = z.infer<typeof hotspot>

const list = z.array(z.unknown()).transform((items) => items.flatMap((item) => {
  const parsed = hotspot.safeParse(item)
  return parsed.success ? [parsed.data] : []
}))

const hotspots = z.object({ exterior: list.default([]), interior: list.default([]) })

/** The car's hotspots as the dealer's feed wrote them; malformed entries are skipped, never fatal. */
export function parseHotspots(value: unknown): { exterior: Hotspot[]; interior: Hotspot[] } {
  const parsed = hotspots.safeParse(value ?? {})
  return parsed.success ? parsed.data : { exterior: [], interior: [] }
}

/** Exterior hotspots sit on one frame and stay visible one frame either side of it, all the way round. */
export function hotspotsAt(frame: number, frameCount: number, spots: Hotspot[]): Hotspot[] {
  if (frameCount <= 0) return []
  return spots.filter((spot) => {
    const distance = Math.abs(((spot.frame ?? 0) % frameCount) - frame)
    return Math.min(distance, frameCount - distance) <= 1
  })
}
