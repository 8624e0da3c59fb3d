import { expect, test } from '@playwright/test'
import { groupCard, newAccount, registerThroughLanding } from './helpers'

test('a decided vote leads to nearby restaurants by ZIP code, and a hearted one is on My Favorites', async ({
  browser,
}) => {
  // Phone width throughout: the whole path must work at 360 px.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Rosa'))
  const groupName = `Takeaway Night ${Date.now().toString(36)}`
  expect((await page.request.post('/api/family-groups', { data: { name: groupName } })).ok()).toBe(true)

  // Alone in the group, submitting decides: the first remaining cuisine, Italian.
  await page.goto('/')
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision/ })
    .click()
  await page.getByRole('button', { name: 'Submit my picks' }).click()
  // The decided board shows the result in place, with Order it leading to restaurants.
  const result = page.getByRole('region', { name: 'Italian' })
  // Nothing picked or liked: it says so rather than claiming a match.
  await expect(result).toContainText('First on the board')
  await result.getByRole('button', { name: 'Order it' }).click()

  await expect(page).toHaveURL(/\/dining-service-selection\?groupId=\d+$/)
  await page.getByRole('button', { name: /Delivery/ }).click()

  // This person chose to go without location sharing, so the search asks for a ZIP code, without an error.
  await expect(page).toHaveURL(/\/dining-location\/delivery\/casual\?groupId=\d+$/)
  await expect(page.getByRole('button', { name: 'Use my current location' })).toBeVisible()
  await expect(page.getByText(/Location access denied/)).toHaveCount(0)
  await page.getByLabel('ZIP code').fill('1234')
  await page.getByRole('button', { name: 'Search this area' }).click()
  await expect(page.getByText('Please enter a valid 5-digit zip code (e.g., 12345).')).toBeVisible()
  await page.getByLabel('ZIP code').fill('62701')
  await page.getByRole('button', { name: 'Search this area' }).click()

  await expect(page).toHaveURL(/\/restaurants\/italian\/delivery\/casual\?groupId=\d+$/)
  await expect(page.getByRole('heading', { name: 'Italian places that deliver' })).toBeVisible()
  await expect(page.getByText('Near ZIP code 62701')).toBeVisible()
  const results = page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
  await expect(results).toHaveCount(2)
  const nonna = results.filter({ hasText: 'Trattoria Nonna' })
  await expect(nonna).toContainText('Italian, as the group chose')
  await expect(nonna).toContainText(/0\.\d mi/)
  await expect(nonna.getByRole('link', { name: 'Call Trattoria Nonna' })).toHaveAttribute(
    'href',
    'tel:+15550101',
  )
  await expect(nonna.getByRole('link', { name: 'Directions to Trattoria Nonna' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions\?to=39\.\d+,-89\.\d+/,
  )
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

  await page.screenshot({ path: test.info().outputPath('restaurant-results.png'), fullPage: true })
  const heart = nonna.getByRole('button', { name: 'Save Trattoria Nonna to favorites' })
  await heart.click()
  await expect(nonna.getByRole('button', { name: 'Remove Trattoria Nonna from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto('/')
  await page.getByRole('link', { name: /My Favorites/ }).click()
  await expect(page).toHaveURL(/\/favorites$/)
  await expect(page.getByRole('list', { name: 'Favorite restaurants' })).toContainText('Trattoria Nonna')
  await context.close()
})
