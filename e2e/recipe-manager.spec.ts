import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

const RECIPE_COUNT = 2_000

/** 2,000 recipes sent as one JSON file through the bulk upload API: the fast way to a large collection. */
const bulkRecipes = () =>
  Array.from({ length: RECIPE_COUNT }, (_unused, index) => ({
    title: index === 7 ? 'Saffron Harbour Paella' : `Pantry Dinner No. ${index + 1}`,
    ingredients: [`${index + 1} cups rice`, '1 onion, diced', '2 cups stock'],
    instructions: ['Soften the onion.', 'Add the rice and stock and simmer for 18 minutes.'],
    difficulty: index % 2 === 0 ? 'Easy' : 'Hard',
    foodType: 'spanish',
  }))

test('a collection of 2,000 loads 50 at a time as it scrolls, and searches from the address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await registerThroughLanding(page, newAccount('Lucia'))
  const upload = await page.request.post('/api/recipes/bulk-upload', {
    data: { content: JSON.stringify(bulkRecipes()), fileType: 'json' },
    timeout: 90_000,
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  expect((await upload.json()).success).toBe(RECIPE_COUNT)

  await page.goto('/recipe-manager')
  const grid = page.getByRole('list', { name: 'My recipes' })
  await expect(page.getByText('Showing 50 of 2,000')).toBeVisible()
  await expect(grid.locator(':scope > li')).toHaveCount(50)

  // How many are shown; the scroll trigger keeps loading while the end of the list is in view, so the
  // checks below ask for more than before rather than an exact count.
  const status = page.getByText(/^Showing [\d,]+ of 2,000$/)
  const shown = async () =>
    Number(/Showing ([\d,]+)/.exec((await status.textContent()) ?? '')?.[1]?.replace(',', ''))

  // Scrolling to the end of the list loads the next page by itself.
  await grid.locator(':scope > li').last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 4000)
  await expect.poll(shown).toBeGreaterThanOrEqual(100)

  // Keyboard users get a button instead of the scroll trigger.
  await page.evaluate(() => window.scrollTo(0, 0))
  const loadMore = page.getByRole('button', { name: 'Load more' })
  // The button is away while a page loads; press waits for it, focuses it and presses Enter on it.
  await expect(loadMore).toBeVisible()
  const before = await shown()
  await loadMore.press('Enter')
  await expect.poll(shown).toBeGreaterThan(before)
  await expect(grid.locator(':scope > li')).toHaveCount(await shown())

  await page.getByLabel('Search my recipes').fill('saffron')
  await page.getByLabel('Search my recipes').press('Enter')
  await expect(page.getByText('Showing 1 of 1')).toBeVisible()
  await expect(grid.getByText('Saffron Harbour Paella')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=saffron/)

  await page.getByLabel('Search my recipes').fill('')
  await page.getByLabel('Search my recipes').press('Enter')
  await page.getByLabel('Difficulty').selectOption('Hard')
  await expect(page.getByText(/^Showing [\d,]+ of 1,000$/)).toBeVisible()
  await expect(page).toHaveURL(/[?&]difficulty=Hard/)
  await page.reload()
  await expect(page.getByText(/^Showing [\d,]+ of 1,000$/)).toBeVisible()
  await expect(page.getByLabel('Difficulty')).toHaveValue('Hard')
})
