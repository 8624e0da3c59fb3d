import { expect, test, type Locator } from '@playwright/test'
import { newAccount, registerThroughLanding, skipInstallBannerAndTours, submitRegistration } from './helpers'

const PHONE = { width: 360, height: 740 }

/** The element is on the first screen of the phone, without scrolling. */
async function expectOnFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = (await locator.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
}

test('on a phone the landing page opens on sign-up, and Sign in turns the card into the sign-in form', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Create your account' })
  await expectOnFirstScreen(page.getByRole('heading', { name: 'Create your free account' }))
  await expectOnFirstScreen(form.getByLabel('Email'))
  // The wide screens' header form is not in the way on a phone.
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeHidden()

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const signIn = page.getByRole('form', { name: 'Sign in' })
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused()
  await expectOnFirstScreen(signIn.getByLabel('Email'))
  await expect(signIn.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(form.getByLabel('Email')).toBeVisible()
  await context.close()
})

test('Check your email opens the local outbox in the same tab, past the service worker, and its link signs the person in where they began', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  // The worker answers navigations once active: the outbox must still come from the server, not the app shell.
  await page.evaluate(async () => navigator.serviceWorker.ready)
  await skipInstallBannerAndTours(page)
  const account = newAccount('Outbox')
  await submitRegistration(page, account)
  await expect(page.getByRole('status', { name: 'Check your email' })).toBeVisible()

  await page.getByRole('link', { name: 'open the local outbox' }).click()
  await expect(page).toHaveURL(/\/dev\/outbox$/)
  await expect(page.getByRole('heading', { name: 'Outbox (development only)' })).toBeVisible()
  const mail = page.getByRole('article').filter({ hasText: account.email.toLowerCase() }).first()
  await expect(mail).toContainText('Confirm your email')
  // The link names the origin this page was opened at (127.0.0.1 here), where the person already is.
  const origin = new URL(page.url()).origin
  const link = mail.getByRole('link', { name: /verify-email\?token=/ })
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^${origin.replace(/\./g, '\\.')}/verify-email\\?token=`),
  )

  await link.click()
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('heading', { name: 'Any cuisines to skip?' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(origin)
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)
  await context.close()
})

test('a page that needs a group asks which one, and one tap lands on the same page for that group', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Picker'))
  const groupName = `Picker Table ${Date.now().toString(36)}`
  const created = await page.request.post('/api/family-groups', { data: { name: groupName } })
  expect(created.ok()).toBe(true)
  const group = (await created.json()) as { id: number }

  await page.goto('/choose-meal-type')
  await expect(page.getByRole('heading', { name: 'Which group is deciding?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Just me' })).toBeVisible()
  await page
    .getByRole('list', { name: 'Your groups' })
    .getByRole('link', { name: new RegExp(groupName) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/choose-meal-type\\?groupId=${group.id}$`))
  await expect(page.getByRole('heading', { name: 'Ready to decide dinner?' })).toBeVisible()
  await expect(page.getByText(groupName)).toBeVisible()

  // A group that is not theirs is named as such; the rest of the address stays when choosing.
  await page.goto('/dining-service-selection?vote=places&groupId=999999')
  await expect(page.getByRole('heading', { name: 'That group is not one of yours' })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(groupName) }).click()
  await expect(page).toHaveURL(new RegExp(`/dining-service-selection\\?vote=places&groupId=${group.id}$`))
  await expect(page.getByRole('heading', { name: 'How do you want it?' })).toBeVisible()
  await context.close()
})
