/** The id of a relationship field whether Payload returned it as an id or as the populated document. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null
