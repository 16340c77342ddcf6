import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { VisitTracker } from '@/components/leads/VisitTracker.client'
import { ToastHost } from '@/components/site/ToastHost.client'
import { websiteForSegment } from '@/data/website'
import { readableTextColour } from '@/domain/readableTextColour'

type Props = { children: React.ReactNode; params: Promise<{ tenant: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await params
  const website = await websiteForSegment(tenant)
  if (!website) return {}
  const host = decodeURIComponent(tenant)
  return {
    // Canonical and sharing URLs are absolute on the website's own host.
    metadataBase: new URL(`${host === 'localhost' || host.endsWith('.localhost') ? 'http' : 'https'}://${host}`),
    title: { default: website.name, template: `%s | ${website.name}` },
    description: website.tagline ?? undefined,
    applicationName: website.name,
  }
}

export default async function WebsiteLayout({ children, params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const primary = website.theme?.primary ?? '#0a3d62'
  const accent = website.theme?.accent ?? '#e55039'
  const theme = {
    '--colour-primary': primary,
    '--colour-on-primary': readableTextColour(primary),
    '--colour-accent': accent,
    '--colour-on-accent': readableTextColour(accent),
    '--colour-surface': website.theme?.surface ?? '#ffffff',
  } as React.CSSProperties
  return (
    <div className="site" data-website={website.slug} data-template={website.template} style={theme}>
      <SiteHeader website={website} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter website={website} />
      <VisitTracker />
      <ToastHost />
    </div>
  )
}
