import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding, upgradeTo } from './helpers'

test('a free user is offered the plans on AI Recommendations, not an error', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Marco'))
  await page.goto('/ai-recommendations')
  await expect(page.getByRole('heading', { name: 'Available on a higher plan' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See plans and upgrade' })).toBeVisible()
  await expect(page.getByText('We could not load these recommendations.')).toHaveCount(0)
})

test('AI Recommendations show four categories with reasons and open a recipe', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Lucia'))
  await upgradeTo(page, 'plus')
  await page.goto('/ai-recommendations')
  await expect(page.getByRole('heading', { name: 'AI Recommendations', level: 1 })).toBeVisible()
  for (const name of ['Trending now', 'Picked for you', 'Quick and easy', 'In season']) {
    const section = page.getByRole('region', { name })
    await expect(section.getByRole('article').first()).toBeVisible()
    await expect(section.getByTestId('recommendation-reason').first()).not.toBeEmpty()
  }
  const card = page.getByRole('region', { name: 'In season' }).getByRole('article').first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link', { name: /^View Recipe/ }).click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByTestId('difficulty-meter')).toBeVisible()
})

test('the seasonal page picks a recipe by season and mood and saves it', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Eleni'))
  await page.goto('/seasonal-recipes')
  await expect(page.getByRole('heading', { name: 'Seasonal Recipe Collection' })).toBeVisible()
  await page.getByRole('button', { name: /^Summer/ }).click()
  await page.getByRole('group', { name: 'Mood' }).getByRole('button', { name: 'Refreshing' }).click()
  const picker = page.getByRole('region', { name: 'Pick a recipe' })
  // The previous list stays on screen (busy) until summer's refreshing recipes arrive.
  await expect(picker.getByRole('list')).toHaveAttribute('aria-busy', 'false')
  await expect(picker.getByRole('listitem').first()).toContainText('Refreshing')
  const firstRecipe = picker.getByRole('listitem').first().getByRole('link')
  const title = (await firstRecipe.locator('span').first().textContent()) ?? ''
  expect(title).not.toBe('')
  await firstRecipe.click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Ingredients \(\d+\)$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Save Recipe' }).click()
  await expect(page.getByText('Recipe Saved')).toBeVisible()
  // Back returns to the same season and mood, from the address.
  await page.goBack()
  await expect(page).toHaveURL(/\/seasonal-recipes\?season=summer&mood=refreshing$/)
  await expect(picker.getByRole('listitem').first()).toContainText(title)
})
