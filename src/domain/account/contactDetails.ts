type Known = { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null }

/** What a form can be prefilled with for a signed-in shopper, keyed by the lead forms' field names; unknown details left out. */
export function contactDetails(shopper: Known | null | undefined): Record<string, string> {
  const details = { name: shopper?.first_name, last_name: shopper?.last_name, email: shopper?.email, phone: shopper?.phone }
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
}
