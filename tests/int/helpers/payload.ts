import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
