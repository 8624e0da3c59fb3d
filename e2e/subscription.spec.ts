import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

// The free plan's default daily restaurant searches (server tiers): the journey spends all but the last through the API.
const FREE_RESTAURANT_SEARCHES = 5
// Near the fake OpenStreetMap server's places (Springfield, Illinois).
const HERE = { latitude: 39.7817, longitude: -89.6501 }

test('a free user hits the restaurant search limit, upgrades to Plus in test checkout and lands back on the search, then cancels and resumes', async ({
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

  // Paid: back where the limit stopped the search, which now answers.
  await expect(page).toHaveURL(/\/restaurants\/italian\/delivery\/casual$/)
  await expect(page.getByText('You are now on Plus.', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Restaurants' })).toContainText('Trattoria Nonna')

  await page.goto('/subscription')
  const plusCard = page.getByRole('article', { name: 'Plus' })
  await expect(plusCard.getByText('Current Plan', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('6 / 30/day')).toBeVisible()
  // 6 of 30 (the search that answered after paying counts too).
  await expect(page.getByRole('progressbar', { name: 'Restaurant Searches used' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  )

  // The header reads the new plan.
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Your plan: Plus' })).toBeVisible()

  await page.goto('/subscription')
  await plusCard.getByRole('button', { name: 'Cancel Plus' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Plus?' })
  await expect(dialog.getByRole('button', { name: 'Keep Plus' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel Plus' }).click()
  await expect(page.getByText('Subscription Cancelled')).toBeVisible()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toBeVisible()

  // Until the period ends, the cancel can be taken back.
  await plusCard.getByRole('button', { name: 'Resume Plus' }).click()
  await expect(page.getByText('Plus resumed')).toBeVisible()
  await expect(plusCard.getByRole('button', { name: 'Cancel Plus' })).toBeVisible()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toHaveCount(0)
  await plusCard.getByRole('button', { name: 'Cancel Plus' }).click()
  await dialog.getByRole('button', { name: 'Cancel Plus' }).click()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toBeVisible()

  // The plans page fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.reload()
  await expect(plusCard.getByText(/^Active until .+, then Free$/)).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
