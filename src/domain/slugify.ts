import { z } from 'zod'

/** Lower-case ASCII words joined by single dashes: accents folded, everything else a separator. */
export function slugify(value: string, maxLength = 120): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

/** A slug as it may appear in a URL (what `slugify` makes), checked before anything is looked up by it. */
export const slugParam = (max: number, message = 'Not a valid address.') => z.string().max(max, message).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message)

export const isSlug = (value: string, max: number) => slugParam(max).safeParse(value).success
