import { websitePost } from '@/services/http/websiteRoute'
import { spinTheWheel } from '@/services/promotions/spin'

/** POST /api/spin-to-win: the signed-in shopper's one spin; answers `prize`, its wheel `index` and `alreadySpun`. */
export const POST = websitePost(spinTheWheel, 'The wheel is stuck. Please try again in a moment.')
