/**
 * npm run lighthouse: Lighthouse (mobile preset) with Debian's chromium against the production build
 * on a fresh seeded database: each demo home page and a vehicle page with 12 or more photos.
 * Writes reports/lighthouse.json and prints the scores next to the issue's goals.
 * LIGHTHOUSE_RUNS=N measures each page N times and reports every run plus the median performance.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { getPayload } from 'payload'
import config from '../payload.config'
import { localRequest } from './lib/localHttp'

const port = process.env.LIGHTHOUSE_PORT
const root = path.resolve(import.meta.dirname, '..')
const payload = await getPayload({ config })
const harbour = (await payload.find({ collection: 'websites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })).docs[0]
const carWith = async (spin: boolean) =>
  payload.find({
    collection: 'cars',
    where: {
      and: [
        { status: { equals: 'in_stock' } },
        { photos_count: { greater_than_equal: 12 } },
        { price: { greater_than: 1000 } },
        { spin_images: { exists: spin } },
        ...(spin ? [] : [{ tenant: { equals: harbour.id } }]),
      ],
    },
    limit: 1,
    depth: 1,
  })
// The issue's page is a car with 12 photos; a car with a 360° view (36 more frames, hotspots) is measured beside it.
const photographed = await carWith(false)
const spinning = await carWith(true)
const spinHost = spinning.docs[0] && typeof spinning.docs[0].tenant === 'object' ? spinning.docs[0].tenant?.slug : null
const only = process.argv[2]
const pages = [
  { name: 'vehicle page (12+ photos)', url: `http://harbour-toyota.localhost:${port}/cars/${photographed.docs[0].slug}` },
  ...(spinHost ? [{ name: 'vehicle page (360° view)', url: `http://${spinHost}.localhost:${port}/cars/${spinning.docs[0].slug}` }] : []),
  { name: 'harbour-toyota home', url: `http://harbour-toyota.localhost:${port}/` },
  { name: 'summit-auto-group home', url: `http://summit-auto-group.localhost:${port}/` },
  { name: 'coastal-caravans home', url: `http://coastal-caravans.localhost:${port}/` },
  { name: 'search /search/used-cars', url: `http://summit-auto-group.localhost:${port}/search/used-cars` },
].filter((p) => !only || p.name.startsWith(only))

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1)
const results = []
try {
  for (const page of pages.flatMap((p) => Array.from({ length: runs }, () => p))) {
    // Warm the server's caches once, as a real site would be warm.
    const target = new URL(page.url)
    // Images come from a warm CDN in production; here the first request would also load the image route's code.
    const warm = await localRequest(Number(port), target.host, target.pathname).catch(() => null)
    const assets = new Set([...(warm?.body.matchAll(/(?:src|href)="(\/(?:placeholders|_next\/static)\/[^"]+)"/g) ?? [])].map((m) => m[1]!))
    await Promise.all([...assets].map((asset) => localRequest(Number(port), target.host, asset).catch(() => undefined)))
    const run = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const lhr = run!.lhr
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const result = {
      page: page.name,
      url: page.url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      details: Object.fromEntries(
        Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.id === 'largest-contentful-paint-element'))
          .map((a) => [a.id, JSON.stringify((a.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 600)]),
      ),
    }
    if (process.env.LIGHTHOUSE_DEBUG) {
      for (const id of ['bootup-time', 'mainthread-work-breakdown', 'total-byte-weight', 'dom-size', 'long-tasks', 'largest-contentful-paint-element', 'network-requests']) {
        console.log(`[lighthouse]   ${id}: ${JSON.stringify((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.slice(0, 40))}`)
      }
    }
    results.push(result)
    for (const [id, detail] of Object.entries(result.details)) console.log(`[lighthouse]   ${id}: ${detail}`)
    console.log(`[lighthouse] ${result.page}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}, CLS ${result.cls}, LCP ${result.lcpMs} ms, FCP ${result.fcpMs} ms, TBT ${result.tbtMs} ms, SI ${result.speedIndexMs} ms${result.failing.length ? `; failing: ${result.failing.join(', ')}` : ''}`)
  }
} finally {
  await chrome.kill()
}
if (runs > 1) {
  for (const page of pages) {
    const scores = results.filter((r) => r.page === page.name).map((r) => r.performance).sort((a, b) => a - b)
    console.log(`[lighthouse] ${page.name}: performance median ${scores[Math.floor(scores.length / 2)]} over ${runs} runs (${scores.join(', ')})`)
  }
}
mkdirSync(path.join(root, 'reports'), { recursive: true })
writeFileSync(path.join(root, 'reports', 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`)
process.exit(0)
