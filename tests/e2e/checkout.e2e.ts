import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'

type Docs = { docs: Array<{ id: number; slug: string; name: string }> }

/** A priced, unreserved car on sale that no other suite picks (the highest mileage first). */
async function carOnSale(page: Page, slug: string) {
  await page.goto(siteUrl(slug, '/api/cars?limit=1&depth=0&sort=-km&where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=1000'))
  const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
  return docs[0]!
}

async function fillDetails(page: Page, person: { first: string; last: string; email: string; mobile: string; postcode: string }) {
  await page.getByLabel('First name').fill(person.first)
  await page.getByLabel('Last name').fill(person.last)
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Mobile').fill(person.mobile)
  await page.getByLabel(/^Postcode/).fill(person.postcode)
  await page.getByLabel(/deposit is fully refundable/).check()
}

test.describe('reserve and buy online', () => {
  test('a shopper reserves a car from its page, sees the hold, and the next shopper is told it has gone', async ({ page }) => {
    const car = await carOnSale(page, 'harbour-toyota')
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
    await page.getByRole('link', { name: 'Reserve for $200' }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve the ${car.name}`)
    await expect(page.getByRole('complementary', { name: 'The car' })).toContainText('We call you to take the fully refundable $200 deposit.')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Reserve this car' }).click()
    const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
    await expect(errors).toContainText('Please enter your first name.')
    await expect(errors).toContainText('Please accept the reservation terms.')

    await fillDetails(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', mobile: '0412 345 678', postcode: '4000' })
    await page.getByRole('button', { name: 'Reserve this car' }).click()

    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout/confirmed\\?reference=R-[0-9A-F]{10}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`The ${car.name} is reserved for you`)
    await expect(page.getByRole('status')).toContainText('We are holding it for you until')
    await expect(page.getByText('We will call you on 0412345678 to take your fully refundable $200 deposit.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
    await expect(page.getByRole('link', { name: 'Reserve for $200' })).toHaveCount(0)
    await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}/checkout`))
    await expect(page.getByRole('status')).toHaveText('Sorry, this car has just been reserved by someone else.')
    await expect(page.getByRole('button', { name: 'Reserve this car' })).toHaveCount(0)
  })

  test('a shopper buys online, telling the dealer how they will pay and take the car', async ({ page }) => {
    const car = await carOnSale(page, 'summit-auto-group')
    await page.goto(siteUrl('summit-auto-group', `/checkout-journey?car_id=${car.slug}`))
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/buy-online$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buy the ${car.name} online`)
    await expect(page.getByRole('radio', { name: 'Buy it online' })).toBeChecked()
    await fillDetails(page, { first: 'Grace', last: 'Hopper', email: 'grace@example.com', mobile: '0412 345 679', postcode: '4030' })
    await page.getByRole('button', { name: 'Buy this car online' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Tell us how you would like to pay.')
    await expectNoAxeViolations(page)
    await page.getByRole('radio', { name: 'Finance' }).check()
    await page.getByRole('radio', { name: 'Deliver to my postcode' }).check()
    await page.getByRole('button', { name: 'Buy this car online' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Thank you, the ${car.name} is yours to buy`)
    await expect(page.getByText('Our sales team will be in touch to arrange payment, paperwork and handover.')).toBeVisible()
  })

  test('an unknown car, a website without online checkout and a forged reference get a 404', async ({ page }) => {
    const car = await carOnSale(page, 'coastal-caravans')
    for (const [slug, path] of [
      ['harbour-toyota', '/cars/no-such-car-anywhere/checkout'],
      ['coastal-caravans', `/cars/${car.slug}/checkout`],
      ['harbour-toyota', `/cars/${car.slug}/checkout/confirmed?reference=R-0000000000`],
      ['harbour-toyota', '/checkout-journey?car_id=<script>'],
    ] as const) {
      const response = await page.goto(siteUrl(slug, path))
      expect(response?.status(), path).toBe(404)
    }
  })
})
