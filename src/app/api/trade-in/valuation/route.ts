import { websitePost } from '@/services/http/websiteRoute'
import { valueTradeIn } from '@/services/tradeIn/flow'

/** POST /api/trade-in/valuation: creates the trade-in lead and answers with the online offer (or why there is none). */
export const POST = websitePost(({ payload, website, body, ip, userAgent }) => valueTradeIn(payload, { website, body, ip, userAgent }))
