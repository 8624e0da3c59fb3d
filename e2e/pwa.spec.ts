/// <reference lib="dom" />
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  groupCard,
  newAccount,
  registerThroughApi,
  skipLocationPrompt,
  type Account,
} from './helpers'

const ALL_TOURS = JSON.stringify(['dashboard', 'elimination', 'restaurants'])

/** A signed-in account made through the API, so these journeys choose which banners and tours show. */
async function signUpThroughApi(page: Page, account: Account) {
  await registerThroughApi(page, account)
  await finishOnboardingThroughApi(page)
  await skipLocationPrompt(page)
}

const finishAllTours = (context: BrowserContext) =>
  context.addInitScript((tours) => localStorage.setItem('forkcast-completed-tours', tours), ALL_TOURS)

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

test('the install banner uses the browser prompt when offered, explains otherwise, and remembers each answer', async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount('Ines'))
  await finishAllTours(page.context())
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

  // 'Already Installed' is remembered too.
  await page.evaluate(() => {
    localStorage.removeItem('pwa-prompt-dismissed')
    sessionStorage.removeItem('pwa-prompt-dismissed')
  })
  await page.reload()
  await banner.getByRole('button', { name: 'Already Installed' }).click()
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
  await finishAllTours(context)

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

test('each tour shows once, is keyboard operable, and restarts from settings', async ({ page }) => {
  await signUpThroughApi(page, newAccount('Tara'))
  await page.addInitScript(() => localStorage.setItem('pwa-prompt-dismissed', 'true'))
  const groupName = `Tour Table ${Date.now().toString(36)}`
  expect((await page.request.post('/api/family-groups', { data: { name: groupName } })).ok()).toBe(true)
  const tourCard = (title: string) => page.getByRole('alertdialog').filter({ hasText: title })
  const completed = () => page.evaluate(() => localStorage.getItem('forkcast-completed-tours'))

  // Dashboard: two steps, walked by keyboard.
  await page.goto('/')
  // The card takes focus on its main button, so Enter moves on.
  await expect(tourCard('Your family groups').getByRole('button', { name: /Next/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tourCard('Recipes and planning').getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tourCard('Recipes and planning')).toBeHidden()
  expect(JSON.parse((await completed()) ?? '[]')).toEqual(['dashboard'])
  await page.reload()
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Elimination: Escape skips the tour, which counts as done.
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision/ })
    .click()
  await expect(tourCard('Vote by elimination')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tourCard('Vote by elimination')).toBeHidden()
  expect(JSON.parse((await completed()) ?? '[]')).toEqual(['dashboard', 'elimination'])

  // Restaurants: after a decision, on the results page.
  await page.getByRole('button', { name: 'Submit my picks' }).click()
  await page.getByRole('button', { name: 'Order it' }).click()
  await expect(page).toHaveURL(/\/dining-service-selection\?groupId=\d+$/)
  await page.getByRole('button', { name: /Delivery/ }).click()
  await page.getByLabel('ZIP code').fill('62701')
  await page.getByRole('button', { name: 'Search this area' }).click()
  await expect(tourCard('Places that fit your group')).toBeVisible()
  await tourCard('Places that fit your group').getByRole('button', { name: /Next/ }).click()
  await tourCard('Search wider').getByRole('button', { name: /Done/ }).click()
  expect(JSON.parse((await completed()) ?? '[]')).toEqual(['dashboard', 'elimination', 'restaurants'])
  await page.reload()
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Settings restarts them: the dashboard tour shows again.
  await page.goto('/')
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Restart tours' }).click()
  await expect(tourCard('Your family groups')).toBeVisible()
  expect(await completed()).toBeNull()
})
