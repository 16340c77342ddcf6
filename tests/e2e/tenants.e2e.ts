import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, port, siteUrl } from './helpers'

test.describe('each demo website answers on its own host', () => {
  for (const site of [
    { slug: 'harbour-toyota', name: 'Harbour Toyota', primary: 'rgb(176, 0, 30)' },
    { slug: 'summit-auto-group', name: 'Summit Auto Group', primary: 'rgb(11, 60, 93)' },
    { slug: 'coastal-caravans', name: 'Coastal Caravans & Motorhomes', primary: 'rgb(0, 96, 107)' },
  ]) {
    test(`${site.slug} shows its own name, theme and stock`, async ({ page }) => {
      await page.goto(siteUrl(site.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.name}: new and used cars`)
      await expect(page).toHaveTitle(site.name)
      await expect(page.getByRole('banner')).toContainText(site.name)
      await expect(page.locator('.hero-slider__slide').first()).toHaveCSS('background-color', site.primary)
      await expect(page.getByRole('region', { name: 'Latest arrivals' }).locator('.car-card')).toHaveCount(6)
      await expectNoAxeViolations(page)
    })
  }

  test('plain localhost serves the default website', async ({ page }) => {
    await page.goto(`http://localhost:${port}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota: new and used cars')
  })

  test('an unknown host gets a 404 page, not a stack trace', async ({ page }) => {
    const response = await page.goto(siteUrl('no-such-dealer'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site not found')
    await expect(page.locator('body')).not.toContainText('Error:')
  })

  test('an unknown path on a known website gets that website\'s 404 page', async ({ page }) => {
    const response = await page.goto(siteUrl('summit-auto-group', '/no/such/page'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('banner')).toContainText('Summit Auto Group')
  })

  test('a content page is served only on its own website', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/about-us'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Harbour Toyota')
    await page.goto(siteUrl('coastal-caravans', '/about-us'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Coastal Caravans & Motorhomes')
  })
})

test.describe('accessibility', () => {
  test('the home page has no axe violations', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    await expectNoAxeViolations(page)
  })

  test('the home page has no axe violations on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl('coastal-caravans'))
    await expectNoAxeViolations(page)
    await page.getByText('Menu').click()
    await expect(page.getByRole('link', { name: 'Our Stock' }).first()).toBeVisible()
  })
})
