import { expect, type Page } from '@playwright/test'

let counter = 0

export const uniqueEmail = (name: string) => {
  counter += 1
  return `${name.toLowerCase()}.${Date.now().toString(36)}${counter}@example.com`
}

export interface Account {
  email: string
  password: string
  firstName: string
}

export const newAccount = (firstName: string): Account => ({
  email: uniqueEmail(firstName),
  password: 'dinner-together-1',
  firstName,
})

/** Fills and sends the create-account form on the current page (landing or invite page). */
export async function submitRegistration(page: Page, account: Account) {
  await skipInstallBannerAndTours(page)
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Phone number').fill('555-0100')
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }).click()
}

/**
 * New accounts start in onboarding; journeys about other features finish it through the API in its one
 * call (every step left as it is, no group), so the signed-in app shows its routes after the next load.
 */
export async function finishOnboardingThroughApi(page: Page) {
  const finished = await page.request.post('/api/user/onboarding', { data: {} })
  expect(finished.ok()).toBe(true)
}

/** Journeys not about location start as someone who already chose 'Skip for Now' in the location dialog. */
export const skipLocationPrompt = (page: Page) =>
  page.context().addInitScript(() => {
    if (!localStorage.getItem('userLocation')) localStorage.setItem('locationSkipped', 'true')
  })

/**
 * Journeys not about installing or tours start as someone who answered 'Not now' to the install banner and
 * has finished every tour (set on each load, since signing out clears local storage).
 */
export const skipInstallBannerAndTours = async (page: Page) => {
  const settle = () => {
    localStorage.setItem('pwa-prompt-dismissed', 'true')
    localStorage.setItem(
      'forkcast-completed-tours',
      JSON.stringify(['dashboard', 'elimination', 'restaurants']),
    )
  }
  await page.context().addInitScript(settle)
  // The page already open (registration forms) gets them at once too.
  if (page.url().startsWith('http')) await page.evaluate(settle)
}

/**
 * Answers onboarding through the API as soon as the next registration succeeds, holding back the app's
 * user request until then, so the first signed-in load already shows the home (and its sign-up toast).
 */
export async function finishOnboardingOnRegistration(page: Page) {
  let release = () => {}
  const isFinished = new Promise<void>((resolve) => (release = resolve))
  // Only the first user request after registration waits; the handler then removes itself.
  // On the context, so it also holds the request when the service worker fetches it for the page.
  await page.context().route(
    '**/api/auth/user',
    async (route) => {
      await isFinished
      await route.continue()
    },
    { times: 1 },
  )
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/email') && response.request().method() === 'POST',
  )
  return async () => {
    try {
      if ((await registered).status() === 201) await finishOnboardingThroughApi(page)
    } finally {
      release()
    }
  }
}

/** Registers through the landing page form, skips onboarding and waits for the signed-in home. */
export async function registerThroughLanding(page: Page, account: Account) {
  await skipLocationPrompt(page)
  await page.goto('/')
  await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible()
  const settleOnboarding = await finishOnboardingOnRegistration(page)
  await submitRegistration(page, account)
  await settleOnboarding()
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome.*${account.firstName}`) })).toBeVisible()
}

export async function signInThroughHeader(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'The Ultimate Dinner Decision App' })).toBeVisible()
}

/** A dashboard or /family card for one group. */
export const groupCard = (page: Page, groupName: string) => page.getByRole('group', { name: groupName })

/** Creates a group from the dashboard and returns the invite code its card shows. */
export async function createGroupFromDashboard(page: Page, groupName: string) {
  await page.getByRole('button', { name: 'Create Group', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create Group' })
  await dialog.getByLabel('Group name').fill(groupName)
  await dialog.getByRole('button', { name: 'Create Group' }).click()
  await expect(dialog).toBeHidden()
  const code = await groupCard(page, groupName).getByTestId('invite-code').textContent()
  expect(code).toMatch(/^[A-Z0-9]{8}$/)
  return code ?? ''
}

/** Joins a group by code through the dashboard's Join Group dialog. */
export async function joinGroupFromDashboard(page: Page, inviteCode: string) {
  await page.getByRole('button', { name: 'Join Group', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Join Group' })
  await dialog.getByLabel('Invite code').fill(inviteCode)
  await dialog.getByRole('button', { name: 'Join Group' }).click()
  await expect(dialog).toBeHidden()
}

/** The rows of a group page's member list. */
export const memberRow = (page: Page, firstName: string) =>
  page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: firstName })

/** Pays for a plan through the built-in test checkout (no card), as the plans page does. */
export async function upgradeTo(page: Page, tier: 'plus' | 'premium') {
  const checkout = await page.request.post('/api/create-checkout-session', { data: { tier } })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  const { url } = (await checkout.json()) as { url: string }
  const paid = await page.request.post(`/api/billing/test-checkout/${url.split('/').at(-1)}/pay`)
  expect(paid.ok(), await paid.text()).toBe(true)
}
