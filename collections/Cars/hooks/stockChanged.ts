import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'
import type { Car } from '@/payload-types'
import { stockTag } from '@/data/cacheTags'
import { stockIndex } from '@/search/adapters'
import { bumpStockVersion } from '@/search/stockVersion'

const tenantOf = (car: Pick<Car, 'tenant'> | undefined) => (typeof car?.tenant === 'object' ? car?.tenant?.id : car?.tenant)

async function stockChanged(req: PayloadRequest, websites: Set<number>) {
  for (const website of websites) {
    await bumpStockVersion(req.payload, website, req)
    try {
      // Expire now, not stale-while-revalidate: the next shopper sees the saved car.
      revalidateTag(stockTag(website), { expire: 0 })
    } catch {
      // Outside a Next.js request (seed, scripts, tests) there is no page cache to clear.
    }
  }
}

/** A saved car: its website's cached searches and pages go stale, and an external index (if any) is told, without waiting for it. */
export const stockChangedAfterChange: CollectionAfterChangeHook<Car> = async ({ doc, previousDoc, req }) => {
  await stockChanged(req, new Set([tenantOf(doc), tenantOf(previousDoc)].filter((id): id is number => typeof id === 'number')))
  stockIndex(req.payload)?.upsert([doc.id])
  return doc
}

export const stockChangedAfterDelete: CollectionAfterDeleteHook<Car> = async ({ doc, req }) => {
  const website = tenantOf(doc)
  await stockChanged(req, new Set(typeof website === 'number' ? [website] : []))
  stockIndex(req.payload)?.remove([doc.id])
  return doc
}
