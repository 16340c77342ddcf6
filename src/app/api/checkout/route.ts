import { CHECKOUT_TEXT } from '@/domain/checkout/schema'
import { websitePost } from '@/services/http/websiteRoute'
import { startCheckout } from '@/services/checkout/start'

/** POST /api/checkout: reserve or buy a car online; answers `redirectUrl` (payment page or confirmation) or `error` with `fields`. */
export const POST = websitePost(startCheckout, CHECKOUT_TEXT.failed)
