import { expect, request as playwrightRequest, test } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
  upgradeTo,
} from './helpers'

/** The Monday of this week in UTC: the week the server plans in and the feed counts from. */
const thisMonday = () => {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

test('a calendar link made on the weekly planner serves the planned dinner until it is turned off', async ({
  page,
  baseURL,
}) => {
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, newAccount('Priya'))
  await finishOnboardingThroughApi(page)
  const title = `Chana Masala ${Date.now().toString(36)}`
  const group = await (
    await page.request.post('/api/family-groups', { data: { name: 'The Kapoors' } })
  ).json()
  // Weekly plans are Premium; paying after the group exists makes the plan cover it.
  await upgradeTo(page, 'premium')
  const recipe = await (
    await page.request.post('/api/recipes/custom', {
      data: {
        title,
        description: 'Chickpeas in a spiced tomato sauce.',
        foodType: 'indian',
        ingredients: ['2 cans chickpeas', '1 can crushed tomatoes', '1 onion'],
        instructions: ['Fry the onion.', 'Simmer everything for twenty minutes.'],
        prepTimeMinutes: 10,
        cookTimeMinutes: 25,
        servings: 4,
        difficulty: 'Easy',
        tags: [],
      },
    })
  ).json()
  const plan = await (
    await page.request.post('/api/weekly-meal-plans', {
      data: { weekStartDate: thisMonday(), groupId: group.id },
    })
  ).json()
  const meal = await page.request.post(`/api/weekly-meal-plans/${plan.id}/meals`, {
    data: { recipeId: recipe.id, dayOfWeek: 5, mealType: 'dinner' },
  })
  expect(meal.status(), await meal.text()).toBe(201)

  await page.goto('/smart-meal-planner?tab=weekly')
  const card = page.getByRole('region', { name: 'Add to your calendar' })
  await card.getByRole('button', { name: 'Create calendar link' }).click()
  const field = card.getByLabel('Your calendar link')
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/)
  await expect(card.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute('href', /^webcal:\/\//)
  const feedPath = new URL(await field.inputValue()).pathname

  // A calendar app: its own client, no cookies, only the secret address.
  const calendarApp = await playwrightRequest.newContext({ baseURL })
  const feed = await calendarApp.get(feedPath)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  expect(await feed.text()).toContain(`SUMMARY:Dinner: ${title}`)

  await card.getByRole('button', { name: 'Done' }).click()
  await expect(card.getByText(/Your calendar link is active/)).toBeVisible()
  await card.getByRole('button', { name: 'Turn off' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click()
  await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible()
  expect((await calendarApp.get(feedPath)).status()).toBe(404)
  await calendarApp.dispose()
})
