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

test('location is asked only on the way to ordering: blocked in the browser, the places page asks for a ZIP code or the device location, which works once allowed', async ({
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

  // Nothing about location on the dashboard.
  await expect(page.getByRole('button', { name: 'Show me around' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Enable Location Services' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Location services' })).toHaveCount(0)

  // Ordering: the browser has already said no, so the places page asks where to search.
  await page.goto('/restaurants/italian/delivery/casual')
  await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible()
  await expect(page.getByLabel('ZIP code')).toBeVisible()

  // Changing their mind: allowed in the browser, the device location finds the places.
  await context.grantPermissions(['geolocation'])
  await page.getByRole('button', { name: 'Use my current location' }).click()
  await expect(page).toHaveURL(/\/restaurants\/italian\/delivery\/casual/)
  await expect(page.getByText('Near your location')).toBeVisible()
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
