import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { contentTag } from '@/data/cacheTags'

type Tenanted = { id: number | string; tenant?: number | { id: number } | null }

const tenantOf = (doc: Tenanted | undefined) => (typeof doc?.tenant === 'object' ? doc?.tenant?.id : doc?.tenant)

/** Expires the content cache of the websites a document belongs to (before and after a move), no other. */
export function expireContent(websites: Array<number | null | undefined>) {
  for (const website of new Set(websites.filter((id): id is number => typeof id === 'number'))) {
    try {
      // Expire now: the next shopper sees what was published.
      revalidateTag(contentTag(website), { expire: 0 })
    } catch {
      // Outside a Next.js request (seed, scripts, tests) there is no page cache to clear.
    }
  }
}

export const contentChangedAfterChange: CollectionAfterChangeHook<Tenanted> = ({ doc, previousDoc }) => {
  expireContent([tenantOf(doc), tenantOf(previousDoc)])
  return doc
}

export const contentChangedAfterDelete: CollectionAfterDeleteHook<Tenanted> = ({ doc }) => {
  expireContent([tenantOf(doc)])
  return doc
}

export const contentChangedHooks = { afterChange: [contentChangedAfterChange], afterDelete: [contentChangedAfterDelete] }
