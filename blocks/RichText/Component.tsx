import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export function RichTextComponent({ block }: BlockProps<Fields>) {
  if (!block.content?.root?.children?.length) return null
  return (
    <div className="container section prose">
      <RichText data={block.content} />
    </div>
  )
}
