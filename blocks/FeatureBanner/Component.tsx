import { FeatureTiles } from '@/components/vehicle/FeatureBanner'
import type { FeatureBannerBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function FeatureBannerComponent({ block }: BlockProps<Fields>) {
  const tiles = (block.tiles ?? []).filter((t) => t.title && t.href).map((t) => ({ title: t.title, text: t.text ?? '', href: t.href }))
  return tiles.length ? <FeatureTiles tiles={tiles} /> : null
}
