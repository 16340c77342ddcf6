import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const port = process.env.E2E_PORT ?? '3000'
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

/** WCAG 2.2 AA: axe must find nothing on the page as a shopper sees it. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
