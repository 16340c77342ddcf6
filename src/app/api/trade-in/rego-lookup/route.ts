import { websitePost } from '@/services/http/websiteRoute'
import { lookupRego } from '@/services/tradeIn/flow'

/** POST /api/trade-in/rego-lookup {rego, state} → {vehicle} or 404 with the manual-entry message. */
export const POST = websitePost(({ payload, body, ip }) => lookupRego(payload, body, ip))
