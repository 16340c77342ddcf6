import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, siteUrl } from './helpers'

const password = process.env.SEED_PASSWORD ?? 'forecourt-demo'
const admin = (path: string) => `http://localhost:${port}/admin${path}`

async function adminSignIn(page: Page, email: string) {
  await page.goto(admin('/login'))
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('navigation').getByText('Pages')).toBeVisible()
}

test.describe('dealer pages', () => {
  test('the home page is composed from blocks: hero, live stock, current offers only, reviews and locations', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota: new and used cars')
    const latest = page.getByRole('region', { name: 'Latest arrivals' })
    await expect(latest.locator('.car-card')).toHaveCount(6)
    const showMe = latest.getByRole('link', { name: /^Show Me [\d,]+ Cars$/ })
    await expect(showMe).toHaveAttribute('href', /\/search\/new-used-and-demo-cars\?sortBy=latest/)
    const offers = page.getByRole('region', { name: 'Current offers' })
    await expect(offers).toContainText('End of year drive-away deals')
    await expect(offers).not.toContainText('(ended)')
    await expect(offers).not.toContainText('(coming soon)')
    await expect(page.getByRole('link', { name: /^Based on \d+ reviews?$/ })).toHaveAttribute('href', '#reviews')
    await expect(page.locator('#reviews .review').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Our Locations' }).locator('.location-card')).not.toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a location page shows opening hours Monday first with today marked, and holiday hours', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/locations/harbour-toyota-hamilton'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota')
    const hours = page.getByRole('table', { name: /Opening hours/ })
    const firstDay = hours.getByRole('rowheader').first()
    await expect(firstDay).toHaveText(/^(Mon – Fri|Monday)/)
    await expect(hours.getByRole('rowheader').last()).toHaveText(/^Sunday/)
    await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1)
    await page.getByText('View Holiday Hours').click()
    await expect(page.getByRole('table', { name: /Holiday hours/ })).toContainText('Christmas Day')
    await expectNoAxeViolations(page)
    // The same location under its other addresses.
    await page.goto(siteUrl('harbour-toyota', '/our-location/harbour-toyota-hamilton'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota')
    await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-toyota-service'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Harbour Toyota Service')
  })

  test('brands: sections, tiles to overview pages or their own link, and the brand overview with its stock', async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/brands'))
    for (const section of ['Car Brands', 'Motorcycle Brands', 'Truck Brands', 'Our Brands']) await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Summit Certified' })).toHaveAttribute('href', '/search/used-cars')
    await expect(page.getByRole('region', { name: 'About us in numbers' })).toContainText('50+ locations')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Mazda' }).click()
    await expect(page).toHaveURL(/\/mazda\/overview$/)
    await expect(page.getByRole('region', { name: 'Mazda in stock' }).locator('.car-card').first()).toBeVisible()
  })

  test('the blog lists posts with 80-character cards, vehicle reviews on their own, and each post', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/blog'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    const cards = page.locator('.blog-card')
    await expect(cards).toHaveCount(7)
    for (const text of await cards.locator('p:not(.blog-card__date)').allInnerTexts()) expect(text.length).toBeLessThanOrEqual(81)
    await expectNoAxeViolations(page)
    await page.goto(siteUrl('harbour-toyota', '/blog/vehicle-reviews'))
    await expect(page.locator('.blog-card')).toHaveCount(2)
    await page.getByRole('link', { name: 'Review: our most popular SUV' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review: our most popular SUV')
    await expectNoAxeViolations(page)
  })

  test('search results carry the live promo tiles for their car types', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
    const tiles = page.locator('.cta-tile')
    await expect(tiles.filter({ hasText: 'Finance from 6.29% p.a.' })).toHaveCount(1)
    await expect(page.locator('.results-grid > li').nth(7)).toContainText('Finance from 6.29% p.a.')
    await expect(tiles.filter({ hasText: 'Free first service on used cars' })).toHaveCount(1)
    await page.goto(siteUrl('harbour-toyota', '/search/new-cars'))
    await expect(page.locator('.cta-tile').filter({ hasText: 'Free first service on used cars' })).toHaveCount(0)
  })

  test("a website's own menu links, and the parts pages the menus lead to", async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/'))
    await page.getByRole('navigation', { name: 'Main' }).getByText('More', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Brands' })).toHaveAttribute('href', '/brands')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
    await page.goto(siteUrl('harbour-toyota', '/'))
    await page.getByRole('navigation', { name: 'Main' }).getByText('More', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Brands' })).toHaveCount(0)

    await page.goto(siteUrl('harbour-toyota', '/vehicle-parts-and-accessories'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts enquiry')
    await page.goto(siteUrl('harbour-toyota', '/parts/search?q=wiper+blades'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a part: wiper blades')
    await expect(page.getByLabel(/Which parts are you after/)).toHaveValue('Looking for: wiper blades')
    await page.goto(siteUrl('harbour-toyota', '/corolla/accessories'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Corolla accessories')
    await expect(page.getByLabel(/^Model/)).toHaveValue('Corolla')
    await expectNoAxeViolations(page)
  })

  test('each website has its own sitemap and robots.txt', async ({ page }) => {
    // The browser resolves *.localhost; Node's fetch does not.
    const text = async (slug: string, path: string) => {
      await page.goto(siteUrl(slug, '/blog'))
      return page.evaluate(async (p) => (await fetch(p)).text(), path)
    }
    const sitemap = await text('harbour-toyota', '/sitemap.xml')
    expect(sitemap).toContain(`${siteUrl('harbour-toyota', '/warranty')}<`)
    expect(sitemap).toContain('/blog/end-of-year-sale-now-on<')
    expect(sitemap).toContain('/locations/harbour-toyota-hamilton<')
    expect(sitemap).toMatch(/\/cars\/[a-z0-9-]+<\/loc>/)
    expect(sitemap).not.toContain('summit')
    const robots = await text('summit-auto-group', '/robots.txt')
    expect(robots).toContain(`Sitemap: ${siteUrl('summit-auto-group', '/sitemap.xml')}`)
    expect(robots).toContain('Disallow: /my-garage')
  })
})

test.describe('editing pages', () => {
  test.use({ viewport: { width: 1600, height: 1000 } })

  test('a dealer editor composes a page from blocks, publishes it, and only their website shows it', async ({ page }) => {
    const slug = `spring-sale-${Date.now()}`
    await adminSignIn(page, 'editor@harbour-toyota.example')
    await page.goto(admin('/collections/pages/create'))
    await page.locator('#field-title').fill('Spring sale')
    await page.locator('#field-slug').fill(slug)
    await page.getByRole('button', { name: 'Add Layout' }).click()
    await page.getByRole('button', { name: 'Stock grid' }).click()
    await page.getByRole('button', { name: 'Add Layout' }).click()
    await page.getByRole('button', { name: 'Location cards' }).click()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/published successfully|Updated successfully/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    const editUrl = page.url()

    const published = Date.now()
    await page.goto(siteUrl('harbour-toyota', `/${slug}`))
    expect(Date.now() - published).toBeLessThan(5_000)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring sale')
    await expect(page.getByRole('region', { name: 'Featured stock' }).locator('.car-card')).toHaveCount(6)
    await expect(page.getByRole('region', { name: 'Our Locations' }).locator('.location-card')).not.toHaveCount(0)
    await expectNoAxeViolations(page)

    const other = await page.goto(siteUrl('summit-auto-group', `/${slug}`))
    expect(other?.status()).toBe(404)

    // A draft change shows in the live preview on the website's own host, and nowhere else.
    await page.goto(editUrl)
    await expect(page.locator('#field-title')).toBeEnabled()
    await page.locator('#field-title').fill('Spring sale, draft')
    await expect(page.getByText(/Last saved|Saved/i).first()).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const preview = page.frameLocator('iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Spring sale, draft', { timeout: 15_000 })
    const shopper = await page.context().browser()!.newPage()
    await shopper.goto(siteUrl('harbour-toyota', `/${slug}`))
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Spring sale')
    await shopper.goto(siteUrl('harbour-toyota', `/${slug}?preview=forged.token`))
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Spring sale')
    await shopper.close()
  })
})
