import { z } from 'zod'
import type { Hotspot } from './hotspotsAt'

/** The feed's hotspots, checked on the server; the 360° viewer only needs `hotspotsAt`, which stays free of zod. */
const hotspot = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  label: z.string().trim().min(1).max(80),
  description: z.string().trim().max(400).optional(),
  frame: z.number().int().min(0).optional(),
})

const list = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = hotspot.safeParse(item)
    return parsed.success ? [parsed.data] : []
  }),
)

const hotspots = z.object({ exterior: list.default([]), interior: list.default([]) })

/** The car's hotspots as the dealer's feed wrote them; malformed entries are skipped, never fatal. */
export function parseHotspots(value: unknown): { exterior: Hotspot[]; interior: Hotspot[] } {
  const parsed = hotspots.safeParse(value ?? {})
  return parsed.success ? parsed.data : { exterior: [], interior: [] }
}
