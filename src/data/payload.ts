import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

export const payloadClient = cache(() => getPayload({ config }))
