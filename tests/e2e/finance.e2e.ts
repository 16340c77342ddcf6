import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'
import { codeSentTo, ownAddress, signInWith } from './otp'

type Docs = { docs: Array<{ id: number; slug: string; name: string }> }

test.describe('finance', () => {
  test('the vehicle page calculator follows its inputs down to Enquire for Finance', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/api/cars?limit=1&depth=0&where[status][equals]=in_stock&where[price][greater_than]=20000&where[make][not_equals]=Suzuki'))
    const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
    await page.goto(siteUrl('harbour-toyota', `/cars/${docs[0]!.slug}`))
    const calculator = page.locator('#finance-calculator')
    await expect(calculator.getByRole('heading', { name: 'Finance calculator' })).toBeVisible()
    const repayment = calculator.locator('.finance-calculator__repayment')
    await expect(repayment).toContainText('per week')
    const weekly = await repayment.innerText()

    await calculator.getByLabel('Interest rate (% p.a.)').fill('14')
    await expect(repayment).not.toHaveText(weekly)
    await expect(calculator).toContainText('p.a. comparison rate*')
    await calculator.getByLabel('Monthly').check()
    await expect(repayment).toContainText('per month')

    await calculator.getByLabel('Purchase price').fill('400')
    await expect(calculator.getByText('Cannot be less than 1,000 or more than $250,000')).toBeVisible()
    await calculator.getByLabel('Purchase price').blur()
    await expect(calculator.getByLabel('Purchase price')).toHaveValue('1,000')
    await calculator.getByLabel('Loan term').selectOption('7')
    await calculator.getByLabel('Weekly').check()
    await expect(repayment).toHaveText('Enquire for Finance')
    await calculator.getByRole('button', { name: 'Show More' }).click()
    await expect(calculator.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
  })

  test('a shopper sends a finance enquiry for a car from /finance', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/api/cars?limit=1&depth=0&where[status][equals]=in_stock&where[price][greater_than]=20000'))
    const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
    await page.goto(siteUrl('harbour-toyota', `/finance?car_id=${docs[0]!.id}&loanTerm=4#finance-form`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Finance for the ${docs[0]!.name}`)
    await expect(page.getByRole('complementary', { name: 'The car' })).toContainText(docs[0]!.name)
    await expect(page.getByLabel('Loan term')).toHaveValue('4')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('Please tell us about your credit history.')
    await page.getByRole('group', { name: 'How is your credit history?' }).getByLabel('Decent').check()
    for (const [label, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email', 'ada@example.com'], ['Phone', '0412 345 678'], ['Postcode', '4007']]) {
      await page.getByRole('textbox', { name: label }).fill(value)
    }
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(/\/success$/)
  })

  test('/apply-for-finance without a car shows the three steps', async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/apply-for-finance'))
    const steps = page.getByRole('complementary', { name: 'How it works' }).getByRole('listitem')
    await expect(steps).toHaveText(['Apply online in minutes.', 'Get pre-approved with a personalised rate.', 'Purchase the car.'])
    await expect(page.getByRole('heading', { name: 'Get Finance Now' })).toBeVisible()
    await expect(page.locator('#get-finance-now ~ ul .car-card')).toHaveCount(6)
    await expectNoAxeViolations(page)
  })
})

test('a car without lender figures asks for a quote once and shows it with the comparison rate', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/api/cars?limit=1&depth=0&where[status][equals]=in_stock&where[price][greater_than]=20000&where[finance_lenders][exists]=false'))
  const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
  const quotes: string[] = []
  page.on('request', (request) => request.url().endsWith('/api/youx/quote') && quotes.push(request.url()))
  await page.goto(siteUrl('harbour-toyota', `/cars/${docs[0]!.slug}`))
  const box = page.getByRole('region', { name: 'Finance', exact: true })
  await expect(box).toContainText(/Estimated \$[\d,]+ \/week/)
  await expect(box).toContainText('p.a. comparison rate*')
  await expect(box.getByRole('link', { name: 'Get Finance' })).toBeVisible()
  expect(quotes).toHaveLength(1)
})

test('the budget search turns a repayment into a price search, and refuses a budget below every car', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/finance'))
  const budget = page.getByRole('region', { name: 'Find cars for your budget' })
  await expect(budget).toContainText('Your budget: $38,000')
  await budget.getByLabel('Repayment per month').fill('10')
  await budget.getByLabel('Deposit').fill('0')
  await expect(budget.getByText('No cars found for this budget')).toBeVisible()
  await expect(budget.getByRole('button', { name: '0 cars Found' })).toBeDisabled()
  await budget.getByLabel('Weekly').check()
  await expect(budget.getByLabel('Repayment per week')).toHaveValue('200')
  await budget.getByLabel('Deposit').fill('2000')
  await expect(budget).toContainText('Your budget: $54,000')
  await budget.getByRole('link', { name: 'Show me cars up to $54,000' }).click()
  await expect(page).toHaveURL(/\/search\?price=1000\.\.54000&sortBy=price_desc$/)
  const prices = await page.locator('.car-card:not(.car-card--sold) .car-card__price strong').allInnerTexts()
  expect(prices.length).toBeGreaterThan(0)
  for (const price of prices) expect(Number(price.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(54_000)
})

test('the price range slider searches a range, highest price first', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/finance'))
  const slider = page.getByRole('region', { name: 'Search by price' })
  await expect(slider.locator('.range-slider__values')).toHaveText('$5,000 – $250,000+')
  await slider.getByRole('combobox', { name: 'Maximum price' }).selectOption('30000')
  await slider.getByRole('slider', { name: 'Minimum price' }).focus()
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
  await expect(slider.locator('.range-slider__values')).toHaveText('$10,000 – $30,000')
  await expectNoAxeViolations(page)
  await slider.getByRole('link', { name: 'Search $10,000 – $30,000' }).click()
  await expect(page).toHaveURL(/\/search\?price=10000\.\.30000&sortBy=price_desc$/)
  const prices = (await page.locator('.car-card:not(.car-card--sold) .car-card__price strong').allInnerTexts()).map((p) => Number(p.replace(/[^\d]/g, '')))
  expect(prices.length).toBeGreaterThan(1)
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(10_000)
  for (const price of prices) expect(price).toBeLessThanOrEqual(30_000)
  expect(prices).toEqual([...prices].sort((a, b) => b - a))
})

test('instant pre-approval from the vehicle page: estimate, details, code, then the personalised finance page', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/api/cars?limit=12&depth=0&where[status][equals]=in_stock&where[price][greater_than]=20000&where[make][not_equals]=Suzuki&where[finance_lenders][exists]=true'))
  const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
  let car: Docs['docs'][number] | undefined
  for (const candidate of docs) {
    await page.goto(siteUrl('harbour-toyota', `/cars/${candidate.slug}`))
    if (await page.locator('.finance-box').getByRole('link', { name: 'Get Finance' }).count()) {
      car = candidate
      break
    }
  }
  expect(car, 'a seeded car with an eligible lender').toBeDefined()
  await page.locator('.finance-box').getByRole('link', { name: 'Get Finance' }).click()
  const dialog = page.getByRole('dialog', { name: `Get pre-approved for the ${car!.name}` })
  await expect(dialog).toContainText('no impact on your credit score')
  await dialog.getByRole('button', { name: 'Get Started' }).click()
  await expect(dialog.getByRole('tab', { name: 'Quick Estimate' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('tab', { name: 'Apply to lender' })).toBeDisabled()
  await expect(dialog.locator('.pre-approval__quote')).toContainText('per week')
  await expect(dialog.locator('.pre-approval__quote')).toContainText('p.a. comparison rate*')
  await expectNoAxeViolations(page)

  await dialog.getByLabel('Purchase price').fill('lots')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Enter the purchase price.')).toBeVisible()
  await dialog.getByLabel('Purchase price').fill('25000')
  await dialog.getByRole('button', { name: 'Next' }).click()

  await expect(dialog.getByRole('tab', { name: 'Your Details' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByLabel('First name').fill('Pia')
  await dialog.getByLabel('Last name').fill('Okafor')
  await dialog.getByLabel('Email').fill('pia@example.com')
  await dialog.getByLabel('Mobile number').fill('02 9999 9999')
  await dialog.getByLabel('Postcode').fill('4007')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Please enter a valid Australian mobile number.')).toBeVisible()
  await dialog.getByLabel('Mobile number').fill('0412 555 808')
  await dialog.getByRole('button', { name: 'Next' }).click()

  await expect(dialog).toContainText('We will text a 6-digit code to 0412555808')
  await ownAddress(page, '0412555808')
  const since = Date.now()
  await dialog.getByRole('button', { name: 'Send Code' }).click()
  await expect(dialog.getByRole('tab', { name: 'Apply to lender' })).toHaveAttribute('aria-selected', 'true')
  const code = await codeSentTo('0412555808', since)
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: 'Apply to lender' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is invalid. Please try again.')
  await dialog.getByLabel('Verification code').fill(code)
  await dialog.getByRole('button', { name: 'Apply to lender' }).click()

  await expect(page).toHaveURL(new RegExp(`/personalised/finance\\?car_id=${car!.id}&application=FC-[0-9A-F]{10}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your finance for the ${car!.name}`)
  await expect(page.getByText('Pre-Approved', { exact: true })).toBeVisible()
  await expect(page.locator('.pre-approval-status')).toContainText('$25,000 over 5 years')
  await expectNoAxeViolations(page)
  // The Finance Enquiry went through the leads pipeline too.
  await page.goto(siteUrl('harbour-toyota', '/my-garage'))
  await expect(page.getByRole('region', { name: 'Your enquiries' })).toContainText(`Finance Enquiry – ${car!.name}`)
})

test('personalised finance is gated: sign in, come back, and start a pre-approval there', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/api/cars?limit=1&depth=0&where[status][equals]=in_stock&where[price][greater_than]=20000'))
  const { docs } = JSON.parse(await page.locator('body').innerText()) as Docs
  const path = `/personalised/finance?car_id=${docs[0]!.id}`
  await page.goto(siteUrl('harbour-toyota', path))
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=car-finance&redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&back=%2F$`))
  await signInWith(page, '0412555909')
  await expect(page).toHaveURL(siteUrl('harbour-toyota', path))
  await expect(page.getByText('You have no pre-approval for this car yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get pre-approved' })).toBeVisible()
  await expect(page.locator('.finance-calculator__repayment')).toContainText('per week')
  await expectNoAxeViolations(page)
})
