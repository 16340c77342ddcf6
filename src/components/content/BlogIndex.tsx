import { notFound } from 'next/navigation'
import { z } from 'zod'
import { contentPosts } from '@/data/content'
import { websiteForSegment } from '@/data/website'
import { postCategories } from '@collections/Posts'
import { BlogCard } from './BlogCard'
import '@/components/content/content.css'
import { Crumbs } from '@/components/content/Crumbs'

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>>; category?: string }

const pageParam = z.coerce.number().int().min(1).max(500).catch(1)

/** /blog and /blog/vehicle-reviews: the newest posts, 12 a page, with category links. */
export async function BlogIndex({ params, searchParams, category }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const page = pageParam.parse((await searchParams).page)
  const posts = await contentPosts(website.id, { category, limit: 12, page })
  const title = category ? (postCategories.find((c) => c.value === category)?.label ?? 'Blog') : 'Blog'
  return (
    <div className="container section">
      <Crumbs trail={category ? [{ href: '/blog', label: 'Blog' }] : []} current={title} />
      <h1>{title}</h1>
      <ul className="blog-categories">
        <li>
          <a href="/blog" aria-current={category ? undefined : 'page'}>
            All posts
          </a>
        </li>
        {postCategories.map((c) => (
          <li key={c.value}>
            <a href={c.value === 'vehicle-reviews' ? '/blog/vehicle-reviews' : `/blog?category=${c.value}`} aria-current={category === c.value ? 'page' : undefined}>
              {c.label}
            </a>
          </li>
        ))}
      </ul>
      {posts.docs.length ? (
        <ul className="card-grid">
          {posts.docs.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <p>No posts here yet. Check back soon.</p>
      )}
      {posts.totalPages > 1 ? (
        <nav aria-label="Blog pages" className="pagination">
          {posts.hasPrevPage ? <a href={`?page=${page - 1}`}>Newer posts</a> : null} {posts.hasNextPage ? <a href={`?page=${page + 1}`}>Older posts</a> : null}
        </nav>
      ) : null}
    </div>
  )
}
