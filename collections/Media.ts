import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { staffOnly } from './access/staffOnly'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: shopperRead(), create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: process.env.MEDIA_DIR ?? '.data/media',
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 300, height: 200, position: 'centre' },
      { name: 'card', width: 600, height: 400, position: 'centre' },
      { name: 'wide', width: 1600, withoutEnlargement: true },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for people who cannot see it.' } }],
}
