import { RichText } from '@payloadcms/richtext-lexical/react'
import { RenderBlocks } from '@blocks/RenderBlocks'
import type { Page, Website } from '@/payload-types'
import type { PreviewGrant } from '@/services/preview/token'
import { LivePreviewRefresh } from './LivePreviewRefresh.client'
import '@/components/content/content.css'

/** A composed page: its title (visually hidden where it opens with a hero), optional text, then its blocks. */
export function PageView({ page, website, grant }: { page: Page; website: Website; grant: PreviewGrant | null }) {
  const context = { website, now: new Date(), draft: Boolean(grant) }
  return (
    <article className="content-page">
      {grant ? <LivePreviewRefresh serverURL={grant.admin} /> : null}
      <header className={page.hideTitle ? 'visually-hidden' : 'container section content-page__head'}>
        <h1>{page.title}</h1>
        {page.summary && !page.hideTitle ? <p className="lead">{page.summary}</p> : null}
      </header>
      {page.content?.root?.children?.length ? (
        <div className="container section prose">
          <RichText data={page.content} />
        </div>
      ) : null}
      <RenderBlocks blocks={page.layout} context={context} />
    </article>
  )
}
