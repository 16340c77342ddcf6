import { z } from 'zod'
import { bannerSizes, placeholderBannerSvg, type BannerSize } from '@/domain/placeholderBanner'

const fileSchema = z.string().regex(new RegExp(`^(${Object.keys(bannerSizes).join('|')})-([0-9a-fA-F]{6})\\.svg$`))

/** /placeholders/banners/{size}-{hex}.svg: demo banner artwork, cached for good. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = fileSchema.safeParse((await params).file)
  if (!parsed.success) return new Response('Unknown placeholder image', { status: 404 })
  const [, size, hex] = /^([a-z]+)-([0-9a-fA-F]{6})\.svg$/.exec(parsed.data)!
  return new Response(placeholderBannerSvg(size as BannerSize, hex!), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
