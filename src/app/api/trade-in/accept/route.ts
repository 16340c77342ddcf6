import { websitePost } from '@/services/http/websiteRoute'
import { acceptOffer } from '@/services/tradeIn/flow'

/** POST /api/trade-in/accept {lead_id, access_token}: the shopper accepts the online offer. */
export const POST = websitePost(({ payload, website, body }) => acceptOffer(payload, { website, body }))
