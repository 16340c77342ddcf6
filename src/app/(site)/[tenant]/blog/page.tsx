import type { Metadata } from 'next'
import { z } from 'zod'
import { BlogIndex } from '@/components/content/BlogIndex'
import { postCategories } from '@collections/Posts'

export const metadata: Metadata = { title: 'Blog' }

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const categoryParam = z.enum(postCategories.map((c) => c.value) as [string, ...string[]]).optional().catch(undefined)

export default async function BlogPage({ params, searchParams }: Props) {
  return <BlogIndex params={params} searchParams={searchParams} category={categoryParam.parse((await searchParams).category)} />
}
