import type { Website } from '@/payload-types'

/** What every block component gets besides its own fields: the website it renders for and the moment. */
export type BlockContext = { website: Website; now: Date; draft: boolean }

export type BlockProps<T> = { block: T; context: BlockContext }
