/** The IANA zone a location's state keeps its opening hours in. */
const zones: Record<string, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
}

/** §9: state defaults to QLD, so Brisbane time where a location names none. */
export function timeZoneForState(state: string | null | undefined): string {
  return zones[state ?? ''] ?? zones.QLD!
}
