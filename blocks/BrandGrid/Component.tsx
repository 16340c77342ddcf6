import { BrandTiles } from '@/components/content/BrandTiles'
import { contentBrands } from '@/data/content'
import type { BrandGridBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'
import { brandSections } from './config'

export async function BrandGridComponent({ block, context }: BlockProps<Fields>) {
  const brands = await contentBrands(context.website.id)
  const sections = block.sections?.length ? block.sections : brandSections.map((s) => s.value)
  const shown = sections.map((value) => ({ value, heading: brandSections.find((s) => s.value === value)!.label, brands: brands.filter((b) => b.section === value) })).filter((s) => s.brands.length)
  if (!shown.length) return null
  return (
    <div className="container section block-brands">
      {shown.map((section) => (
        <BrandTiles key={section.value} heading={section.heading} brands={section.brands} />
      ))}
    </div>
  )
}
