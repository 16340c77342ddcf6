/** A point of interest on the car: x and y in percent of the picture, on one 360° frame (exterior) or the interior view. */
export type Hotspot = { x: number; y: number; label: string; description?: string; frame?: number }

/** Exterior hotspots sit on one frame and stay visible one frame either side of it, all the way round. */
export function hotspotsAt(frame: number, frameCount: number, spots: Hotspot[]): Hotspot[] {
  if (frameCount <= 0) return []
  return spots.filter((spot) => {
    const distance = Math.abs(((spot.frame ?? 0) % frameCount) - frame)
    return Math.min(distance, frameCount - distance) <= 1
  })
}
