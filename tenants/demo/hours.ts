type Day = { weekday: string; status: 'Open' | 'Closed'; open?: string; close?: string }

/** Opening hours Sunday (0) to Saturday (6), as stored on a location. */
export function weekHours(weekdays: [string, string] | null, saturday: [string, string] | null, sunday: [string, string] | null): Day[] {
  const day = (weekday: number, hours: [string, string] | null): Day =>
    hours ? { weekday: String(weekday), status: 'Open', open: hours[0], close: hours[1] } : { weekday: String(weekday), status: 'Closed' }
  return [day(0, sunday), day(1, weekdays), day(2, weekdays), day(3, weekdays), day(4, weekdays), day(5, weekdays), day(6, saturday)]
}
