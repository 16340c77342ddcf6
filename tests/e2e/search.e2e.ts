import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'

const allStock = siteUrl('summit-auto-group', '/search/new-used-and-demo-cars')

async function count(page: Page): Promise<number> {
  const text = await page.locator('.search__count').innerText()
  return Number(text.replace(/[^\d]/g, ''))
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

test.describe('stock search', () => {
  test('a shopper narrows by make and price, pages, sorts and clears', async ({ page }) => {
    await page.goto(allStock)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, Used and Demo Cars')
    const everything = await count(page)
    expect(everything).toBeGreaterThan(50)

    await filters(page).getByRole('link', { name: /^Ford/ }).click()
    await expect(page).toHaveURL(/[?&]make=Ford/)
    const fords = await count(page)
    expect(fords).toBeGreaterThan(0)
    expect(fords).toBeLessThan(everything)
    await expect(filters(page).getByRole('link', { name: /^Ford/ })).toHaveAttribute('aria-current', 'true')

    await filters(page).getByLabel('Min price', { exact: true }).fill('20000')
    await filters(page).getByLabel('Max price', { exact: true }).fill('60000')
    await filters(page).getByRole('button', { name: 'Apply price' }).click()
    await expect(page).toHaveURL(/price=20000\.\.60000/)
    await expect(page).toHaveURL(/make=Ford/)
    const priced = await count(page)
    expect(priced).toBeLessThanOrEqual(fords)
    for (const text of await page.locator('.car-card__price strong').allInnerTexts()) {
      const amount = Number(text.replace(/[^\d]/g, ''))
      expect(amount).toBeGreaterThanOrEqual(20000)
      expect(amount).toBeLessThanOrEqual(60000)
    }

    await page.goto(allStock)
    await page.getByRole('link', { name: 'Next page' }).first().click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Sort by').selectOption('price_asc')
    await expect(page).toHaveURL(/sortBy=price_asc/)
    await expect(page).not.toHaveURL(/page=2/)
    const prices = (await page.locator('.car-card__price strong').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, ''))).filter(Boolean)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    await filters(page).getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(allStock)
    expect(await count(page)).toBe(everything)
  })

  test('back and forward return to earlier searches', async ({ page }) => {
    await page.goto(allStock)
    const everything = await count(page)
    await filters(page).getByRole('link', { name: /^Mazda/ }).click()
    await expect(page).toHaveURL(/make=Mazda/)
    const mazdas = await count(page)
    await page.goBack()
    await expect(page).toHaveURL(allStock)
    expect(await count(page)).toBe(everything)
    await page.goForward()
    await expect(page).toHaveURL(/make=Mazda/)
    expect(await count(page)).toBe(mazdas)
  })

  test('the price slider moves with the keyboard and updates the URL', async ({ page }) => {
    await page.goto(allStock)
    const thumb = page.getByRole('slider', { name: 'Minimum price' })
    await thumb.focus()
    await page.keyboard.press('PageUp')
    await expect(page).toHaveURL(/price=\d+\.\./)
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toBeVisible()
  })

  test('a search with no matches shows the empty state and Clear Filters', async ({ page }) => {
    await page.goto(allStock)
    await page.getByLabel('Keyword search').fill('zzqx nothing like this')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
    await expect(page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.')).toBeVisible()
    await page.locator('.empty-results').getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(allStock)
  })

  test('type and make routes apply their own filter', async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/search/used-cars'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars')
    await expect(filters(page).getByRole('link', { name: /^Used/ })).toHaveAttribute('aria-current', 'true')
    await page.goto(siteUrl('harbour-toyota', '/search/toyota/corolla'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Corolla')
    for (const title of await page.locator('.car-card__title').allInnerTexts()) expect(title).toContain('Corolla')
    const missing = await page.goto(siteUrl('harbour-toyota', '/search/lamborghini'))
    expect(missing?.status()).toBe(404)
  })

  test('malformed parameters still show stock, never an error page', async ({ page }) => {
    const response = await page.goto(`${allStock}?page=-1&price=abc..&sortBy=%27%3B--&query=${'x'.repeat(3000)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, Used and Demo Cars')
  })

  test('the search page has no axe violations, on desktop and on a phone', async ({ page }) => {
    await page.goto(`${allStock}?make=Ford`)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(allStock)
    await page.getByRole('link', { name: 'Filters', exact: true }).click()
    await expect(filters(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(page.getByRole('link', { name: /^Show Me \d[\d,]* Cars$/ })).toBeVisible()
  })

  test('the models directory narrows as the shopper types and links to each model\'s stock', async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/models?page=2'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Models in stock')
    await page.getByPlaceholder('Search...').fill('ranger')
    await expect(page).toHaveURL(/search=ranger/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.locator('.model-list a')).toHaveCount(1)
    await page.locator('.model-list a').click()
    await expect(page).toHaveURL(/\/search\/ford\/ranger$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ford Ranger')
  })

  test('the models page has no axe violations', async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/models?body=suv'))
    await expectNoAxeViolations(page)
  })
})

test.describe('cached search pages', () => {
  test('show a website\'s new settings as soon as staff save them', async ({ page, request }) => {
    const landing = siteUrl('coastal-caravans', '/search/new-used-and-demo-cars')
    await page.goto(landing)
    const footer = page.getByRole('contentinfo')
    const login = await request.post(`http://localhost:${process.env.E2E_PORT ?? '3000'}/api/users/login`, {
      data: { email: 'admin@forecourt.example', password: process.env.SEED_PASSWORD ?? 'forecourt-demo' },
    })
    const { token } = await login.json()
    const headers = { authorization: `JWT ${token}` }
    const api = `http://localhost:${process.env.E2E_PORT ?? '3000'}/api/websites`
    const { docs } = await (await request.get(`${api}?where[slug][equals]=coastal-caravans&depth=0`, { headers })).json()
    const original = docs[0].tagline
    const tagline = `Open every day until Christmas ${Date.now()}`
    try {
      await request.patch(`${api}/${docs[0].id}`, { headers, data: { tagline } })
      await page.goto(landing)
      await expect(footer).toContainText(tagline)
    } finally {
      await request.patch(`${api}/${docs[0].id}`, { headers, data: { tagline: original } })
    }
  })
})
