/** Every cache tag names its website, so one dealer's save never clears another dealer's pages. */
export const websiteTag = (websiteId: number | string) => `website:${websiteId}`
/** Pages rendered once from a website's stock and kept: the parameterless search routes. */
export const stockTag = (websiteId: number | string) => `website:${websiteId}:stock`
/** What editors publish: pages, posts, promos, brands, locations, reviews and menus. */
export const contentTag = (websiteId: number | string) => `website:${websiteId}:content`
