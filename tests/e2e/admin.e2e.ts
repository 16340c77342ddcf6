import { expect, test, type Page } from '@playwright/test'
import { port } from './helpers'

const password = process.env.SEED_PASSWORD ?? 'forecourt-demo'
const admin = (path: string) => `http://localhost:${port}/admin${path}`

/**
 * The admin login hydrates late and a hydration can wipe what was typed, even after the network has
 * settled on a loaded machine (seen in CI); type again until both fields keep their values.
 */
async function fillLogin(page: Page, email: string, secret: string) {
  await page.goto(admin('/login'))
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(secret)
    await page.waitForTimeout(300)
    await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 1000 })
    await expect(page.getByLabel('Password')).toHaveValue(secret, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

async function signIn(page: Page, email: string) {
  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('navigation').getByText('Cars')).toBeVisible()
}

test.describe('staff admin', () => {
  // Payload keeps its navigation (and the tenant selector in it) closed on narrower screens.
  test.use({ viewport: { width: 1600, height: 1000 } })

  test('a dealer editor signs in and works only on their own website', async ({ page }) => {
    await signIn(page, 'editor@harbour-toyota.example')
    // With one website there is nothing to choose: the plugin hides the selector.
    await expect(page.locator('.tenant-selector')).toHaveCount(0)

    await page.goto(admin('/collections/cars?limit=50'))
    const table = page.locator('.table')
    await expect(table).toContainText('HT0')
    await expect(table).not.toContainText('SA0')
    await expect(table).not.toContainText('CC0')

    await page.goto(admin('/collections/cars?search=HT000002'))
    await expect(table).toContainText('HT000002')
    await page.goto(admin('/collections/cars?search=SA000001'))
    await expect(page.getByRole('heading', { name: 'No Results.' })).toBeVisible()
  })

  test('a platform admin can choose any website in the tenant selector', async ({ page }) => {
    await signIn(page, 'admin@forecourt.example')
    const selector = page.locator('.tenant-selector')
    await expect(selector).toBeVisible()
    await selector.locator('.rs__control').click()
    const options = page.locator('.rs__option')
    await expect(options).toContainText(['Coastal Caravans & Motorhomes', 'Harbour Toyota', 'Summit Auto Group'])
  })

  test('a wrong password is refused with a message', async ({ page }) => {
    await fillLogin(page, 'editor@harbour-toyota.example', 'not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible()
  })
})
