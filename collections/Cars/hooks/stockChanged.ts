import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Car } from '@/payload-types'
import { stockIndex } from '@/search/adapters'
import { bumpStockVersion } from '@/search/stockVersion'

const tenantOf = (car: Pick<Car, 'tenant'> | undefined) => (typeof car?.tenant === 'object' ? car?.tenant?.id : car?.tenant)

/** A saved car: its website's cached searches go stale, and an external index (if any) is told, without waiting for it. */
export const stockChangedAfterChange: CollectionAfterChangeHook<Car> = async ({ doc, previousDoc, req }) => {
  const websites = new Set([tenantOf(doc), tenantOf(previousDoc)].filter((id): id is number => typeof id === 'number'))
  for (const website of websites) await bumpStockVersion(req.payload, website, req)
  stockIndex(req.payload)?.upsert([doc.id])
  return doc
}

export const stockChangedAfterDelete: CollectionAfterDeleteHook<Car> = async ({ doc, req }) => {
  const website = tenantOf(doc)
  if (typeof website === 'number') await bumpStockVersion(req.payload, website, req)
  stockIndex(req.payload)?.remove([doc.id])
  return doc
}
