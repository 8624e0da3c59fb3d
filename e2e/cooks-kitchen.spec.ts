import { devices, expect, test, type Page } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

// A Pixel 7 (touch, mobile viewport and user agent) in the configured Chromium: defaultBrowserType is left
// out, since choosing a browser per file would start another worker.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7']
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })

// Thirteenth of the thirty answers to 'chicken': well down the list on a phone. Serves 4, '1/3 cup
// all-purpose flour', and step 2 cooks the cutlets '3 to 4 minutes per side'.
const RECIPE = 'Lemon Caper Chicken Piccata'

// A real 2×2 PNG made for this test (no third-party image).
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaVxIkqDAUIBACamBSn05q6tAAAAAElFTkSuQmCC',
  'base64',
)

async function signUp(page: Page, firstName: string) {
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, newAccount(firstName))
  await finishOnboardingThroughApi(page)
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY)

test('on a phone: open a recipe from a long search, cook it for 6 in metric with a running timer, and Back returns to the same place in the list', async ({
  page,
}) => {
  test.slow()
  // A controllable clock (running at normal speed until told otherwise), so the timer can be made to ring.
  await page.clock.install()
  await signUp(page, 'Marco')

  await page.goto('/recipes')
  await page.getByLabel('Search recipes').fill('chicken')
  await page.getByRole('button', { name: 'Search', exact: true }).tap()
  await expect(page).toHaveURL(/\/recipes\?q=chicken$/)
  const results = page.getByRole('list', { name: 'Search results' })
  const card = results.getByRole('article', { name: RECIPE })
  await card.scrollIntoViewIfNeeded()
  await expect(card).toBeInViewport()
  const listScroll = await scrollTop(page)
  // Several phone screens down, so a Back that landed at the top would be told apart.
  expect(listScroll).toBeGreaterThan(3 * viewport.height)

  await card.getByRole('link', { name: 'View Recipe' }).tap()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: RECIPE, level: 1 })).toBeVisible()
  const ingredients = page.getByRole('region', { name: /^Ingredients \(\d+\)$/ })
  const flour = ingredients.getByRole('listitem').filter({ hasText: 'all-purpose flour' })
  await expect(flour).toHaveText('1/3 cup all-purpose flour')

  // From 4 servings to 6: every amount times 1.5, and the address keeps the choice.
  const servings = page.getByRole('group', { name: 'Servings' })
  await servings.getByRole('button', { name: 'More servings' }).tap()
  await expect(servings.locator('output')).toHaveText('5')
  await servings.getByRole('button', { name: 'More servings' }).tap()
  await expect(servings.locator('output')).toHaveText('6')
  await expect(page).toHaveURL(/\/recipe\/\d+\?servings=6$/)
  await expect(page.getByText('Amounts for 6 servings; the recipe makes 4.')).toBeVisible()
  await expect(flour).toHaveText('½ cup all-purpose flour')
  await expect(ingredients.getByRole('listitem').filter({ hasText: 'chicken breasts' })).toHaveText(
    /^3 large boneless/,
  )

  // Metric: half a cup of flour is 120 ml.
  const units = page.getByRole('group', { name: 'Units' })
  await units.getByRole('button', { name: 'Metric' }).tap()
  await expect(units.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true')
  await expect(flour).toHaveText('120 ml all-purpose flour')
  await expect(ingredients.getByRole('listitem').filter({ hasText: 'chicken broth' })).toHaveText(
    '270 ml chicken broth',
  )

  await page.getByRole('link', { name: 'Start cooking' }).tap()
  await expect(page).toHaveURL(/\/recipe\/\d+\/cook/)
  await expect(page.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible()
  // The ingredients to tick are the ones the page showed: for 6, in metric.
  await expect(page.getByRole('checkbox', { name: '120 ml all-purpose flour' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).tap()
  await expect(page.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible()
  await expect(page.locator('mark')).toContainText('3 to 4 minutes')
  await page.getByRole('button', { name: 'Start 3 min timer' }).tap()

  const timer = page.getByRole('region', { name: 'Running timers' }).getByRole('timer')
  await expect(timer).toHaveText(/^[23]:\d\d$/)
  const startedAt = await timer.textContent()
  // It counts down on its own, and keeps running on the next step.
  await expect(timer).not.toHaveText(startedAt ?? '')
  await expect(timer).toHaveText(/^2:[0-5]\d$/)
  await page.getByRole('button', { name: 'Next' }).tap()
  await expect(page.getByRole('heading', { name: 'Step 3 of 5' })).toBeVisible()
  await expect(timer).toBeVisible()
  // Three minutes later it rings, saying which step it was for.
  await page.clock.fastForward('03:05')
  await expect(page.getByRole('alert').filter({ hasText: /is done/ })).toContainText('step 2')

  // Exit leaves cook mode for the recipe as it was scaled, going back rather than stacking a second recipe page.
  await page.getByRole('link', { name: /Exit cook mode/ }).tap()
  await expect(page).toHaveURL(/\/recipe\/\d+\?servings=6$/)
  await expect(page.getByRole('heading', { name: RECIPE, level: 1 })).toBeVisible()
  await expect(flour).toHaveText('120 ml all-purpose flour')
  await page.getByRole('link', { name: /^Back/ }).tap()
  await expect(page).toHaveURL(/\/recipes\?q=chicken$/)
  await expect(card).toBeVisible()
  await expect
    .poll(async () => Math.abs((await scrollTop(page)) - listScroll), {
      message: 'list scrolled back to the card',
    })
    .toBeLessThanOrEqual(40)
  await expect(card).toBeInViewport()
})

test('on a phone: the owner adds a photo to a custom recipe from a file and sees it on its card in My Recipes', async ({
  page,
}) => {
  test.slow()
  await signUp(page, 'Lena')
  const title = `Lena’s Fish Pie ${Date.now().toString(36)}`
  const created = await page.request.post('/api/recipes/custom', {
    data: {
      title,
      foodType: 'american',
      ingredients: ['1 lb white fish', '2 cups mashed potatoes'],
      instructions: ['Bake for 25 minutes until golden.'],
      servings: 4,
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/recipes?view=saved')
  const card = page.getByRole('list', { name: 'My recipes' }).getByRole('article', { name: title })
  // Before the photo the card shows the cuisine's illustration.
  await expect(card.getByTestId('recipe-illustration')).toBeVisible()
  await card.getByRole('link', { name: 'View Recipe' }).tap()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()

  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'fish-pie.png', mimeType: 'image/png', buffer: TINY_PNG })
  const photo = page.getByRole('img', { name: `Photo of ${title}` })
  await expect(photo).toHaveAttribute('src', /^\/api\/images\//)
  await expect(page.getByText('Change photo')).toBeVisible()

  await page.getByRole('link', { name: /^Back/ }).tap()
  await expect(page).toHaveURL(/\/recipes\?view=saved$/)
  const cardPhoto = card.getByRole('img', { name: `Photo of ${title}` })
  await expect(cardPhoto).toHaveAttribute('src', /^\/api\/images\//)
  await cardPhoto.scrollIntoViewIfNeeded()
  await expect
    .poll(() => cardPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
})
