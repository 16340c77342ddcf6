import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { publishedPage } from '@/data/pages'
import { websiteForSegment } from '@/data/website'

type Props = { params: Promise<{ tenant: string; slug: string }> }

const slugParam = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120)

async function load(params: Props['params']) {
  const { tenant, slug } = await params
  const parsed = slugParam.safeParse(slug)
  if (!parsed.success) return null
  const website = await websiteForSegment(tenant)
  return website ? publishedPage(website.id, parsed.data) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  return page ? { title: page.title, description: page.summary ?? undefined } : {}
}

export default async function ContentPage({ params }: Props) {
  const page = await load(params)
  if (!page) notFound()
  return (
    <article className="container section prose">
      <h1>{page.title}</h1>
      {page.summary ? <p className="lead">{page.summary}</p> : null}
      {page.content ? <RichText data={page.content} /> : null}
    </article>
  )
}
