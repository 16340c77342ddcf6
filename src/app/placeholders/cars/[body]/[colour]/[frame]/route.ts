import { z } from 'zod'
import { placeholderBodies, placeholderCarSvg, placeholderColours } from '@/domain/placeholderCar'

const paramsSchema = z.object({
  body: z.enum(placeholderBodies as [string, ...string[]]),
  colour: z.enum(placeholderColours as [string, ...string[]]),
  frame: z.string().regex(/^(?:spin-)?([1-9]\d?)\.svg$/),
})

export async function GET(_request: Request, { params }: { params: Promise<{ body: string; colour: string; frame: string }> }) {
  const parsed = paramsSchema.safeParse(await params)
  if (!parsed.success) return new Response('Unknown placeholder image', { status: 404 })
  const frame = Number(parsed.data.frame.match(/(\d+)\.svg$/)![1])
  return new Response(placeholderCarSvg(parsed.data.body, parsed.data.colour, frame), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
