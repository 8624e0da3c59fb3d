/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import {
  confirmRegistration,
  finishOnboardingOnRegistration,
  groupCard,
  newAccount,
  registerThroughLanding,
  submitRegistration,
} from './helpers'

const PORTO = { latitude: 41.1496, longitude: -8.611 }

const listItems = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem')

test('a new account walks through both wizards, creates a group and finds its allergies on /allergies', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: PORTO })
  const page = await context.newPage()
  const account = newAccount('Noor')
  const groupName = `Noor's Table ${Date.now().toString(36)}`

  await page.goto('/')
  await submitRegistration(page, account)
  await confirmRegistration(page, account)

  // Wizard 1 covers every route.
  await expect(page.getByRole('heading', { name: 'Set up your preferences' })).toBeVisible()
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await page.getByLabel('Cooking skill level').selectOption({ label: 'Intermediate - I cook regularly' })
  await page.getByLabel('Usual prep time (minutes)').fill('20')
  await next.click()
  await page.getByRole('checkbox', { name: 'Dairy', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Shellfish', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Avoid gluten', exact: true }).check()
  await next.click()
  await page.getByRole('checkbox', { name: 'Low Sodium' }).check()
  await page.getByRole('checkbox', { name: 'Family Nutrition' }).check()
  await next.click()
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible()
  await expect(page.getByText('Intermediate', { exact: true })).toBeVisible()
  await expect(page.getByText('20 minutes')).toBeVisible()
  await expect(
    page.getByText('Milk, Crustaceans (shrimp, crab, lobster), Molluscs (mussels, clams, squid)'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(page.getByText('Welcome to Forkcast!')).toBeVisible()

  // Wizard 2 over the dashboard.
  const wizard = page.getByRole('dialog', { name: "Let's set up Forkcast" })
  await expect(wizard.getByText('Step 1 of 6')).toBeVisible()
  await expect(wizard.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await wizard.getByRole('button', { name: 'Enable Location' }).click()
  await expect(wizard.getByText('Location enabled')).toBeVisible()
  const wizardNext = wizard.getByRole('button', { name: 'Next' })
  await wizardNext.click()
  await expect(wizardNext).toBeDisabled()
  await wizard.getByRole('button', { name: 'Italian' }).click()
  await wizard.getByRole('button', { name: 'Thai' }).click()
  await wizardNext.click()
  await expect(wizardNext).toBeDisabled()
  await wizard.getByRole('checkbox', { name: 'Low Carb' }).check()
  await wizardNext.click()
  await expect(wizard.getByRole('checkbox', { name: 'Milk', exact: true })).toBeChecked()
  await expect(wizard.getByRole('checkbox', { name: 'Shellfish', exact: true })).toBeChecked()
  await expect(wizard.getByRole('checkbox', { name: 'Gluten', exact: true })).toBeChecked()
  await wizardNext.click()
  await wizard.getByRole('radio', { name: 'Create a group' }).check()
  const createButton = wizard.getByRole('button', { name: 'Create Group & Finish' })
  await expect(createButton).toBeDisabled()
  await wizard.getByLabel('Group name').fill(groupName)
  await createButton.click()

  await expect(page.getByText('Setup Complete')).toBeVisible()
  await expect(wizard).toBeHidden()
  await expect(groupCard(page, groupName)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Location services' })).toBeHidden()
  await expect(
    page.evaluate(() => JSON.parse(localStorage.getItem('userLocation') ?? 'null')),
  ).resolves.toEqual(PORTO)

  await page.goto('/allergies')
  await expect(listItems(page, 'Your allergies')).toHaveText([
    'Milk',
    'Crustaceans (shrimp, crab, lobster)',
    'Molluscs (mussels, clams, squid)',
  ])
  await expect(listItems(page, 'Your sensitivities')).toHaveText(['Gluten'])

  await page.goto('/')
  await expect(groupCard(page, groupName)).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  await context.close()
})

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
