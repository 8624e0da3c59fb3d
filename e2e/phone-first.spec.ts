import { expect, test, type Page } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

const PHONE = { width: 360, height: 740 }

// Each page a free member without a group reaches, and the action that page is for.
const MAIN_ACTIONS: Array<[path: string, name: string | RegExp]> = [
  ['/family', 'Create Group'],
  ['/recipes', 'Search'],
  ['/ingredient-selection', 'Find Recipes (0)'],
  ['/recipe-manager', 'Create Recipe'],
  ['/recipe-import', 'Import'],
  ['/favorites', 'Start a decision'],
  ['/subscription', 'Get Plus · $4.99/month'],
  ['/ai-recommendations', 'See plans and upgrade'],
  ['/smart-meal-planner', 'Set up a family group'],
  ['/seasonal-recipes', /^Winter/],
  ['/difficulty-demo', 'Try Recipe Matching System'],
  ['/preferences', 'Save Preferences'],
  ['/allergies', 'Add allergy'],
  ['/meal-preferences', 'Save Preferences'],
  ['/account', 'Change password'],
]

/** The named button or link is on the first screen, and nothing scrolls sideways. */
async function expectPhoneFriendly(page: Page, name: string | RegExp) {
  const exact = typeof name === 'string'
  const action = page.getByRole('button', { name, exact }).or(page.getByRole('link', { name, exact })).first()
  await expect(action).toBeVisible()
  const box = (await action.boundingBox())!
  expect(box.y, `${page.url()}: ${String(name)} starts on screen`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `${page.url()}: ${String(name)} within the first screen`).toBeLessThanOrEqual(
    PHONE.height,
  )
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0)
  await expect(page).not.toHaveTitle(/Page Not Found/)
}

test('on a 360 px phone every page keeps its main action in the first screen and the header folds into a menu', async ({
  browser,
}) => {
  // Seventeen full page loads, about 2 s each here: past the default 60 s on a loaded CI machine.
  test.setTimeout(150_000)
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Dana'))

  // The header's links wait behind Menu, so the page starts near the top.
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeHidden()
  await expectPhoneFriendly(page, 'Create Group')
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()

  for (const [path, name] of MAIN_ACTIONS) {
    await page.goto(path)
    await expectPhoneFriendly(page, name)
  }

  // A feature the plan lacks is an offer to upgrade, never a toast.
  await page.goto('/ai-recommendations')
  await expect(page.getByRole('region', { name: /plan/i })).toBeVisible()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)

  // The sticky save stays in reach at the bottom of a long form and still saves.
  await page.goto('/preferences')
  await page.getByRole('checkbox', { name: /Greek/ }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Your food preferences have been saved.')).toBeVisible()
  const me = (await (await page.request.get('/api/auth/user')).json()) as { excludedFoodTypes: string[] }
  expect(me.excludedFoodTypes).toContain('greek')
  await context.close()
})
