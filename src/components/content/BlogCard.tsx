import type { Media, Post } from '@/payload-types'
import { cardText } from '@/domain/content/text'

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })

/** §3 blog card: href, heading, image, description (80 characters), date. */
export function BlogCard({ post, headingLevel: Heading = 'h3' }: { post: Post; headingLevel?: 'h2' | 'h3' }) {
  const src = (typeof post.image === 'object' && post.image ? ((post.image as Media).sizes?.card?.url ?? (post.image as Media).url) : null) ?? post.image_url
  return (
    <article className="blog-card">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="blog-card__image" src={src} alt="" width={600} height={400} loading="lazy" />
      ) : null}
      <Heading className="blog-card__title">
        <a href={`/blog/${post.slug}`}>{post.title}</a>
      </Heading>
      <p className="blog-card__date">
        <time dateTime={post.published_at}>{dateText(post.published_at)}</time>
      </p>
      {post.excerpt ? <p>{cardText(post.excerpt)}</p> : null}
    </article>
  )
}
