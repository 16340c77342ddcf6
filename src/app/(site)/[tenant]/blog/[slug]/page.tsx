import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh.client'
import { pageMetadata } from '@/components/content/pageMetadata'
import { contentPost } from '@/data/content'
import { previewDoc, previewGrant, type SearchParams } from '@/data/preview'
import { websiteForSegment } from '@/data/website'
import type { Media } from '@/payload-types'
import { postCategories } from '@collections/Posts'
import '@/components/content/content.css'
import { Crumbs } from '@/components/content/Crumbs'
import { isSlug } from '@/domain/slugify'

type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: SearchParams }

async function load(params: Props['params'], searchParams: SearchParams) {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  if (!website || !isSlug(slug, 120)) return null
  const grant = await previewGrant(website.id, (await searchParams).preview)
  const draft = await previewDoc(grant, 'posts', slug)
  const post = draft ?? (await contentPost(website.id, slug))
  return post ? { website, post, grant: draft ? grant : null } : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loaded = await load(params, searchParams)
  return loaded ? pageMetadata(loaded.post, `/blog/${loaded.post.slug}`) : {}
}

export default async function BlogPostPage({ params, searchParams }: Props) {
  const loaded = await load(params, searchParams)
  if (!loaded) notFound()
  const { post, website, grant } = loaded
  const image = (typeof post.image === 'object' && post.image ? (post.image as Media).url : null) ?? post.image_url
  const category = postCategories.find((c) => c.value === post.category)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': post.category === 'vehicle-reviews' ? 'Review' : 'BlogPosting',
    headline: post.title,
    datePublished: post.published_at,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: website.name },
    ...(post.category === 'vehicle-reviews' ? { itemReviewed: { '@type': 'Car', name: post.title } } : {}),
  }
  return (
    <article className="container section blog-post">
      {grant ? <LivePreviewRefresh serverURL={grant.admin} /> : null}
      <Crumbs
        trail={[{ href: '/blog', label: 'Blog' }, ...(category ? [{ href: category.value === 'vehicle-reviews' ? '/blog/vehicle-reviews' : `/blog?category=${category.value}`, label: category.label }] : [])]}
        current={post.title}
      />
      <h1>{post.title}</h1>
      <p className="blog-card__date">
        <time dateTime={post.published_at}>{new Date(post.published_at).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        {post.author ? ` · ${post.author}` : ''}
      </p>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="blog-post__image" src={image} alt="" width={1200} height={630} fetchPriority="high" />
      ) : null}
      <div className="prose">
        <RichText data={post.content} />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </article>
  )
}
