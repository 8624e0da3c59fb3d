import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

// The free plan's default daily recipe searches (server tiers): the journey uses all but the last through the API.
const FREE_RECIPE_SEARCHES = 20

test('a free user hits the recipe search limit, upgrades to Plus in test checkout, then cancels', async ({
  page,
}) => {
  await registerThroughLanding(page, newAccount('Priya'))

  for (let search = 1; search < FREE_RECIPE_SEARCHES; search += 1) {
    const response = await page.request.get(`/api/recipes/search?q=soup${search}`)
    expect(response.ok()).toBe(true)
  }

  // The last search of the day still works; the next one offers an upgrade instead of an error.
  await page.goto('/recipes')
  const searchBox = page.getByLabel('Search recipes')
  await searchBox.fill('lasagna')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible()
  await searchBox.fill('curry')
  await page.getByRole('button', { name: 'Search' }).click()
  const prompt = page.getByRole('region', { name: 'You have reached your plan’s limit' })
  await expect(prompt).toContainText('You have used all 20 recipe searches of your Free plan today')
  await expect(prompt).toContainText('Upgrade to Plus for 100 a day')
  await expect(page.getByRole('alert')).toHaveCount(0)

  await prompt.getByRole('link', { name: 'See plans and upgrade' }).click()
  await expect(page.getByRole('heading', { name: 'Current Usage' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Recipe Searches used' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await page.getByRole('button', { name: 'Upgrade to Plus' }).click()

  await expect(page).toHaveURL(/\/billing\/test-checkout\//)
  await expect(page.getByText('No card is charged')).toBeVisible()
  await page.getByRole('button', { name: 'Pay $4.99/month' }).click()

  await expect(page).toHaveURL(/\/subscription\?checkout=success/)
  await expect(page.getByRole('status').filter({ hasText: 'you are now on Plus' })).toBeVisible()
  const plusCard = page.getByRole('article', { name: 'Plus' })
  await expect(plusCard.getByText('Current Plan', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('20 / 100/day')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Recipe Searches used' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  )

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Your plan: Plus' })).toBeVisible()

  await page.goto('/subscription')
  await plusCard.getByRole('button', { name: 'Cancel Subscription' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Plus?' })
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(page.getByText('Subscription Cancelled')).toBeVisible()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toBeVisible()

  // The plans page fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.reload()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
