import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { GaragePage } from '@/components/account/GaragePage'
import { publishedPage } from '@/data/pages'
import { shopperForGatedPage } from '@/data/shopper'
import { websiteForSegment } from '@/data/website'
import type { Website } from '@/payload-types'

type Props = { params: Promise<{ tenant: string; slug: string }> }

const slugParam = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120)

type Resolved = { kind: 'garage'; website: Website } | { kind: 'page'; page: NonNullable<Awaited<ReturnType<typeof publishedPage>>> } | null

/** A first-level path is the website's own My Garage address (e.g. /mymotorama) or one of its content pages. */
async function load(params: Props['params']): Promise<Resolved> {
  const { tenant, slug } = await params
  const parsed = slugParam.safeParse(slug)
  if (!parsed.success) return null
  const website = await websiteForSegment(tenant)
  if (!website) return null
  if (website.account?.garagePath === parsed.data) return { kind: 'garage', website }
  const page = await publishedPage(website.id, parsed.data)
  return page ? { kind: 'page', page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await load(params)
  if (resolved?.kind === 'garage') return { title: 'My Garage', robots: { index: false } }
  return resolved ? { title: resolved.page.title, description: resolved.page.summary ?? undefined } : {}
}

export default async function FirstLevelPage({ params }: Props) {
  const resolved = await load(params)
  if (!resolved) notFound()
  if (resolved.kind === 'garage') {
    const shopper = await shopperForGatedPage(resolved.website, `/${resolved.website.account?.garagePath}`)
    if (!shopper) notFound()
    return <GaragePage website={resolved.website} shopper={shopper} />
  }
  const { page } = resolved
  return (
    <article className="container section prose">
      <h1>{page.title}</h1>
      {page.summary ? <p className="lead">{page.summary}</p> : null}
      {page.content ? <RichText data={page.content} /> : null}
    </article>
  )
}
