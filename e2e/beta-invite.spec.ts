import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  latestMailTo,
  linkPath,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
  submitRegistration,
  type Account,
} from './helpers'

const ADMIN: Account = { email: 'beta-admin@example.com', password: 'dinner-together-1', firstName: 'Bea' }

/** Signs the admin in (registering once per data directory) and invites a tester; answers the invite code. */
async function inviteTester(browser: Browser, email: string, accessLevel: 'full' | 'limited') {
  const context = await browser.newContext()
  const page = await context.newPage()
  const signedIn = await page.request.post('/api/auth/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  if (!signedIn.ok()) await registerThroughApi(page, ADMIN)
  const added = await page.request.post('/api/beta/add-tester', { data: { email, accessLevel } })
  expect(added.status(), await added.text()).toBe(201)
  const { inviteCode } = (await added.json()) as { inviteCode: string }
  await context.close()
  return inviteCode
}

/** Onboarding as a newcomer takes it: every step as it is, then Finish. */
async function finishOnboarding(page: Page) {
  await expect(page.getByText(/Step 1 of \d/)).toBeVisible()
  while (!(await page.getByRole('button', { name: 'Finish' }).isVisible()))
    await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Finish' }).click()
}

/** Opens the beta invite signed out and sends the create-account form on it. */
async function registerOnInvite(page: Page, inviteCode: string, tester: Account) {
  await skipLocationPrompt(page)
  await page.goto(`/beta/${inviteCode}`)
  await expect(page.getByRole('heading', { name: 'You are invited to the Forkcast beta' })).toBeVisible()
  await submitRegistration(page, tester)
  await expect(page.getByRole('status', { name: 'Check your email' })).toBeVisible()
}

/** Where the mailed link lands: the plan page on the beta tier, with nothing left to open. */
async function expectBetaPlan(page: Page, tierName: string) {
  await finishOnboarding(page)
  await expect(page).toHaveURL(/\/subscription$/)
  const card = page.getByRole('article', { name: tierName })
  await expect(card.getByText('Current Plan · Beta')).toBeVisible()
  // The home page's header reads the beta tier too.
  await page.goto('/')
  await expect(page.getByRole('link', { name: `Your plan: ${tierName}` })).toBeVisible()
}

test('a beta invite opened before signing up is claimed through the mailed link, without opening it again', async ({
  browser,
}) => {
  const tester = newAccount('Tess')
  const inviteCode = await inviteTester(browser, tester.email, 'limited')
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerOnInvite(page, inviteCode, tester)

  // The mailed link, followed from the local outbox in the same browser.
  await page.getByRole('link', { name: /open the local outbox/i }).click()
  const mail = page.getByRole('article').filter({ hasText: tester.email.toLowerCase() }).first()
  await mail.getByRole('link', { name: /verify-email/ }).click()
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('Welcome to the beta!')).toBeVisible()
  await expectBetaPlan(page, 'Plus')
  await context.close()
})

test('the mailed link claims the beta invite even when opened in another browser', async ({ browser }) => {
  const tester = newAccount('Omar')
  const inviteCode = await inviteTester(browser, tester.email, 'full')
  const started = await browser.newContext()
  await registerOnInvite(await started.newPage(), inviteCode, tester)
  await started.close()

  const elsewhere = await browser.newContext()
  const page = await elsewhere.newPage()
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await page.goto(linkPath(latestMailTo(tester.email.toLowerCase()).text, 'verify-email'))
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expectBetaPlan(page, 'Premium')
  await elsewhere.close()
})
