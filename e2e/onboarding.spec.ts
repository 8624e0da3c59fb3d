import { expect, test, type Page } from '@playwright/test'
import { confirmRegistration, newAccount, skipLocationPrompt, submitRegistration } from './helpers'

const PHONE = { width: 360, height: 740 }

/** The step's main button is on the first screen and nothing scrolls sideways. */
async function expectPhoneFriendlyStep(page: Page, title: string, mainButton: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('button', { name: mainButton })).toBeInViewport({ ratio: 1 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a new account walks the one onboarding on a phone; an invited person is not asked about groups', async ({
  browser,
}) => {
  const noorContext = await browser.newContext({ viewport: PHONE })
  const page = await noorContext.newPage()
  await skipLocationPrompt(page)
  const noor = newAccount('Noor')
  const groupName = `Noor's Table ${Date.now().toString(36)}`
  await page.goto('/')
  await submitRegistration(page, noor)
  await confirmRegistration(page, noor)

  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await expectPhoneFriendlyStep(page, 'Any cuisines to skip?', 'Continue')
  // The optional cuisines enjoyed fold under one row; opened, the step still keeps Continue in view.
  await page.getByRole('button', { name: /^Cuisines you enjoy/ }).click()
  await page.getByRole('group', { name: 'Cuisines you enjoy' }).getByRole('button', { name: 'Thai' }).click()
  await expectPhoneFriendlyStep(page, 'Any cuisines to skip?', 'Continue')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectPhoneFriendlyStep(page, 'Allergies and sensitivities', 'Continue')
  await page.getByRole('button', { name: 'Peanuts', exact: true }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectPhoneFriendlyStep(page, 'Your cooking', 'Continue')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectPhoneFriendlyStep(page, 'Your goals', 'Continue')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText('Step 3 of 5')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('group', { name: 'Health preferences' })
    .getByRole('button', { name: 'Low Sugar' })
    .click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectPhoneFriendlyStep(page, 'Your family group', 'Finish')
  await page.getByRole('radio', { name: /Create a group/ }).check()
  await page.getByLabel('Group name').fill(groupName)
  await page.getByRole('button', { name: 'Finish' }).click()

  await expect(page.getByRole('heading', { name: 'Welcome, Noor!' })).toBeVisible()
  const groups = await (await page.request.get('/api/family-groups')).json()
  const inviteCode: string = groups[0].inviteCode
  await page.goto('/allergies')
  await expect(page.getByRole('list', { name: 'Your allergies' }).getByRole('listitem')).toHaveText([
    'Peanuts',
  ])
  await page.goto('/preferences')
  await expect(
    page.getByRole('group', { name: 'Cuisines you enjoy' }).getByRole('button', { pressed: true }),
  ).toHaveText(['Thai'])
  await page.goto('/meal-preferences')
  await expect(page.getByRole('checkbox', { name: 'Low Sugar' })).toBeChecked()

  const leoContext = await browser.newContext({ viewport: PHONE })
  const leoPage = await leoContext.newPage()
  await skipLocationPrompt(leoPage)
  await leoPage.goto(`/join/${inviteCode}`)
  const leo = newAccount('Leo')
  await submitRegistration(leoPage, leo)
  await confirmRegistration(leoPage, leo)
  // The invite is joined while onboarding covers the page; its steps leave the group out.
  await expect(leoPage).toHaveURL(/\/family\/\d+$/)
  await expect(leoPage.getByText('Step 1 of 4')).toBeVisible()
  for (let step = 0; step < 3; step += 1) await leoPage.getByRole('button', { name: 'Continue' }).click()
  await expectPhoneFriendlyStep(leoPage, 'Your goals', 'Finish')
  await leoPage.getByRole('button', { name: 'Finish' }).click()
  await expect(leoPage.getByRole('heading', { name: groupName })).toBeVisible()

  await leoContext.close()
  await noorContext.close()
})
