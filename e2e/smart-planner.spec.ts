import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding, upgradeTo } from './helpers'

test('a family on Plus gets dinner ideas on the first tap, best first, mains only, with honest budget words', async ({
  page,
}) => {
  await registerThroughLanding(page, newAccount('Nora'))
  const created = await page.request.post('/api/family-groups', {
    data: { name: `Planner family ${Date.now().toString(36)}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await upgradeTo(page, 'plus')

  await page.goto('/smart-meal-planner')
  // Evening, medium energy and a weekday are already chosen: one tap gives results.
  await expect(page.getByRole('radio', { name: 'Evening' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Medium energy' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Weekday' })).toBeChecked()
  await page.getByRole('button', { name: 'Get recommendations' }).click()
  const results = page.getByRole('region', { name: 'Recommended for your family' })
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(page.getByText('Please select time of day, energy level, and occasion type.')).toHaveCount(0)

  const scores = (await results.getByText(/^\d+ \/ 100$/).allTextContents()).map((text) =>
    Number(text.split(' ')[0]),
  )
  expect(scores.length).toBeGreaterThanOrEqual(3)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))
  await expect(results.getByText('Mexican Red Rice (Arroz Rojo)')).toHaveCount(0)
  await expect(results.getByText(/not a meal on its own/)).toHaveCount(0)
  // The catalog's servings cost a few dollars: far under $10-20, and said so.
  await expect(results.getByText(/a serving fits your budget of \$10-20/)).toHaveCount(0)
  await expect(
    results.getByText(/a serving, well under your budget of \$10-20 per serving/).first(),
  ).toBeVisible()
})
