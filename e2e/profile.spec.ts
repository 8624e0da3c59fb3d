/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import {
  confirmRegistration,
  finishOnboardingOnRegistration,
  newAccount,
  registerThroughLanding,
  submitRegistration,
} from './helpers'

const PORTO = { latitude: 41.1496, longitude: -8.611 }

const listItems = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem')

test('with location blocked in the browser the dialog shows the error; Continue Without Location and Try Again work', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: [], geolocation: PORTO })
  const page = await context.newPage()
  const account = newAccount('Ravi')
  await page.goto('/')
  const settleOnboarding = await finishOnboardingOnRegistration(page)
  await submitRegistration(page, account)
  await confirmRegistration(page, account)
  await settleOnboarding()
  await expect(page.getByRole('heading', { name: 'Welcome, Ravi!' })).toBeVisible()

  // The browser has already said no, so nothing opens on load; the banner offers it.
  const dialog = page.getByRole('dialog', { name: 'Enable Location Services' })
  const banner = page.getByRole('region', { name: 'Location services' })
  await banner.getByRole('button', { name: 'Enable location' }).click()
  await dialog.getByRole('button', { name: 'Enable Location' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Location access denied. Please enable location permissions in your browser settings.',
  )
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue Without Location' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.evaluate(() => localStorage.getItem('locationSkipped'))).resolves.toBe('true')
  await expect(banner).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Ravi!' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(banner).toBeHidden()

  // Changing their mind: allowed in the browser, Try Again succeeds and the dialog closes by itself.
  await page.evaluate(() => localStorage.removeItem('locationSkipped'))
  await page.reload()
  await banner.getByRole('button', { name: 'Enable location' }).click()
  await dialog.getByRole('button', { name: 'Enable Location' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await context.grantPermissions(['geolocation'])
  await dialog.getByRole('button', { name: 'Try Again' }).click()
  await expect(dialog.getByText('Location enabled! Finding places near you.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(banner).toBeHidden()
  const me = await page.request.get('/api/auth/user')
  expect(await me.json()).toMatchObject({ ...PORTO, locationEnabled: true })
  await context.close()
})

test('the profile pages fit a 360 px phone and save', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Mina'))

  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  for (const path of ['/preferences', '/allergies', '/meal-preferences']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await fitsWidth(), path).toBeLessThanOrEqual(0)
  }

  await page.goto('/preferences')
  await page.getByRole('checkbox', { name: 'Seafood' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Preferences Updated')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/allergies')
  await page.getByLabel('Add an allergy').fill('  kiwi ')
  await page.getByLabel('Add an allergy').press('Enter')
  await page.getByRole('button', { name: 'Peanuts', exact: true }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await page.reload()
  await expect(listItems(page, 'Your allergies')).toHaveText(['Peanuts', 'kiwi'])
  await context.close()
})
