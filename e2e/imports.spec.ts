/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

// The e2e server runs with production settings, so it can reach no local fixture site: the browser journeys
// use the paste path and the importer's refusal of private addresses; fetching a real page by URL is covered
// end to end by server/src/features/imports/imports.routes.test.ts against a local fixture server.
const FIXTURES = path.resolve(import.meta.dirname, '../server/src/features/imports/fixtures')
const TIKKA_PAGE = readFileSync(path.join(FIXTURES, 'jsonld-wprm-card.html'), 'utf8')

test('a private address is refused, and a pasted page is imported, listed and opened', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await registerThroughLanding(page, newAccount('Priya'))
  await page.goto('/recipe-import')
  await expect(page.getByRole('heading', { name: 'Import a Recipe' })).toBeVisible()
  await expect(page.getByText('No imported recipes yet.', { exact: false })).toBeVisible()

  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('URL Required')).toBeVisible()

  await page.getByLabel('Recipe URL').fill('http://169.254.169.254/latest/meta-data/')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Import Failed')).toBeVisible()
  await expect(page.getByText('That address is not allowed').first()).toBeVisible()

  await page.getByLabel('Recipe URL').fill('https://spicetrail.example/chicken-tikka-masala/')
  await page.getByRole('button', { name: 'Paste the page instead' }).click()
  // fill() sets the whole page source at once rather than typing it key by key.
  await page.getByLabel('Page source or recipe text').fill(TIKKA_PAGE)
  await page.getByRole('button', { name: 'Import Pasted Recipe' }).click()
  await expect(page.getByText('Recipe Imported!')).toBeVisible()
  const result = page.getByRole('status', { name: 'Import result' })
  await expect(result.getByText('Easy Chicken Tikka Masala', { exact: true })).toBeVisible()
  await expect(result.getByText(/^Found the recipe .*9 ingredients, 4 steps/)).toBeVisible()

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  const list = page.getByRole('list', { name: 'Imported recipes' })
  await expect(list.getByRole('link', { name: 'spicetrail.example' })).toBeVisible()
  await list.getByRole('link', { name: 'Easy Chicken Tikka Masala' }).click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Easy Chicken Tikka Masala' })).toBeVisible()
})

test('a CSV with one bad row uploads the good rows and names the bad one by row number', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await registerThroughLanding(page, newAccount('Marco'))
  await page.goto('/recipe-import')
  await page.getByRole('link', { name: 'Bulk Upload' }).click()
  await expect(page.getByRole('heading', { name: 'Bulk Upload Recipes' })).toBeVisible()

  const csv = [
    'title,ingredients,instructions,prepTime,difficulty,foodType,tags',
    'Garlic Butter Noodles,8 oz noodles|3 tbsp butter|4 cloves garlic,Boil the noodles.|Toss with garlic butter.,10,Easy,italian,quick',
    'Empty Pantry Soup,,Simmer everything.,5,Easy,,',
    'Sheet Pan Salmon,4 salmon fillets|1 lemon,Roast at 200C for 12 minutes.,15 min,medium,seafood,fish|weeknight',
  ].join('\n')
  await page.getByLabel('Upload a CSV file').setInputFiles({
    name: 'family-recipes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(page.getByText('First 3 of 3 recipes')).toBeVisible()

  await page.getByRole('button', { name: 'Validate First' }).click()
  await expect(page.getByText('Validation Failed')).toBeVisible()
  const validation = page.getByRole('region', { name: 'Validation results' })
  await expect(validation.getByText('Row 2, ingredients:')).toBeVisible()

  await page.getByRole('button', { name: 'Upload Recipes' }).click()
  await expect(page.getByText('Upload Complete')).toBeVisible()
  const results = page.getByRole('region', { name: 'Upload results' })
  await expect(results.getByText('Uploaded 2 recipes of 3; 1 row with errors.')).toBeVisible()
  await expect(results.getByRole('listitem')).toHaveText([
    'Row 2, ingredients: At least one ingredient is required',
  ])

  // Spec: usable at 360 px without sideways scrolling.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(360)
})
