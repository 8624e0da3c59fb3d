/// <reference lib="dom" />
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import {
  confirmRegistration,
  createGroupFromDashboard,
  finishOnboardingThroughApi,
  groupCard,
  joinGroupFromDashboard,
  memberRow,
  newAccount,
  registerThroughLanding,
  submitRegistration,
  type Account,
} from './helpers'

// Each person needs their own browser context; all are closed after each test, pass or fail.
const openContexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()))
})

const openPage = async (browser: Browser, options?: Parameters<Browser['newContext']>[0]) => {
  const context = await browser.newContext(options)
  openContexts.push(context)
  return context.newPage()
}

const openSignedIn = async (browser: Browser, account: Account) => {
  const page = await openPage(browser)
  await registerThroughLanding(page, account)
  return page
}

test('a family forms live: create, join by code, join by invite link, and ownership passes on', async ({
  browser,
}) => {
  const groupName = `Dinner Crew ${Date.now().toString(36)}`
  const ana = newAccount('Ana')
  const ben = newAccount('Ben')
  const cleo = newAccount('Cleo')

  const anaPage = await openSignedIn(browser, ana)
  const inviteCode = await createGroupFromDashboard(anaPage, groupName)
  await expect(anaPage.getByText('Success', { exact: true })).toBeVisible()
  await expect(groupCard(anaPage, groupName).getByText('1 member')).toBeVisible()

  const benPage = await openSignedIn(browser, ben)
  await joinGroupFromDashboard(benPage, inviteCode)
  await expect(groupCard(benPage, groupName).getByText('2 members')).toBeVisible()

  // No reload on A: the live stream (or its polling fallback) brings the new member in.
  await expect(groupCard(anaPage, groupName).getByText('2 members')).toBeVisible()

  const cleoPage = await openPage(browser)
  await cleoPage.goto(`/join/${inviteCode}`)
  await expect(cleoPage.getByRole('heading', { name: groupName })).toBeVisible()
  await submitRegistration(cleoPage, cleo)
  await confirmRegistration(cleoPage, cleo)
  // The pending invite is joined right after the reload, even while onboarding still covers the routes.
  await expect(cleoPage).toHaveURL(/\/family\/\d+$/)
  await finishOnboardingThroughApi(cleoPage)
  await cleoPage.reload()
  await expect(cleoPage.getByRole('heading', { name: groupName })).toBeVisible()
  await expect(memberRow(cleoPage, 'Cleo')).toContainText('(you)')
  await expect(cleoPage.evaluate(() => sessionStorage.getItem('pendingInviteCode'))).resolves.toBeNull()
  const groupPath = new URL(cleoPage.url()).pathname

  await expect(groupCard(anaPage, groupName).getByText('3 members')).toBeVisible()

  await anaPage.goto(groupPath)
  await expect(memberRow(anaPage, 'Ana')).toContainText('Owner')
  await anaPage.getByRole('button', { name: 'Leave Group' }).click()
  const confirm = anaPage.getByRole('alertdialog', { name: `Leave ${groupName}?` })
  await expect(confirm).toContainText('Ownership passes to the member who joined first.')
  await confirm.getByRole('button', { name: 'Leave Group' }).click()
  await expect(anaPage).toHaveURL(/\/family$/)
  await expect(anaPage.getByText(`You left ${groupName}.`)).toBeVisible()
  await expect(groupCard(anaPage, groupName)).toBeHidden()

  await benPage.goto(groupPath)
  await expect(memberRow(benPage, 'Ben')).toContainText('Owner')
  await expect(memberRow(benPage, 'Cleo')).not.toContainText('Owner')
  await expect(memberRow(benPage, 'Ana')).toHaveCount(0)
  await expect(benPage.getByRole('button', { name: 'Rename group' })).toBeVisible()
})

test('the dashboard and group page fit a 360 px phone and work from the keyboard', async ({ browser }) => {
  const page = await openPage(browser, { viewport: { width: 360, height: 740 } })
  await registerThroughLanding(page, newAccount('Dara'))
  await expect(page.getByText('You are not in a family group yet')).toBeVisible()

  const groupName = `Phone Family ${Date.now().toString(36)}`
  await createGroupFromDashboard(page, groupName)
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)

  const manage = groupCard(page, groupName).getByRole('link', { name: `Manage ${groupName}` })
  await manage.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)

  await page.getByRole('button', { name: 'Rename group' }).click()
  await page.getByRole('textbox', { name: 'Group name' }).fill(`${groupName} 2`)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `${groupName} 2` })).toBeVisible()
})

test('an unknown group and a stale invite link both explain themselves', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Eli'))
  await page.goto('/family/999999')
  await expect(page.getByRole('heading', { name: 'Group not found' })).toBeVisible()
  await page.goto('/join/ZZZZZZZZ')
  await expect(page.getByRole('heading', { name: 'This invite does not work' })).toBeVisible()
})
