/** §4: on the vehicle page and for finance, in stock and coming soon count as in stock; anything else is sold. */
export function isInStock(status: string | null | undefined): boolean {
  return status === 'in_stock' || status === 'coming_soon' || status === undefined || status === null
}
