/** Every cache tag names its website, so one dealer's save never clears another dealer's pages. */
export const websiteTag = (websiteId: number | string) => `website:${websiteId}`
export const collectionTag = (websiteId: number | string, collection: string) => `website:${websiteId}:${collection}`
