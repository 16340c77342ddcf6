import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { forgetResolvedWebsites } from '@tenants/resolveWebsite'
import { websiteTag } from '@/data/cacheTags'

function forget(id: number | string) {
  forgetResolvedWebsites()
  try {
    // Expire now: a renamed or re-themed website must not show its old face on cached pages.
    revalidateTag(websiteTag(id), { expire: 0 })
  } catch {
    // Outside a Next.js request (seed, tests, scripts) there is no cache to revalidate.
  }
}

export const forgetWebsiteAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  forget(doc.id)
  return doc
}

export const forgetWebsiteAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  forget(doc.id)
  return doc
}
