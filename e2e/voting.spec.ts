import { expect, test, type Browser, type Page } from '@playwright/test'
import { groupCard, newAccount, registerThroughLanding, voteButton } from './helpers'

async function openMember(browser: Browser, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

const card = (page: Page, label: string) => page.getByRole('listitem', { name: new RegExp(`^${label}`) })
const result = (page: Page, label: string) => page.getByRole('region', { name: label })

/** Eliminated options fold to the bottom of the board; this opens the fold and names who vetoed. */
async function expectEliminated(page: Page, label: string, by: string) {
  const fold = page.locator('details').filter({ hasText: /^Vetoed/ })
  if (!(await fold.evaluate((element) => (element as HTMLDetailsElement).open)))
    await fold.locator('summary').click()
  await expect(card(page, label)).toContainText(`Vetoed by ${by}`)
  await expect(voteButton(page, label, 'Veto')).toHaveCount(0)
}

async function openBoard(page: Page, groupName: string) {
  await page.goto('/')
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision|Continue Food Decision/ })
    .click()
  await expect(page).toHaveURL(/\/elimination\/cuisine\?groupId=\d+$/)
  await expect(page.getByRole('heading', { name: 'What kind of food tonight?' })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
}

test('a family eliminates together, live, until all three see the same result and its ways on', async ({
  browser,
}) => {
  // Three browsers sign up and vote a whole board: close to a minute on a loaded two-core machine.
  test.slow()
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
  await voteButton(ana.page, 'Italian', 'Veto').click()
  await expectEliminated(ben.page, 'Italian', 'Ana')
  await expectEliminated(cleo.page, 'Italian', 'Ana')
  await voteButton(ben.page, 'Mexican', 'Veto').click()
  await expectEliminated(cleo.page, 'Mexican', 'Ben')
  await voteButton(cleo.page, 'Chinese', 'Veto').click()
  await expectEliminated(ana.page, 'Chinese', 'Cleo')
  await expect(ana.page.getByText('3 of 19 eliminated')).toBeVisible()

  // A like is seen by the others, then everyone picks the same dish: one answer for all.
  await voteButton(ben.page, 'Thai', 'Like').click()
  await expect(card(ana.page, 'Thai').getByRole('img', { name: /Recommended by: Ben/ })).toBeVisible()
  await voteButton(ana.page, 'Thai', 'Pick').click()
  await voteButton(ben.page, 'Thai', 'Pick').click()
  await expect(card(cleo.page, 'Thai').getByRole('img', { name: /Chosen by: Ana/ })).toBeVisible()
  await voteButton(cleo.page, 'Thai', 'Pick').click()

  // The result sits at the top for everyone: what won, why, who picked it; the vote buttons are gone.
  for (const member of members) {
    await expect(result(member.page, 'Thai')).toContainText('Everyone picked it')
    await expect(result(member.page, 'Thai')).toContainText(
      /Picked by You, (Ana|Ben|Cleo) and (Ana|Ben|Cleo)/,
    )
    await expect(member.page.getByRole('button', { name: 'Veto', exact: true })).toHaveCount(0)
  }
  await ana.page.screenshot({ path: test.info().outputPath('perfect-match.png') })

  // Reopening the page later shows the same result.
  await ben.page.reload()
  await expect(result(ben.page, 'Thai')).toContainText('Everyone picked it')
  await expect(ben.page.getByText(/Still in the running/)).toHaveCount(0)

  // Order it carries the cuisine on to the next step.
  await result(cleo.page, 'Thai').getByRole('button', { name: 'Order it' }).click()
  await expect(cleo.page).toHaveURL(/\/dining-service-selection\?groupId=\d+$/)
  await expect(cleo.page.getByText('Tonight: Thai')).toBeVisible()
  await expect(cleo.page.getByRole('button', { name: /Delivery/ })).toBeVisible()

  // Start over asks first, then clears the board for the whole group and says who did it.
  await result(ana.page, 'Thai').getByRole('button', { name: 'Start over' }).click()
  await ana.page.getByRole('alertdialog').getByRole('button', { name: 'Start over for everyone' }).click()
  await expect(ben.page.getByText('Ana started a new round')).toBeVisible()
  await expect(ben.page.getByText('0 of 19 eliminated')).toBeVisible()
  await expect(voteButton(ben.page, 'Italian', 'Veto')).toBeEnabled()

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
  // One card to a row on the narrowest phones, so each vote button shows its word on a 44 px target; the
  // board's main action stays within the first screen.
  const [first, second] = await page.getByRole('list', { name: 'Options' }).getByRole('listitem').all()
  expect((await second!.boundingBox())!.y).toBeGreaterThan((await first!.boundingBox())!.y)
  const submit = page.getByRole('button', { name: 'Submit my picks' })
  const box = (await submit.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(740)
  await submit.click()
  // Alone in the group, submitting decides: the best remaining option in catalog order.
  await expect(result(page, 'Italian')).toBeVisible()
  const cook = (await page.getByRole('button', { name: 'Cook it' }).boundingBox())!
  expect(cook.y + cook.height).toBeLessThanOrEqual(740)
  expect(policyViolations).toEqual([])
  await context.close()
})

test('visiting a board without a group asks which group is deciding, in the page', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Nogroup'))
  await page.goto('/elimination/cuisine')
  await expect(page.getByRole('heading', { name: 'Which group is deciding?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create a group' })).toBeVisible()
  await page.goto('/elimination/brunch')
  await expect(page).toHaveURL(/\/choose-meal-type$/)
  await expect(page.getByRole('heading', { name: 'Which group is deciding?' })).toBeVisible()
  await context.close()
})

test('two tabs keep their own board, through a reload and Back, because the group is in the address', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const first = await context.newPage()
  await registerThroughLanding(first, newAccount('Twotabs'))
  const groupName = `Lunch ${Date.now().toString(36)}`
  await first.request.post('/api/family-groups', { data: { name: groupName } })
  await openBoard(first, groupName)
  // The second tab decides alone: Browse Cuisines opens the board of cuisines for the Recipe Browsing pseudo group.
  const second = await context.newPage()
  await second.goto('/recipes')
  await second.getByRole('button', { name: 'Browse Cuisines' }).click()
  await expect(second).toHaveURL(/\/elimination\/cuisine\?groupId=0$/)
  await expect(second.getByText('Recipe Browsing')).toBeVisible()

  await first.reload()
  await expect(first.getByText(groupName)).toBeVisible()
  await expect(first.getByText('Live', { exact: true })).toBeVisible()
  await second.goBack()
  await second.goForward()
  await expect(second.getByText('Recipe Browsing')).toBeVisible()
  await expect(second.getByText(groupName)).toHaveCount(0)
  // A shared link opens the same group's board in yet another tab.
  const third = await context.newPage()
  await third.goto(first.url())
  await expect(third.getByText(groupName)).toBeVisible()
  await context.close()
})
