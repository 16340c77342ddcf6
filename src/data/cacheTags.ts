/** Every cache tag names its website, so one dealer's save never clears another dealer's pages. */
export const websiteTag = (websiteId: number | string) => `website:${websiteId}`
export const collectionTag = (websiteId: number | string, collection: string) => `website:${websiteId}:${collection}`
/** Everything rendered from a website's stock: cached landing pages of search, home, offers. */
export const stockTag = (websiteId: number | string) => `website:${websiteId}:stock`
