import { BlogCard } from '@/components/content/BlogCard'
import { contentPosts } from '@/data/content'
import type { BlogCardsBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export async function BlogCardsComponent({ block, context }: BlockProps<Fields>) {
  const posts = await contentPosts(context.website.id, { category: block.category ?? undefined, limit: block.limit ?? 3 })
  if (!posts.docs.length) return null
  return (
    <section className="container section" aria-label={block.heading || 'From our blog'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="card-grid">
        {posts.docs.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={block.heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
