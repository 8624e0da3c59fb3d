import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
  voteButton,
} from './helpers'

// Each person has their own browser context; all are closed after each test, pass or fail.
const openContexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()))
})

const PHONE = { width: 360, height: 740 }

/** A member with an account made through the API (onboarding done), in a browser of their own. */
async function openMember(browser: Browser, firstName: string, viewport?: typeof PHONE) {
  const context = await browser.newContext(viewport ? { viewport } : undefined)
  openContexts.push(context)
  const page = await context.newPage()
  await skipInstallBannerAndTours(page)
  await skipLocationPrompt(page)
  await registerThroughApi(page, newAccount(firstName))
  await finishOnboardingThroughApi(page)
  return page
}

/** A group owned by `owner` and joined by the others, made through the API; its id. */
async function makeGroup(owner: Page, others: Page[]) {
  const created = await owner.request.post('/api/family-groups', {
    data: { name: `Undo Table ${Date.now().toString(36)}` },
  })
  const group = (await created.json()) as { id: number; inviteCode: string }
  for (const page of others) {
    const joined = await page.request.post('/api/family-groups/join', {
      data: { inviteCode: group.inviteCode },
    })
    expect(joined.ok()).toBe(true)
  }
  return group.id
}

async function openBoard(page: Page, groupId: number) {
  await page.goto(`/elimination/cuisine?groupId=${groupId}`)
  await expect(page.getByRole('heading', { name: 'What kind of food tonight?' })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('a double-tapped veto is one veto, its Undo is away from the finger, and the other member sees it go and come back live', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const ben = await openMember(browser, 'Ben')
  const groupId = await makeGroup(maria, [ben])
  await openBoard(maria, groupId)
  await openBoard(ben, groupId)

  // A double tap: the card stays where it was, locked, so the second tap cannot veto the next one.
  const veto = voteButton(maria, 'Italian', 'Veto')
  const vetoBox = await veto.boundingBox()
  // Pressed as slowly as a thumb does, so the board has heard of the first veto before the second press.
  await veto.dblclick({ delay: 150 })
  await expect(ben.getByRole('listitem', { name: 'Italian, vetoed' })).toContainText('Vetoed by Maria')
  await expect(ben.getByText(/^1 of \d+ eliminated$/)).toBeVisible()
  await expect(ben.getByRole('status', { name: 'Vote announcements' })).toHaveText(
    'Maria eliminated Italian.',
  )

  const bar = maria.getByRole('status').filter({ hasText: 'You vetoed Italian' })
  await expect(bar).toBeVisible()
  const undo = bar.getByRole('button', { name: 'Undo', exact: true })
  const undoBox = await undo.boundingBox()
  expect(overlaps(undoBox!, vetoBox!), 'Undo is not where the Veto was tapped').toBe(false)
  expect(undoBox!.height).toBeGreaterThanOrEqual(44)
  // Taken within the 5-second window; the accessibility check of the bar comes with a second veto below, since
  // on a loaded machine it can take longer than the window.
  await undo.click()

  // Ben sees Italian back in play, and hears who took the veto back.
  await expect(voteButton(ben, 'Italian', 'Veto')).toBeEnabled()
  await expect(ben.getByRole('listitem', { name: 'Italian', exact: true })).not.toContainText('Vetoed')
  await expect(ben.getByText(/^0 of \d+ eliminated$/)).toBeVisible()
  await expect(ben.getByRole('status', { name: 'Vote announcements' })).toHaveText(
    'Maria took back the veto on Italian.',
  )
  await expect(maria.getByText(/^0 of \d+ eliminated$/)).toBeVisible()
  await expect(bar).toHaveCount(0)
  await expect(voteButton(maria, 'Italian', 'Veto')).toBeEnabled()

  // The bar and the faded, locked card break no WCAG A/AA rule that matters.
  await voteButton(maria, 'French', 'Veto').click()
  await expect(maria.getByRole('status').filter({ hasText: 'You vetoed French' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page: maria })
    .include('[role="status"]')
    .include('li[aria-label="French, vetoed"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([])
})

test('on a 360 px phone every vote button is at least 44 px each way and is named by the word it shows', async ({
  browser,
}) => {
  const page = await openMember(browser, 'Sofia', PHONE)
  const groupId = await makeGroup(page, [])
  await openBoard(page, groupId)

  const buttons = page.getByRole('list', { name: 'Options' }).getByRole('button')
  const count = await buttons.count()
  expect(count).toBeGreaterThanOrEqual(3 * 10)
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index)
    const word = (await button.innerText()).trim()
    expect(['Veto', 'Like', 'Pick']).toContain(word)
    await expect(button).toHaveAccessibleName(word)
    await button.scrollIntoViewIfNeeded()
    const box = await button.boundingBox()
    expect(box!.width, `${word} is wide enough to tap`).toBeGreaterThanOrEqual(44)
    expect(box!.height, `${word} is tall enough to tap`).toBeGreaterThanOrEqual(44)
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

  // A veto tapped low on the screen puts its Undo at the top, clear of the finger.
  const thai = voteButton(page, 'Thai', 'Veto')
  await thai.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 600))
  const thaiBox = await thai.boundingBox()
  await thai.click()
  const undo = page
    .getByRole('status')
    .filter({ hasText: 'You vetoed Thai' })
    .getByRole('button', { name: 'Undo' })
  await expect(undo).toBeVisible()
  expect(overlaps((await undo.boundingBox())!, thaiBox!)).toBe(false)
})
