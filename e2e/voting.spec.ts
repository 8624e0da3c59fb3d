import { expect, test, type Browser, type Page } from '@playwright/test'
import { groupCard, newAccount, registerThroughLanding } from './helpers'

async function openMember(browser: Browser, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

const card = (page: Page, label: string) => page.getByRole('listitem', { name: new RegExp(`^${label}`) })

async function openBoard(page: Page, groupName: string) {
  await page.goto('/')
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision|Continue Food Decision/ })
    .click()
  await expect(page).toHaveURL(/\/elimination\/cuisine$/)
  await expect(page.getByRole('heading', { name: 'What kind of food tonight?' })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
}

test('a family eliminates together, live, until all three see the same Perfect Match', async ({
  browser,
}) => {
  const ana = await openMember(browser, 'Ana')
  const ben = await openMember(browser, 'Ben')
  const cleo = await openMember(browser, 'Cleo')
  const groupName = `Dinner Crew ${Date.now().toString(36)}`
  const group = await (
    await ana.page.request.post('/api/family-groups', { data: { name: groupName } })
  ).json()
  for (const member of [ben, cleo]) {
    expect(
      (
        await member.page.request.post('/api/family-groups/join', { data: { inviteCode: group.inviteCode } })
      ).ok(),
    ).toBe(true)
  }
  const members = [ana, ben, cleo]
  for (const member of members) await openBoard(member.page, groupName)

  // Each veto shows up on the other screens without a reload.
  await card(ana.page, 'Italian').getByRole('button', { name: 'Eliminate Italian' }).click()
  await expect(card(ben.page, 'Italian')).toContainText('Eliminated by Ana')
  await expect(card(cleo.page, 'Italian')).toContainText('Eliminated by Ana')
  await card(ben.page, 'Mexican').getByRole('button', { name: 'Eliminate Mexican' }).click()
  await expect(card(cleo.page, 'Mexican')).toContainText('Eliminated by Ben')
  await card(cleo.page, 'Chinese').getByRole('button', { name: 'Eliminate Chinese' }).click()
  await expect(card(ana.page, 'Chinese')).toContainText('Eliminated by Cleo')
  await expect(ana.page.getByText('3 of 19 eliminated')).toBeVisible()
  await expect(ben.page.getByRole('button', { name: 'Eliminate Italian' })).toBeDisabled()

  // A like is seen by the others, then everyone picks the same dish: one answer for all.
  await card(ben.page, 'Thai').getByRole('button', { name: 'Recommend Thai' }).click()
  await expect(card(ana.page, 'Thai').getByRole('img', { name: /Recommended by: Ben/ })).toBeVisible()
  await card(ana.page, 'Thai').getByRole('button', { name: 'Choose Thai' }).click()
  await card(ben.page, 'Thai').getByRole('button', { name: 'Choose Thai' }).click()
  await expect(card(cleo.page, 'Thai').getByRole('img', { name: /Chosen by: Ana/ })).toBeVisible()
  await card(cleo.page, 'Thai').getByRole('button', { name: 'Choose Thai' }).click()

  for (const member of members) {
    const dialog = member.page.getByRole('dialog', { name: 'Perfect Match!' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Thai')
    await expect(dialog).toContainText('Everyone picked it.')
  }
  await ana.page.screenshot({ path: test.info().outputPath('perfect-match.png') })

  // Further votes wait for a reset; the next step carries the cuisine on.
  await ben.page.getByRole('dialog', { name: 'Perfect Match!' }).getByText('Close', { exact: true }).click()
  await expect(ben.page.getByRole('button', { name: 'Eliminate Korean' })).toBeDisabled()
  await cleo.page
    .getByRole('dialog', { name: 'Perfect Match!' })
    .getByRole('button', { name: 'Find Restaurants' })
    .click()
  await expect(cleo.page).toHaveURL(/\/dining-service-selection$/)
  await expect(cleo.page.getByText('Tonight: Thai')).toBeVisible()
  await expect(cleo.page.getByRole('button', { name: /Delivery/ })).toBeVisible()

  // Start Over clears the board for the whole group.
  await ana.page
    .getByRole('dialog', { name: 'Perfect Match!' })
    .getByRole('button', { name: 'Start Over' })
    .click()
  await expect(ben.page.getByText('0 of 19 eliminated')).toBeVisible()
  await expect(ben.page.getByRole('button', { name: 'Eliminate Italian' })).toBeEnabled()

  for (const member of members) await member.context.close()
})

test('the board works at phone width, within the content security policy', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  const policyViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text())
  })
  await registerThroughLanding(page, newAccount('Solo'))
  const groupName = `Phone ${Date.now().toString(36)}`
  await page.request.post('/api/family-groups', { data: { name: groupName } })
  await openBoard(page, groupName)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Submit my picks' }).click()
  // Alone in the group, submitting decides: the best remaining option in catalog order.
  await expect(page.getByRole('dialog', { name: 'Perfect Match!' })).toContainText('Italian')
  expect(policyViolations).toEqual([])
  await context.close()
})

test('visiting a board without a group goes home with a message', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Nogroup'))
  await page.goto('/elimination/cuisine')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('No group selected')).toBeVisible()
  await page.goto('/elimination/brunch')
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})
