import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

// The free plan's default daily restaurant searches (server tiers): the journey spends all but the last through the API.
const FREE_RESTAURANT_SEARCHES = 5
// Near the fake OpenStreetMap server's places (Springfield, Illinois).
const HERE = { latitude: 39.7817, longitude: -89.6501 }

test('a free user hits the restaurant search limit, upgrades to Plus in test checkout, then cancels', async ({
  browser,
}) => {
  const context = await browser.newContext({ geolocation: HERE, permissions: ['geolocation'] })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Priya'))
  // This person shares their location (the helper starts journeys as someone who skipped it).
  await context.addInitScript(() => localStorage.removeItem('locationSkipped'))

  for (let search = 1; search < FREE_RESTAURANT_SEARCHES; search += 1) {
    const response = await page.request.post('/api/restaurants/search', {
      data: { cuisine: 'italian', serviceType: 'delivery', ...HERE },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }

  // The last search of the day still works; the next one offers an upgrade instead of an error.
  await page.goto('/restaurants/italian/delivery/casual')
  await expect(page.getByRole('heading', { name: 'Italian places that deliver' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Restaurants' })).toContainText('Trattoria Nonna')
  await page.reload()
  const prompt = page.getByRole('region', { name: 'You have reached your plan’s limit' })
  await expect(prompt).toContainText('You have used all 5 restaurant searches of your Free plan today')
  await expect(prompt).toContainText('Upgrade to Plus for 30 a day')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Restaurants' })).toHaveCount(0)

  await prompt.getByRole('link', { name: 'See plans and upgrade' }).click()
  await expect(page.getByRole('heading', { name: 'Current Usage' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Restaurant Searches used' })).toHaveAttribute(
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
  await expect(page.getByText('5 / 30/day')).toBeVisible()
  // 5 of 30 is 16.7 %, shown rounded.
  await expect(page.getByRole('progressbar', { name: 'Restaurant Searches used' })).toHaveAttribute(
    'aria-valuenow',
    '17',
  )

  // The header reads the new plan, and the search that was refused now answers.
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Your plan: Plus' })).toBeVisible()
  await page.goto('/restaurants/italian/delivery/casual')
  await expect(page.getByRole('list', { name: 'Restaurants' })).toContainText('Trattoria Nonna')

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
  await context.close()
})
