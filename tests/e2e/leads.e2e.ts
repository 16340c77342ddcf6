import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'

const details = { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Phone: '0412 345 678', Postcode: '4007' }

async function fillDetails(scope: Page | ReturnType<Page['getByRole']>) {
  for (const [label, value] of Object.entries(details)) await scope.getByLabel(label, { exact: false }).first().fill(value)
}

async function openInStockCar(page: Page) {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  await page.locator('.car-card:not(.car-card--sold) .car-card__link').first().click()
  await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
  return page.getByRole('heading', { level: 1 }).innerText()
}

test.describe('lead forms', () => {
  test('a shopper enquires from a vehicle page through every step to /success', async ({ page }) => {
    const carName = await openInStockCar(page)
    await page.getByRole('link', { name: 'Enquire Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Enquire about the ${carName}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible()
    await expect(dialog.getByLabel('Comments')).toHaveValue(new RegExp(`interested in the ${carName}`))
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Next' }).click()

    await expect(dialog.getByText('Step 2 of 3')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    const errors = dialog.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
    await expect(errors).toContainText('Please enter your first name.')
    await expect(errors).toContainText('Invalid postcode. Please enter a 4-digit number.')
    await fillDetails(dialog)
    await expect(dialog.getByLabel('Postcode')).toHaveAttribute('maxlength', '4')
    await dialog.getByRole('button', { name: 'Next' }).click()

    await expect(dialog.getByText('Step 3 of 3')).toBeVisible()
    await expect(dialog.getByLabel('Email me similar stock and latest offers.')).toBeChecked()
    await dialog.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/\/success$/)
    await expect(page.getByRole('status')).toContainText(/reference #\d+/)
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event_id?: number }> }).dataLayer ?? [])
    expect(events.some((e) => e.event_id === 14)).toBe(true)
    await expectNoAxeViolations(page)

    // Stored details fill the next form.
    await page.goto(siteUrl('harbour-toyota', '/contact'))
    await expect(page.getByLabel('First name')).toHaveValue('Ada')
    await expect(page.getByLabel('Postcode')).toHaveValue('4007')
  })

  test('a test drive offers only the times the chosen location is open', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/book-test-drive'))
    await expect(page.getByText('Choose a location to see the times we can offer.')).toBeVisible()
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Harbour Toyota Used Car Centre' })
    const dates = page.getByLabel('Preferred date')
    const labels = (await dates.locator('option').allInnerTexts()).slice(1)
    expect(labels.length).toBeGreaterThan(5)
    // The used car centre is closed on Sundays and shuts at 16:00 on Saturdays.
    expect(labels.filter((l) => l.startsWith('Sun'))).toEqual([])
    const saturday = labels.find((l) => l.startsWith('Sat'))!
    await dates.selectOption({ label: saturday })
    const times = (await page.getByLabel('Preferred time').locator('option').allInnerTexts()).slice(1)
    expect(times[0]).toBe('08:30')
    expect(times.at(-1)).toBe('15:30')
    await page.getByLabel('Preferred time').selectOption('10:00')
    await fillDetails(page)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/\/success$/)
  })

  test('the contact form shows the spec texts and sends with a category', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/contact-us'))
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
    await expect(errors).toContainText('Please choose a category.')
    await expect(errors).toContainText('Invalid postcode. Please enter a 4-digit number.')
    await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Yes, I would like to subscribe to receive latest offers & product updates.')).toBeChecked()
    await expectNoAxeViolations(page)
    await page.getByLabel('Category').selectOption('Sales Enquiry')
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ index: 1 })
    await fillDetails(page)
    await page.getByLabel('Comments').fill('Do you have any hybrid SUVs coming in?')
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/\/success$/)
  })

  for (const path of ['/service', '/parts', '/careers', '/contact?car_id=1&request=photos']) {
    test(`${path} has a labelled form without axe violations`, async ({ page }) => {
      await page.goto(siteUrl('summit-auto-group', path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByLabel('First name')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
