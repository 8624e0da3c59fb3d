/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  groupCard,
  newAccount,
  registerThroughApi,
  skipLocationPrompt,
  type Account,
} from './helpers'

const PHONE = { width: 360, height: 740 }

/** A signed-in account made through the API, onboarding done, with nothing settled for it beforehand. */
async function signUpThroughApi(page: Page, account: Account) {
  await registerThroughApi(page, account)
  await finishOnboardingThroughApi(page)
}

/** Someone who already saw a decided board on this device (the offer's only condition besides installing). */
const afterFirstDecision = (page: Page) =>
  page
    .context()
    .addInitScript(() => localStorage.setItem('forkcast-first-decision', '2026-11-26T19:00:00.000Z'))

async function createGroup(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/family-groups', { data: { name } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { id: number }).id
}

/** Offers the browser's install prompt the way Chromium does, answering with the given outcome. */
const offerInstallPrompt = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      platforms: ['web'],
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      prompt: async () => {
        document.body.dataset.installPrompted = String(Number(document.body.dataset.installPrompted ?? 0) + 1)
      },
    })
    window.dispatchEvent(event)
  }, outcome)

const storedFlag = (page: Page, flag: string) =>
  page.evaluate((name) => [localStorage.getItem(name), sessionStorage.getItem(name)], flag)

const tourCard = (page: Page, title: string) => page.getByRole('alertdialog').filter({ hasText: title })

test('a brand-new account reaches its first decision on a phone with nothing to dismiss; the install offer comes after, in one row', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  // The tour's code is fetched only when someone asks for a tour: its absence shows none was started.
  const tourRequests: string[] = []
  page.on('request', (request) => {
    if (/page-tour|joyride/i.test(request.url())) tourRequests.push(request.url())
  })
  await signUpThroughApi(page, newAccount('Nadia'))
  const groupName = `First Table ${Date.now().toString(36)}`
  const groupId = await createGroup(page, groupName)
  const installOffer = page.getByRole('region', { name: 'Install the app' })

  await page.goto('/')
  await expect(page.getByRole('heading', { name: /Welcome.*Nadia/ })).toBeVisible()
  const start = groupCard(page, groupName).getByRole('button', { name: /Start Food Decision/ })
  await expect(start).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show me around' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Location services' })).toHaveCount(0)
  await expect(installOffer).toHaveCount(0)

  await start.click()
  await expect(page.getByRole('list', { name: 'Options' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(installOffer).toHaveCount(0)
  expect(tourRequests).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('forkcast-first-decision'))).toBeNull()

  // The only member submits: the board decides, live on this screen.
  const board = await page.request.post('/api/elimination-session', {
    data: { groupId, category: 'cuisine' },
  })
  const { session } = (await board.json()) as { session: { id: number } }
  expect((await page.request.post(`/api/elimination-session/${session.id}/submit`)).ok()).toBe(true)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('forkcast-first-decision'))).not.toBeNull()
  // Not on the decided board itself: nothing moves under the person's finger.
  await expect(installOffer).toHaveCount(0)

  await page.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { name: /Welcome.*Nadia/ })).toBeVisible()
  await expect(installOffer).toBeVisible()
  const row = await installOffer.boundingBox()
  expect(row?.height).toBeLessThanOrEqual(56)
  const install = await installOffer.getByRole('button', { name: 'Install', exact: true }).boundingBox()
  const close = await installOffer.getByRole('button', { name: 'Not now' }).boundingBox()
  // One line: both buttons side by side, inside the phone's width.
  expect(Math.abs((install?.y ?? 0) - (close?.y ?? 100)) < 10).toBe(true)
  expect((close?.x ?? PHONE.width) + (close?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await installOffer.getByRole('button', { name: 'Not now' }).click()
  await expect(installOffer).toHaveCount(0)
  expect(tourRequests).toEqual([])
  await context.close()
})

test('the install offer uses the browser prompt when offered, explains otherwise, and remembers each answer', async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount('Ines'))
  await afterFirstDecision(page)
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Install the app' })
  await expect(banner).toBeVisible()

  // No prompt from the browser yet: the person is told how this browser installs apps.
  await banner.getByRole('button', { name: 'Install', exact: true }).click()
  const help = page.getByRole('dialog', { name: 'Install Forkcast' })
  await expect(help).toContainText('In Chrome:')
  await expect(help).toContainText('Open the menu')
  await help.getByRole('button', { name: 'Got it' }).click()

  // A declined prompt keeps the banner; an accepted one stores the installed flag and hides it for good.
  await offerInstallPrompt(page, 'dismissed')
  await banner.getByRole('button', { name: 'Install', exact: true }).click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', '1')
  await expect(banner).toBeVisible()
  await offerInstallPrompt(page, 'accepted')
  await banner.getByRole('button', { name: 'Install', exact: true }).click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', '2')
  await expect(banner).toBeHidden()
  expect(await storedFlag(page, 'pwa-installed')).toEqual(['true', 'true'])
  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await expect(banner).toBeHidden()

  // 'Not now' is remembered.
  await page.evaluate(() => localStorage.removeItem('pwa-installed'))
  await page.evaluate(() => sessionStorage.removeItem('pwa-installed'))
  await page.reload()
  await banner.getByRole('button', { name: 'Not now' }).click()
  await expect(banner).toBeHidden()
  expect(await storedFlag(page, 'pwa-prompt-dismissed')).toEqual(['true', 'true'])
  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await expect(banner).toBeHidden()

  // 'Already installed', from the install help, is remembered too.
  await page.evaluate(() => {
    localStorage.removeItem('pwa-prompt-dismissed')
    sessionStorage.removeItem('pwa-prompt-dismissed')
  })
  await page.reload()
  await banner.getByRole('button', { name: 'Install', exact: true }).click()
  await help.getByRole('button', { name: 'Already installed' }).click()
  await expect(banner).toBeHidden()
  expect(await storedFlag(page, 'pwa-manually-installed')).toEqual(['true', 'true'])
  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await expect(banner).toBeHidden()

  // Opened from the installed app's start URL: no banner, and the launch is remembered.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto('/?source=pwa')
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await expect(banner).toBeHidden()
  expect(await storedFlag(page, 'pwa-launched')).toEqual(['true', 'true'])
})

test('a saved recipe and the grocery list open offline, and an item checked offline is sent on reconnect', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUpThroughApi(page, newAccount('Omar'))
  await page.addInitScript(() => localStorage.setItem('pwa-prompt-dismissed', 'true'))

  // Plus opens the smart planner's grocery lists (paid in the built-in test checkout).
  const group = await (
    await page.request.post('/api/family-groups', { data: { name: 'Offline Table' } })
  ).json()
  const checkout = await (
    await page.request.post('/api/create-checkout-session', { data: { tier: 'plus' } })
  ).json()
  const checkoutId = String(checkout.url).split('/').pop()
  expect((await page.request.post(`/api/billing/test-checkout/${checkoutId}/pay`)).ok()).toBe(true)
  const recipes = await (await page.request.get('/api/recipes/search?q=chicken')).json()
  const recipe = recipes[0]
  expect((await page.request.post('/api/recipes/save', { data: { recipeId: recipe.id } })).ok()).toBe(true)
  const listResponse = await page.request.post('/api/smart-meals/grocery-list', {
    data: { groupId: group.id, recipeIds: [recipe.id] },
  })
  expect(listResponse.status()).toBe(201)
  const list = await listResponse.json()
  const item = list.items[0]

  // Online once: the service worker takes control and saves what these pages read.
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The worker controls pages from the next load on.
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto(`/recipe/${recipe.id}`)
  await expect(page.getByRole('heading', { name: recipe.title, level: 1 })).toBeVisible()
  await page.goto(`/grocery-lists/${list.id}`)
  await expect(page.getByLabel(item.name).first()).not.toBeChecked()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/Showing what was saved at \d/)).toBeVisible()
  // The banner speaks of the list, not of a vote.
  await expect(
    page.getByText('You’re offline — your changes to the list will be saved when you’re back online.'),
  ).toBeVisible()
  await page.getByLabel(item.name).first().check()
  await expect(page.getByLabel(item.name).first()).toBeChecked()
  // The server has not heard of it yet; after a reload the page still shows the queued check.
  const serverItem = async () => {
    const current = await (await page.request.get(`/api/grocery-lists/${list.id}`)).json()
    return current.items.find((candidate: { id: number }) => candidate.id === item.id).checked
  }
  expect(await serverItem()).toBe(false)
  await page.reload()
  await expect(page.getByLabel(item.name).first()).toBeChecked()

  await page.goto(`/recipe/${recipe.id}`)
  await expect(page.getByRole('heading', { name: recipe.title, level: 1 })).toBeVisible()
  await expect(page.getByText(/Showing what was saved at \d/)).toBeVisible()

  await context.setOffline(false)
  await expect.poll(serverItem).toBe(true)
  await context.close()
})

test("no tour starts by itself; Show me around starts each page's tour, keyboard operable, and Settings offers it too", async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount('Tara'))
  // Restaurants need a place to search from: Tara skipped the location question and types a ZIP code.
  await skipLocationPrompt(page)
  const groupName = `Tour Table ${Date.now().toString(36)}`
  await createGroup(page, groupName)

  // Dashboard: nothing on load; two steps on request, walked by keyboard.
  await page.goto('/')
  await expect(groupCard(page, groupName)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show me around' }).click()
  // The card takes focus on its main button, so Enter moves on.
  await expect(tourCard(page, 'Your family groups').getByRole('button', { name: /Next/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tourCard(page, 'Recipes and planning').getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tourCard(page, 'Recipes and planning')).toBeHidden()
  await page.reload()
  await expect(groupCard(page, groupName)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Board: nothing on opening it; on request, Escape skips the tour.
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision/ })
    .click()
  await expect(page.getByRole('list', { name: 'Options' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show me around' }).click()
  await expect(tourCard(page, 'Vote by elimination')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tourCard(page, 'Vote by elimination')).toBeHidden()

  // Restaurant results: after the skip, a ZIP code is asked calmly, then the tour on request.
  await page.goto('/restaurants/italian/delivery/casual')
  await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible()
  await expect(page.getByText(/Location access denied/)).toHaveCount(0)
  await page.getByLabel('ZIP code').fill('62701')
  await page.getByRole('button', { name: 'Search this area' }).click()
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show me around' }).click()
  await tourCard(page, 'Places that fit your group').getByRole('button', { name: /Next/ }).click()
  await tourCard(page, 'Search wider').getByRole('button', { name: /Done/ }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Settings offers the dashboard's tour again.
  await page.goto('/')
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Show me around' }).click()
  await expect(tourCard(page, 'Your family groups')).toBeVisible()
})
