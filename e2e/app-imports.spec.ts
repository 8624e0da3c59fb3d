import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { gzipSync, strToU8, zipSync } from 'fflate'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
} from './helpers'

// A 1×1 PNG: enough for the server to decode, resize and store as the recipe's photo.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A Paprika export as the app writes one: a zip of gzipped JSON recipes, the photo inline as base64. */
const paprikaFile = (recipes: Array<Record<string, unknown>>) => {
  const directory = mkdtempSync(path.join(tmpdir(), 'forkcast-paprika-'))
  const file = path.join(directory, 'My Recipes.paprikarecipes')
  const entries = Object.fromEntries(
    recipes.map((recipe) => [
      `${String(recipe.name)}.paprikarecipe`,
      gzipSync(strToU8(JSON.stringify(recipe))),
    ]),
  )
  writeFileSync(file, zipSync(entries))
  return file
}

test('a Paprika export is previewed with its broken recipe named, imported, and opens with photo and allergen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await registerThroughApi(page, newAccount('Pia'))
  await finishOnboardingThroughApi(page)
  await skipInstallBannerAndTours(page)
  const title = `Peanut Noodles ${Date.now().toString(36)}`
  const file = paprikaFile([
    {
      name: title,
      ingredients: '200 g rice noodles\n3 tbsp peanut butter\n1 lime',
      directions: 'Cook the noodles.\nToss with the peanut butter and lime.',
      servings: '2',
      prep_time: '10 min',
      cook_time: '5 min',
      categories: ['Thai'],
      photo_data: TINY_PNG.toString('base64'),
    },
    { name: 'Empty Pot', ingredients: '', directions: 'Nothing to do.' },
  ])

  await page.goto('/recipe-import/bulk')
  await page.getByRole('tab', { name: 'From another app' }).click()
  await expect(page.getByText('Paprika (.paprikarecipes)')).toBeVisible()
  await page.getByLabel('Choose an export file').setInputFiles(file)

  const preview = page.getByRole('region', { name: 'Recipes in the export' })
  await expect(preview.getByText(title)).toBeVisible()
  await expect(preview.getByRole('alert')).toContainText('Recipe 2 (Empty Pot) has no ingredients')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await page.getByRole('button', { name: 'Import 1 recipe' }).click()
  await expect(page.getByText(/Uploaded 1 recipe of 2.*1 photo added/)).toBeVisible()

  await page.goto('/recipes?view=saved')
  const card = page.getByRole('list', { name: 'My recipes' }).getByRole('article', { name: title })
  await card.getByRole('link', { name: 'View Recipe' }).click()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo of ${title}` })).toHaveAttribute(
    'src',
    /^\/api\/images\//,
  )
  await expect(page.getByRole('region', { name: 'Allergens' })).toContainText(/Contains:.*peanuts/i)
})
