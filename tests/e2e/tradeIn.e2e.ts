import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'

type Docs = { docs: Array<{ year: number; make: string; model: string }> }

/** The make and model the demo stock holds most of among recent cars, so the valuation has comparables. */
async function commonRecentCar(page: Page) {
  const since = new Date().getFullYear() - 6
  await page.goto(siteUrl('harbour-toyota', `/api/cars?limit=1000&depth=0&where[year][greater_than_equal]=${since}&select[year]=true&select[make]=true&select[model]=true`))
  const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
  const counts = new Map<string, Docs['docs']>()
  for (const car of docs) counts.set(`${car.make}|${car.model}`, [...(counts.get(`${car.make}|${car.model}`) ?? []), car])
  const [key, cars] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0]!
  const [make, model] = key.split('|')
  return { make: make!, model: model!, year: Math.max(since + 1, Math.round(cars.reduce((s, c) => s + c.year, 0) / cars.length)) }
}

test.describe('trade-in', () => {
  test('a shopper values their car and accepts the online offer', async ({ page }) => {
    const car = await commonRecentCar(page)
    await page.goto(siteUrl('harbour-toyota', '/sell-my-car'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Value your trade-in')
    await expectNoAxeViolations(page)

    await page.getByLabel('Rego').fill('ZZZ999')
    await page.getByRole('button', { name: 'Find my car' }).click()
    await expect(page.getByRole('status')).toHaveText("We couldn't find that rego. Please enter your car's details below.")
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Please enter the make.')
    await page.getByLabel('Year').fill(String(car.year))
    await page.getByLabel('Make').fill(car.make)
    await page.getByLabel('Model').fill(car.model)
    await page.getByLabel('Kilometres').fill('45,000 kms')
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByText('Step 2 of 3')).toBeVisible()
    for (const [question, answer] of [['What condition is it in?', 'Good'], ['Service history', 'Full'], ['Has it been in an accident?', 'No'], ['How many keys do you have?', 'Two or more'], ['Is there finance owing on it?', 'No']]) {
      await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
    }
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByText('Step 3 of 3')).toBeVisible()
    await expect(page.getByRole('group', { name: 'How should we contact you?' }).getByLabel('Phone')).toBeChecked()
    for (const [label, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email', 'ada@example.com'], ['Phone', '0412 345 678'], ['Postcode', '4007']]) {
      await page.getByRole('textbox', { name: label }).fill(value)
    }
    await page.getByRole('button', { name: 'Get My Offer' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Please tell us if you need finance.')
    await page.getByRole('group', { name: 'Will you need finance for your next car?' }).getByLabel('No').check()
    await page.getByRole('button', { name: 'Get My Offer' }).click()

    await expect(page.getByRole('heading', { name: 'Your online offer' })).toBeVisible()
    await expect(page.locator('.trade-in-offer__price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Accept Offer' }).click()
    await expect(page).toHaveURL(/\/success$/)
    await expect(page.getByRole('status')).toContainText('trade-in offer acceptance')
  })

  test('a car over 7 years old gets the FAQ answer instead of an online estimate', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/trade-in'))
    await page.getByLabel('Year').fill(String(new Date().getFullYear() - 10))
    await page.getByLabel('Make').fill('Toyota')
    await page.getByLabel('Model').fill('Camry')
    await page.getByLabel('Kilometres').fill('180000')
    await page.getByLabel('Kilometres').blur()
    await expect(page.getByLabel('Kilometres')).toHaveValue('180,000 kms')
    await page.getByRole('button', { name: 'Next' }).click()
    for (const [question, answer] of [['What condition is it in?', 'Fair'], ['Service history', 'Partial'], ['Has it been in an accident?', 'No'], ['How many keys do you have?', 'One'], ['Is there finance owing on it?', 'No']]) {
      await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
    }
    await page.getByRole('button', { name: 'Next' }).click()
    for (const [label, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email', 'ada@example.com'], ['Phone', '0412 345 678'], ['Postcode', '4007']]) {
      await page.getByRole('textbox', { name: label }).fill(value)
    }
    await page.getByRole('group', { name: 'Will you need finance for your next car?' }).getByLabel('Yes').check()
    await page.getByRole('button', { name: 'Get My Offer' }).click()
    await expect(page.getByRole('status')).toHaveText("We can't give an online estimate for cars more than 7 years old. Our team will call you with a valuation.")
  })
})
