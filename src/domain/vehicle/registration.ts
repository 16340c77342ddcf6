const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })

/**
 * §4 registration expiry: a future date reads "Expires on {date}"; a past one reads "Unregistered"
 * where the dealer wants it said, and is left out otherwise.
 */
export function registrationText(expiry: string | null | undefined, options: { now: Date; showUnregistered: boolean }): string | null {
  if (!expiry) return null
  const date = new Date(expiry)
  if (Number.isNaN(date.getTime())) return null
  if (date.getTime() >= options.now.getTime()) return `Expires on ${dateFormat.format(date)}`
  return options.showUnregistered ? 'Unregistered' : null
}
