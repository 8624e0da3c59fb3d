import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { newAccount, registerThroughLanding, skipLocationPrompt, voteButton } from './helpers'

// One signed-out then signed-in browser context for the whole file, so each route costs a page load and an axe run.
test.describe.configure({ mode: 'default' })

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

let context: BrowserContext
let page: Page

async function openContext(browser: Browser) {
  context = await browser.newContext()
  page = await context.newPage()
  await skipLocationPrompt(page)
}

/** Waits until the route shows its content: a heading, and no loading spinner left. */
async function settle() {
  await expect(page.locator('h1, h2').first()).toBeVisible()
  await expect(page.locator('.animate-spin')).toHaveCount(0)
}

/**
 * Runs axe on the page as it is, in the light theme and then in the dark one (the system's setting, which the app
 * follows), and fails with each serious or critical violation, its theme, targets and help.
 */
async function expectNoSeriousViolations() {
  const report: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
      report.push(
        `${colorScheme}: ${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
      )
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  expect(report, `${page.url()}\n${report.join('\n')}`).toEqual([])
}

async function check(address: string) {
  await page.goto(address)
  await settle()
  await expectNoSeriousViolations()
}

/** Restaurant pages need an area: without shared location they ask for a ZIP code first (the fake map knows 62701). */
async function checkRestaurants(address: string) {
  await page.goto(address)
  // The results page decides where to search after it loads: wait for where it lands, not for the first paint.
  const askedWhere = page.getByRole('heading', { name: 'Where are you?' })
  const results = page
    .getByRole('list', { name: 'Restaurants' })
    .or(page.getByRole('heading', { name: /restaurants found nearby/ }))
  // The page first asks the browser about location; under a loaded CI machine that can take a while.
  await expect(askedWhere.or(results)).toBeVisible({ timeout: 20_000 })
  if (await askedWhere.isVisible()) {
    await page.getByLabel('ZIP code').fill('62701')
    await page.getByRole('button', { name: 'Search this area' }).click()
    await expect(page).toHaveURL(/\/restaurants\//)
    await page.goto(address)
    await expect(results).toBeVisible()
  }
  // No toast is measured halfway through its entrance.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8000 })
  await settle()
  await expectNoSeriousViolations()
}

test.beforeAll(async ({ browser }) => openContext(browser))
test.afterAll(async () => context.close())

test.describe('signed out', () => {
  for (const address of [
    '/',
    '/join/ABCD2345',
    '/forgot-password',
    '/reset-password',
    '/reset-password?token=not-a-real-token',
    '/confirm-email?token=not-a-real-token',
    '/subscription',
    '/beta/ABCD2345',
    '/no-such-page',
  ]) {
    test(address, async () => check(address))
  }
})

test.describe('signed in', () => {
  const data = { groupId: 0, groupName: '', inviteCode: '', recipeId: 0, checkoutId: '', listId: 0 }

  test.beforeAll(async () => {
    const account = newAccount('Axel')
    await registerThroughLanding(page, account)
    data.groupName = `Access ${Date.now().toString(36)}`
    const group = await (
      await page.request.post('/api/family-groups', { data: { name: data.groupName } })
    ).json()
    data.groupId = group.id
    data.inviteCode = group.inviteCode
    const recipes = (await (await page.request.get('/api/recipes/search?q=soup')).json()) as Array<{
      id: number
    }>
    data.recipeId = recipes[0]!.id
    // One checkout left open for its page, one paid so the planner and grocery pages show their content.
    const checkout = async () =>
      (
        (await (
          await page.request.post('/api/create-checkout-session', {
            data: { tier: 'premium', tierName: 'Premium', price: 9.99 },
          })
        ).json()) as { url: string }
      ).url
        .split('/')
        .at(-1)!
    data.checkoutId = await checkout()
    const paid = await page.request.post(`/api/billing/test-checkout/${await checkout()}/pay`)
    expect(paid.ok()).toBe(true)
    const list = await page.request.post('/api/smart-meals/grocery-list', {
      data: { groupId: data.groupId, recipeIds: [data.recipeId] },
    })
    expect(list.ok(), await list.text()).toBe(true)
    data.listId = ((await list.json()) as { id: number }).id
    // The group rides in the address (decision 026); the decided cuisine stays in the tab's storage.
    await page.goto('/')
    await page.evaluate(() =>
      sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'thai', label: 'Thai' })),
    )
  })

  const routes: Array<[string, () => string]> = [
    ['/', () => '/'],
    ['/account-dashboard', () => '/account-dashboard'],
    ['/family', () => '/family'],
    ['/family/:groupId', () => `/family/${data.groupId}`],
    ['/join/:code', () => `/join/${data.inviteCode}`],
    ['/preferences', () => '/preferences'],
    ['/allergies', () => '/allergies'],
    ['/meal-preferences', () => '/meal-preferences'],
    ['/elimination/cuisine', () => `/elimination/cuisine?groupId=${data.groupId}`],
    ['/elimination/cooking', () => `/elimination/cooking?groupId=${data.groupId}`],
    ['/elimination/ordering/:serviceType', () => `/elimination/ordering/thai?groupId=${data.groupId}`],
    [
      '/elimination/:category/:serviceType/:styleType',
      () => `/elimination/ordering/thai/casual?groupId=${data.groupId}`,
    ],
    ['/choose-meal-type', () => `/choose-meal-type?groupId=${data.groupId}`],
    ['/dining-method-selection', () => `/dining-method-selection?groupId=${data.groupId}`],
    ['/dining-service-selection', () => `/dining-service-selection?groupId=${data.groupId}`],
    ['/dining-service', () => `/dining-service?groupId=${data.groupId}`],
    [
      '/dining-location/:serviceType/:styleId',
      () => `/dining-location/delivery/casual?groupId=${data.groupId}`,
    ],
    ['/recipes', () => '/recipes'],
    ['/recipes?cuisine=Thai', () => `/recipes?cuisine=Thai&groupId=${data.groupId}`],
    ['/recipe/:id', () => `/recipe/${data.recipeId}`],
    ['/recipe-manager', () => '/recipe-manager'],
    ['/recipe-import', () => '/recipe-import'],
    ['/recipe-import/bulk', () => '/recipe-import/bulk'],
    ['/ingredient-selection', () => `/ingredient-selection?groupId=${data.groupId}`],
    ['/account', () => '/account'],
    ['/reset-password (signed in)', () => '/reset-password?token=not-a-real-token'],
    ['/confirm-email (signed in)', () => '/confirm-email?token=not-a-real-token'],
    ['/restaurant-results', () => `/restaurant-results?cuisine=Thai&groupId=${data.groupId}`],
    [
      '/restaurants/:cuisine/:serviceType/:styleType',
      () => `/restaurants/thai/delivery/casual?groupId=${data.groupId}`,
    ],
    ['/favorites', () => '/favorites'],
    ['/subscription', () => '/subscription'],
    ['/billing/test-checkout/:id', () => `/billing/test-checkout/${data.checkoutId}`],
    ['/beta-management', () => '/beta-management'],
    ['/beta/:code', () => '/beta/ABCD2345'],
    ['/smart-meal-planner', () => '/smart-meal-planner'],
    ['/smart-meal-planner?tab=weekly', () => '/smart-meal-planner?tab=weekly'],
    ['/grocery-lists/:listId', () => `/grocery-lists/${data.listId}`],
    ['/ai-recommendations', () => '/ai-recommendations'],
    ['/seasonal-recipes', () => '/seasonal-recipes'],
    ['/difficulty-demo', () => '/difficulty-demo'],
    ['not found (signed in)', () => '/no-such-page'],
  ]
  for (const [name, address] of routes) {
    test(name, async () => (name.startsWith('/restaurant') ? checkRestaurants(address()) : check(address())))
  }

  /** A board of its own, opened the way the dashboard opens it (the group rides in the address). */
  async function openOwnBoard(name: string) {
    const group = (await (
      await page.request.post('/api/family-groups', { data: { name: `${name} ${Date.now().toString(36)}` } })
    ).json()) as { id: number; name: string }
    await page.goto(`/elimination/cuisine?groupId=${group.id}`)
    await expect(page.getByText('Live', { exact: true })).toBeVisible()
  }

  /**
   * Presses Tab until the focused element has this name (inside the board card of `option`, when given), and
   * checks it shows a visible focus outline.
   */
  async function tabTo(name: string, option?: string) {
    for (let presses = 0; presses < 200; presses += 1) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate((card) => {
        const element = document.activeElement
        if (!(element instanceof HTMLElement)) return null
        if (card && element.closest('li[data-option-id]')?.getAttribute('aria-label') !== card) return null
        const style = getComputedStyle(element)
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        }
      }, option)
      if (focused?.name === name) {
        expect(focused.outline, `${name} shows where the focus is`).toBe(true)
        return
      }
    }
    throw new Error(`Tab never reached ${name}`)
  }

  const announcements = () => page.getByRole('status', { name: 'Vote announcements' })

  test('a vote is played by keyboard alone, and each move is announced', async () => {
    await openOwnBoard('Keys')
    await tabTo('Veto', 'Italian')
    await page.keyboard.press('Enter')
    await expect(announcements()).toHaveText('You eliminated Italian.')
    // The vetoed card stays in place, locked; the focus moves on to the next card's Veto.
    await expect(voteButton(page, 'Italian', 'Veto')).toBeDisabled()
    await expect(page.locator(':focus')).toHaveText('Veto')
    await expect(page.getByRole('listitem', { name: /^Italian/ }).locator(':focus')).toHaveCount(0)

    await tabTo('Like', 'Thai')
    await page.keyboard.press('Space')
    await expect(voteButton(page, 'Thai', 'Like')).toHaveAttribute('aria-pressed', 'true')
    await expect(announcements()).toHaveText('You recommended Thai.')
    await expect(voteButton(page, 'Thai', 'Like')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(voteButton(page, 'Thai', 'Pick')).toBeFocused()
    // Alone in the group, a pick is everyone's pick: it decides.
    await page.keyboard.press('Space')
    await expect(announcements()).toHaveText('You picked Thai. Decided: Thai.')
    await expect(page.getByRole('region', { name: 'Thai' })).toContainText('Your pick')
  })

  test('the theme chosen in Settings wins over the system’s and stays after a reload', async () => {
    const bodyColor = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.goto('/')
    await settle()
    const light = await bodyColor()
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Dark', { exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const dark = await bodyColor()
    expect(dark).not.toBe(light)
    await page.reload()
    await settle()
    expect(await bodyColor()).toBe(dark)
    // Back to the device's setting: a dark system shows the dark theme, a light one the light theme.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Like this device').click()
    await expect(page.locator('html')).not.toHaveAttribute('data-theme')
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await bodyColor()).toBe(dark)
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await bodyColor()).toBe(light)
    await page.keyboard.press('Escape')
  })

  test('a dialog keeps the focus inside until it closes, then gives it back', async () => {
    await openOwnBoard('Trap')
    await tabTo('Reset')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Start a new round?' })
    await expect(dialog).toBeVisible()
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused()
  })
})
