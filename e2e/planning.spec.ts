import { expect, test, type Browser, type Page } from '@playwright/test'
import { newAccount, registerThroughLanding, upgradeTo } from './helpers'

async function openMember(browser: Browser, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

const dayCard = (page: Page, dayName: string) =>
  page.getByRole('region', { name: new RegExp(`^${dayName} `) })

async function planDinner(page: Page, dayName: string, search: string, title: string) {
  await page.getByRole('button', { name: `Add a meal on ${dayName}` }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Add a meal for ${dayName}`) })
  await expect(dialog.getByLabel('Meal')).toHaveValue('dinner')
  await dialog.getByLabel('Find a recipe').fill(search)
  await dialog.getByRole('button', { name: `Add ${title}` }).click()
  await expect(dialog).toBeHidden()
  await expect(dayCard(page, dayName)).toContainText(title)
}

test('two members plan three dinners, make the grocery list, and see each other check the milk live', async ({
  browser,
}) => {
  const ana = await openMember(browser, 'Ana')
  const ben = await openMember(browser, 'Ben')
  const group = await (
    await ana.page.request.post('/api/family-groups', {
      data: { name: `Week crew ${Date.now().toString(36)}` },
    })
  ).json()
  expect(
    (await ben.page.request.post('/api/family-groups/join', { data: { inviteCode: group.inviteCode } })).ok(),
  ).toBe(true)
  // Weekly plans are a Premium feature: both members pay through the test checkout.
  for (const member of [ana, ben]) await upgradeTo(member.page, 'premium')

  for (const member of [ana, ben]) {
    await member.page.goto('/smart-meal-planner?tab=weekly')
    await expect(member.page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true')
  }
  await ana.page.getByRole('button', { name: 'Start this week’s plan' }).click()
  // Ben's page learns of the new plan without a reload.
  await expect(ben.page.getByRole('button', { name: 'Add a meal on Monday' })).toBeVisible()

  await planDinner(ana.page, 'Monday', 'meatloaf', 'Glazed Family Meatloaf')
  await planDinner(ben.page, 'Tuesday', 'chicken pot pie', 'Homestyle Chicken Pot Pie')
  await planDinner(ana.page, 'Wednesday', 'mac and cheese', 'Baked Three-Cheese Mac and Cheese')
  await expect(dayCard(ben.page, 'Monday')).toContainText('Glazed Family Meatloaf')
  await expect(dayCard(ana.page, 'Tuesday')).toContainText('Homestyle Chicken Pot Pie')
  await expect(ben.page.getByText('3 meals planned')).toBeVisible()

  await ana.page.getByRole('button', { name: 'Make grocery list' }).click()
  await expect(ana.page).toHaveURL(/\/grocery-lists\/\d+$/)
  await ben.page.getByRole('link', { name: 'Open grocery list' }).click()
  await expect(ben.page).toHaveURL(ana.page.url())

  // The three recipes' milk (in cups) is one line.
  const anaMilk = ana.page.getByRole('checkbox', { name: /whole milk/ })
  const benMilk = ben.page.getByRole('checkbox', { name: /whole milk/ })
  await expect(anaMilk).toHaveCount(1)
  await expect(ana.page.getByText(/cups whole milk/)).toBeVisible()
  await expect(benMilk).not.toBeChecked()
  // The tick is applied once the check is queued (it survives going offline), a moment after the click.
  await anaMilk.click()
  await expect(anaMilk).toBeChecked()
  await expect(benMilk).toBeChecked()

  // On a 360 px phone the list and the week fit the screen.
  await ben.page.setViewportSize({ width: 360, height: 740 })
  await expect(benMilk).toBeChecked()
  expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await ben.page.goto('/smart-meal-planner?tab=weekly')
  await expect(dayCard(ben.page, 'Monday')).toContainText('Glazed Family Meatloaf')
  expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await ana.context.close()
  await ben.context.close()
})
