import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, type Route } from '@playwright/test'

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

/** The newest mail to an address in the server's outbox (no SMTP in e2e: mail is kept under DATA_DIR). */
export function latestMailTo(address: string): { subject: string; text: string } {
  const directory = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
  for (const file of files) {
    const message = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as {
      to: string
      subject: string
      text: string
    }
    if (message.to === address) return message
  }
  throw new Error(`no mail to ${address}`)
}

/** The in-app path of a link in a mail ('/reset-password?token=…'). */
export const linkPath = (text: string, route: string) => {
  const match = new RegExp(`https?://[^/\\s]+(/${route}\\?token=[A-Za-z0-9_-]+)`).exec(text)
  if (!match?.[1]) throw new Error(`no ${route} link in the mail`)
  return match[1]
}

/** After the form says to check the mail: opens the registration link from the outbox and creates the account. */
export async function confirmRegistration(page: Page, account: Pick<Account, 'email'>) {
  await expect(page.getByRole('status', { name: 'Check your email' })).toBeVisible()
  // The server writes the mail before it answers, so it is there once the page says so.
  const mail = latestMailTo(account.email.toLowerCase())
  await page.goto(linkPath(mail.text, 'verify-email'))
  await page.getByRole('button', { name: 'Create my account' }).click()
}

/** An account made through the API (register, then open the mailed link), signed in on the page's context. */
export async function registerThroughApi(page: Page, account: Account) {
  const registered = await page.request.post('/api/auth/email', {
    data: {
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      phoneNumber: '555-0100',
    },
  })
  expect(registered.status()).toBe(202)
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(
    latestMailTo(account.email.toLowerCase()).text,
  )?.[1]
  const confirmed = await page.request.post('/api/auth/verify-email', { data: { token } })
  expect(confirmed.status(), await confirmed.text()).toBe(201)
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
 * Journeys not about installing or tours start as someone who answered 'Not now' to the install offer and has
 * taken every tour, so an offer shown after a decided board or a tour opened from 'Show me around' never covers
 * what they tap (set on each load, since signing out clears local storage).
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
  // Only the user request after the account is created waits (the link page loads the user too, signed out).
  // On the context, so it also holds the request when the service worker fetches it for the page.
  let isCreated = false
  const hold = async (route: Route) => {
    if (isCreated) await isFinished
    await route.continue()
  }
  await page.context().route('**/api/auth/user', hold)
  const registered = page.waitForResponse((response) => {
    const isConfirmation =
      response.url().endsWith('/api/auth/verify-email') && response.request().method() === 'POST'
    if (isConfirmation) isCreated = true
    return isConfirmation
  })
  return async () => {
    try {
      if ((await registered).status() === 201) await finishOnboardingThroughApi(page)
    } finally {
      // The route stays: from now on it lets every request straight through.
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
  await confirmRegistration(page, account)
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
  // The landing page shows the flash it was handed, which also takes it out of session storage.
  await expect(page.getByText('Logged out successfully')).toBeVisible()
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

/** A vote button (named by its visible word) on the board card of an option, still in play or just vetoed. */
export const voteButton = (page: Page, option: string, word: 'Veto' | 'Like' | 'Pick') =>
  page
    .getByRole('listitem', { name: new RegExp(`^${option}(, vetoed)?$`) })
    .getByRole('button', { name: word, exact: true })

/** Pays for a plan through the built-in test checkout (no card), as the plans page does. */
export async function upgradeTo(page: Page, tier: 'plus' | 'premium') {
  const checkout = await page.request.post('/api/create-checkout-session', { data: { tier } })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  const { url } = (await checkout.json()) as { url: string }
  const paid = await page.request.post(`/api/billing/test-checkout/${url.split('/').at(-1)}/pay`)
  expect(paid.ok(), await paid.text()).toBe(true)
}
