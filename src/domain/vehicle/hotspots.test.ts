import { describe, expect, it } from 'vitest'
import { parseHotspots } from './hotspots'
import { hotspotsAt } from './hotspotsAt'

describe('hotspots', () => {
  it('keeps well-formed entries and skips the rest', () => {
    const parsed = parseHotspots({
      exterior: [{ x: 40, y: 60, label: 'LED headlights', frame: 0 }, { x: 140, y: 20, label: 'off the picture' }, 'junk', { x: 10, y: 10, label: '' }],
      interior: [{ x: 50, y: 50, label: '12.3" display', description: 'Wireless Apple CarPlay' }],
    })
    expect(parsed.exterior.map((h) => h.label)).toEqual(['LED headlights'])
    expect(parsed.interior).toHaveLength(1)
    expect(parseHotspots(null)).toEqual({ exterior: [], interior: [] })
    expect(parseHotspots('nonsense')).toEqual({ exterior: [], interior: [] })
  })

  it('shows an exterior hotspot on its frame and one either side, wrapping round', () => {
    const spots = [{ x: 1, y: 1, label: 'Front', frame: 0 }, { x: 1, y: 1, label: 'Side', frame: 9 }]
    expect(hotspotsAt(0, 36, spots).map((s) => s.label)).toEqual(['Front'])
    expect(hotspotsAt(35, 36, spots).map((s) => s.label)).toEqual(['Front'])
    expect(hotspotsAt(10, 36, spots).map((s) => s.label)).toEqual(['Side'])
    expect(hotspotsAt(20, 36, spots)).toEqual([])
  })
})
