import type { CollectionBeforeValidateHook, CollectionSlug } from 'payload'
import { ValidationError } from 'payload'

/**
 * A slug is unique within a website: a clash is refused on the slug field with a message an editor
 * understands, before the database's unique index would answer with a bare error.
 */
export function uniqueSlugPerWebsite(collection: CollectionSlug, noun: string, pathPrefix = '/'): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    const slug = data?.slug ?? originalDoc?.slug
    const tenantValue = data?.tenant ?? originalDoc?.tenant
    const tenant = typeof tenantValue === 'object' ? tenantValue?.id : tenantValue
    if (typeof slug !== 'string' || !slug || !tenant) return data
    const clash = await req.payload.find({
      collection,
      where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: slug } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
    })
    if (clash.docs.length) {
      throw new ValidationError({
        collection,
        errors: [{ path: 'slug', message: `Another ${noun} on this website already uses ${pathPrefix}${slug}. Choose a different slug.` }],
      })
    }
    return data
  }
}
