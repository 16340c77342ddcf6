import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

const outbox = path.resolve(process.env.FORECOURT_OTP_OUTBOX_DIR ?? '.data/otp-outbox')

/** The local OTP adapter's "SMS": the newest code written for this phone after `since`. */
export async function codeSentTo(national: string, since: number): Promise<string> {
  const file = path.join(outbox, `${national}.txt`)
  await expect.poll(async () => (await stat(file).catch(() => null))?.mtimeMs ?? 0, { timeout: 10_000 }).toBeGreaterThan(since - 1000)
  return (await readFile(file, 'utf8')).trim()
}

/**
 * Every test is its own shopper on its own connection: the suite runs from one machine, and the
 * platform allows 10 code sends per IP address an hour, as it should for real shoppers.
 */
export async function ownAddress(page: Page, national: string) {
  const n = Number(national.slice(-6))
  await page.setExtraHTTPHeaders({ 'x-real-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` })
}

/** Signs in on the /sign-in page the browser is on, with the code the local adapter wrote. */
export async function signInWith(page: Page, national: string) {
  await ownAddress(page, national)
  // Send Code works once the form has hydrated; a click before that is lost.
  await page.waitForLoadState('networkidle')
  const phone = page.getByLabel('Mobile number')
  await phone.fill(national)
  const since = Date.now()
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  await page.getByLabel('Verification code').fill(await codeSentTo(national, since))
  await page.getByRole('button', { name: 'Sign In' }).click()
}
