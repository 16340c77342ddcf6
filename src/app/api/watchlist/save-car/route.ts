import { websitePost } from '@/services/http/websiteRoute'
import { changeWatchlist } from '@/services/watchlist/actions'

export const POST = websitePost((context) => changeWatchlist(context, 'save'))
