import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  groupCard,
  newAccount,
  registerThroughLanding,
  skipLocationPrompt,
  submitRegistration,
  voteButton,
} from './helpers'

async function openMember(browser: Browser, firstName: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {})
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

/** A group owned by the first member and joined by the rest, made through the API. */
async function makeGroup(owner: Page, others: Page[]) {
  const name = `Family ${Date.now().toString(36)}`
  const group = await (await owner.request.post('/api/family-groups', { data: { name } })).json()
  for (const page of others) {
    const joined = await page.request.post('/api/family-groups/join', {
      data: { inviteCode: group.inviteCode },
    })
    expect(joined.ok()).toBe(true)
  }
  return name
}

const noHorizontalScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

const isWithinFirstScreen = async (page: Page, name: string | RegExp) => {
  const box = await page.getByRole('button', { name }).first().boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
}

test('a member opening tonight’s board invites the others live, and the dashboard shows who voted', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const ben = await openMember(browser, 'Ben')
  const groupName = await makeGroup(maria.page, [ben.page])
  await ben.page.goto('/recipes')
  await expect(ben.page).toHaveTitle('Recipes · Forkcast')

  await maria.page.goto('/')
  await groupCard(maria.page, groupName).getByRole('button', { name: 'Start Food Decision' }).click()
  await expect(maria.page.getByText('Live', { exact: true })).toBeVisible()

  // Ben, on another page, is invited without reloading and joins the same board.
  const banner = ben.page.getByRole('status', { name: 'Decision invitation' })
  await expect(banner).toContainText('Maria started tonight’s decision', { timeout: 5000 })
  await banner.getByRole('button', { name: 'Join' }).click()
  await expect(ben.page).toHaveURL(/\/elimination\/cuisine\?groupId=\d+$/)
  await expect(ben.page.getByText(groupName)).toBeVisible()

  await voteButton(maria.page, 'Italian', 'Veto').click()
  await expect(ben.page.getByText('1 of 19 eliminated')).toBeVisible()
  await ben.page.goto('/')
  await expect(groupCard(ben.page, groupName)).toContainText('Voted so far: Maria')
  await expect(
    groupCard(ben.page, groupName).getByRole('button', { name: 'Continue Food Decision' }),
  ).toBeVisible()

  await maria.context.close()
  await ben.context.close()
})

test('messages are for people: errors beside their fields, toasts clear of the header, a clear goodbye', async ({
  page,
}) => {
  await skipLocationPrompt(page)
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }).click()
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is required')
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('First name is required')

  // The server's objection lands beside the field, never as "Invalid body: email: …".
  await submitRegistration(page, { ...newAccount('Nia'), email: 'nia-at-example' })
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/Invalid body|email:/)).toHaveCount(0)

  await registerThroughLanding(page, newAccount('Omar'))
  await page.getByRole('button', { name: 'Join Group', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Join Group' })
  await dialog.getByLabel('Invite code').fill('ABC')
  await dialog.getByRole('button', { name: 'Join Group' }).click()
  await expect(dialog.getByLabel('Invite code')).toHaveAccessibleDescription(/valid 8-character invite code/)
  const toast = page.locator('[data-sonner-toast]').first()
  await expect(toast).toBeVisible()
  await page.keyboard.press('Escape')
  const settingsBox = (await page.getByRole('button', { name: 'Settings' }).boundingBox())!
  // Toasts slide in from the top: measured once they have settled.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual(settingsBox.y + settingsBox.height)

  // Settings offer Web Push on this device; the service worker carries the notification handlers.
  await page.getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('switch', { name: 'Turn on notifications' })).toBeVisible()
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const script = await (await fetch(registration.active!.scriptURL)).text()
    const handlers = await (await fetch('/push-sw.js')).text()
    return { importsPush: script.includes('push-sw.js'), handlesPush: handlers.includes("'push'") }
  })
  expect(worker).toEqual({ importsPush: true, handlesPush: true })
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
})

test('at phone width the board fits, pages have titles, a 404 keeps the shell, and offline is said plainly', async ({
  browser,
}) => {
  const phone = { width: 360, height: 740 }
  const { context, page } = await openMember(browser, 'Pia', phone)
  const groupName = await makeGroup(page, [])
  await page.goto('/')
  await expect(page).toHaveTitle('Home · Forkcast')
  await noHorizontalScroll(page)
  await isWithinFirstScreen(page, 'Start Food Decision')

  await groupCard(page, groupName).getByRole('button', { name: 'Start Food Decision' }).click()
  await expect(page).toHaveTitle('Tonight’s Cuisine · Forkcast')
  await expect(page.getByRole('list', { name: 'How to vote' })).toBeVisible()
  await noHorizontalScroll(page)
  await isWithinFirstScreen(page, 'Submit my picks')

  await context.setOffline(true)
  await expect(page.getByText('You’re offline — your vote will be sent when you reconnect')).toBeVisible()
  await expect(page.getByText('Reconnecting…')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('Live', { exact: true })).toBeVisible()

  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found · Forkcast')
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})
