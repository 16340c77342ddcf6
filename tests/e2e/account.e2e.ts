import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'
import { codeSentTo, ownAddress, signInWith } from './otp'

test.describe('shopper accounts', () => {
  test('a gated page sends the shopper to sign-in and back once the code is verified', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2F$/)
    await expect(page.getByText('Sign in to see your garage.')).toBeVisible()
    await expect(page.getByLabel('Verification code')).toBeDisabled()
    await expectNoAxeViolations(page)

    await page.getByLabel('Mobile number').fill('12345')
    await page.getByRole('button', { name: 'Send Code' }).click()
    await expect(page.getByText('Please enter a valid Australian mobile number.')).toBeVisible()

    await ownAddress(page, '0412555101')
    await page.getByLabel('Mobile number').fill('0412 555 101')
    const since = Date.now()
    await page.getByRole('button', { name: 'Send Code' }).click()
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '')
    await page.getByLabel('Verification code').fill('12')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Code must be 6 digits.')).toBeVisible()
    const code = await codeSentTo('0412555101', since)
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The verification code is invalid. Please try again.' })).toBeVisible()
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/my-garage$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/'))
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  })

  test('online payment always needs a signed-in shopper, and knows who they are', async ({ page }) => {
    await page.goto(siteUrl('coastal-caravans', '/online-payment'))
    await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment&back=%2F$/)
    await signInWith(page, '0412555606')
    await expect(page).toHaveURL(siteUrl('coastal-caravans', '/online-payment'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online payment')
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('0412555606')
    await expectNoAxeViolations(page)
  })

  test('spin to win: a signed-in shopper spins once and sees the same prize when they come back', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(siteUrl('coastal-caravans', '/spin-to-win'))
    await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F$/)
    await expect(page.getByText('Sign in to spin to win.')).toBeVisible()
    await signInWith(page, '0412555808')
    await expect(page).toHaveURL(siteUrl('coastal-caravans', '/spin-to-win'))
    await expect(page.getByRole('list', { name: 'Prizes on the wheel' }).getByRole('listitem')).toHaveCount(6)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Spin the Wheel' }).click()
    const result = page.getByText(/^You won: .+!$/)
    await expect(result).toBeVisible()
    const prize = (await result.innerText()).replace(/^You won: (.+)!$/, '$1')
    await expect(page.getByText('they will call you on 0412555808 to arrange your prize.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByText(`You won: ${prize}!`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    // Websites that do not run the promotion have no such page.
    expect((await page.goto(siteUrl('harbour-toyota', '/spin-to-win')))?.status()).toBe(404)
  })

  test("a website's own My Garage address is gated the same way", async ({ page }) => {
    await page.goto(siteUrl('summit-auto-group', '/mysummit'))
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmysummit&back=%2F$/)
    await signInWith(page, '0412555707')
    await expect(page).toHaveURL(siteUrl('summit-auto-group', '/mysummit'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
    // Another website has no such address.
    await page.goto(siteUrl('harbour-toyota', '/mysummit'))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My Garage')
  })

  test('a shopper saves a car to the watchlist, sees it in My Garage, and removes it', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
    await page.locator('.car-card:not(.car-card--sold) .car-card__link').first().click()
    await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
    const carPath = new URL(page.url()).pathname
    const carName = await page.getByRole('heading', { level: 1 }).innerText()

    await page.getByRole('button', { name: 'Save to Watchlist' }).click()
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=watchlist&redirect=${encodeURIComponent(carPath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await signInWith(page, '0412555202')
    await expect(page).toHaveURL(new RegExp(`${carPath}$`))

    await page.getByRole('button', { name: 'Save to Watchlist' }).click()
    await expect(page.getByText('Car Saved In Watchlist')).toBeVisible()
    await expect(page.getByText(`${carName} is now available in your watchlist`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Saved to Watchlist' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'View List' }).click()
    await expect(page).toHaveURL(/\/my-garage#watchlist$/)
    await expect(page.locator('#watchlist')).toContainText(carName)

    await page.goto(siteUrl('harbour-toyota', carPath))
    await page.getByRole('button', { name: 'Saved to Watchlist' }).click()
    await expect(page.getByText('Car Removed')).toBeVisible()
    await expect(page.getByText(`${carName} is no longer in your watchlist`)).toBeVisible()
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page.locator('#watchlist')).toContainText('No saved cars yet.')
  })

  test('a shopper saves a car from the search results and removes it again there', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/search/used-cars?sortBy=price_asc'))
    const card = page.locator('.car-card:not(.car-card--sold)').first()
    const carName = await card.locator('.car-card__title').innerText()
    const heart = card.getByRole('button', { name: `Save to Watchlist: ${carName}` })
    await heart.click()
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch%2Fused-cars%3FsortBy%3Dprice_asc/)
    await signInWith(page, '0412555505')
    await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=price_asc$/)

    await heart.click()
    await expect(page.getByText(`${carName} is now available in your watchlist`)).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
    await page.reload()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page.locator('#watchlist')).toContainText(carName)

    await page.goBack()
    await heart.click()
    await expect(page.getByText(`${carName} is no longer in your watchlist`)).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await page.goto(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page.locator('#watchlist')).toContainText('No saved cars yet.')
  })

  test('sign-in refuses to send the shopper off the site afterwards', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/sign-in?type=watchlist&redirect=//evil.example&back=javascript:alert(1)'))
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/')
    await signInWith(page, '0412555303')
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/my-garage'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
  })
})

test('a shopper compares three cars side by side on a shareable page', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const links = await page.locator('.car-card:not(.car-card--sold) .car-card__link').evaluateAll((as) => as.slice(0, 3).map((a) => (a as HTMLAnchorElement).pathname))
  const names: string[] = []
  for (const link of links) {
    await page.goto(siteUrl('harbour-toyota', link))
    names.push(await page.getByRole('heading', { level: 1 }).innerText())
    await page.getByRole('checkbox', { name: 'Compare' }).check()
  }
  await page.getByRole('link', { name: 'Compare 3 cars' }).click()
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/)
  await expect(page.getByRole('columnheader')).toHaveText(names)
  await expect(page.getByRole('rowheader', { name: 'Price' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Kilometres' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The URL alone is enough: a fresh browser sees the same three cars.
  const shared = page.url()
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto(shared)
  await expect(page.getByRole('columnheader')).toHaveText(names)
})

test('favourites, recently viewed cars and recent searches show in My Garage', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars?sortBy=price_desc'))
  await page.locator('.car-card:not(.car-card--sold) .car-card__link').first().click()
  await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
  const carName = await page.getByRole('heading', { level: 1 }).innerText()
  const save = page.getByRole('button', { name: 'SAVE to favourites' })
  await save.click()
  await expect(page.getByRole('button', { name: 'SAVED to favourites' })).toHaveAttribute('aria-pressed', 'true')

  await page.goto(siteUrl('harbour-toyota', '/my-garage'))
  await signInWith(page, '0412555404')
  await expect(page).toHaveURL(/\/my-garage$/)
  await expect(page.getByRole('region', { name: 'Favourites' })).toContainText(carName)
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toContainText(carName)
  await expect(page.getByRole('region', { name: 'Recent searches' }).getByRole('link')).not.toHaveCount(0)
  await expectNoAxeViolations(page)
})
