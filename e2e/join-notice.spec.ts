import { expect, test, type Browser, type Page } from '@playwright/test'
import { groupCard, newAccount, registerThroughLanding } from './helpers'

/**
 * Issue 28: joining is one tap from anywhere. The "Maria started tonight's decision — Join" notice stays in view
 * while scrolling, survives a reload, comes back after "Start over for everyone", and a decided board shows as
 * decided on the dashboard.
 */
const PHONE = { width: 360, height: 740 }

async function openMember(browser: Browser, firstName: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport, hasTouch: true } : {})
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

async function makeGroup(owner: Page, others: Page[]) {
  const name = `Family ${Date.now().toString(36)}`
  const group = (await (await owner.request.post('/api/family-groups', { data: { name } })).json()) as {
    id: number
    inviteCode: string
  }
  for (const page of others) {
    const joined = await page.request.post('/api/family-groups/join', {
      data: { inviteCode: group.inviteCode },
    })
    expect(joined.ok()).toBe(true)
  }
  return { name, id: group.id }
}

// The page may still be growing (the gallery loads after the page): scroll again until it is well down.
const scrollToBottom = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(300)

/** The notice is at the top of the screen, nothing covers its Join, and Join is a full-size target. */
const expectNoticeInView = async (page: Page) => {
  const notice = page.getByRole('status', { name: 'Decision invitation' })
  await expect(notice).toBeInViewport()
  const join = notice.getByRole('button', { name: 'Join' })
  const box = (await join.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.width).toBeGreaterThanOrEqual(44)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(topmost).toBe('Join')
  return notice
}

/** Maria's open board in the group, as her dashboard reads it. */
async function boardOf(page: Page, groupId: number) {
  const sessions = (await (await page.request.get('/api/user/active-elimination-sessions')).json()) as Array<{
    id: number
    groupId: number
    category: string
    decidedLabel: string | null
  }>
  const board = sessions.find((session) => session.groupId === groupId && session.category === 'cuisine')
  expect(board).toBeDefined()
  return board!
}

test('the join notice stays in view, survives a reload, comes back after Start over, and a decided board shows as decided', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const ben = await openMember(browser, 'Ben', PHONE)
  const group = await makeGroup(maria.page, [ben.page])
  await ben.page.goto('/recipes')
  await expect(ben.page).toHaveTitle('Recipes · Forkcast')
  await scrollToBottom(ben.page)

  await maria.page.goto('/')
  await groupCard(maria.page, group.name).getByRole('button', { name: 'Start Food Decision' }).click()
  await expect(maria.page.getByText('Live', { exact: true })).toBeVisible()

  // Ben, scrolled to the bottom of another page on a phone, sees the notice at the top of his screen.
  const notice = ben.page.getByRole('status', { name: 'Decision invitation' })
  await expect(notice).toContainText(`Maria started tonight’s decision in ${group.name}`)
  await expectNoticeInView(ben.page)

  // A reload before joining keeps it: it is read from the group's boards, not from the live event alone.
  await ben.page.reload()
  await expect(notice).toContainText('Maria started tonight’s decision')
  await scrollToBottom(ben.page)
  await expectNoticeInView(ben.page)

  // One tap joins the board.
  await notice.getByRole('button', { name: 'Join' }).click()
  await expect(ben.page).toHaveURL(new RegExp(`/elimination/cuisine\\?groupId=${group.id}$`))
  await expect(ben.page.getByText(group.name)).toBeVisible()
  await expect(notice).toBeHidden()

  // Back on his dashboard the notice stays away: he joined that round.
  await ben.page.goto('/')
  const card = groupCard(ben.page, group.name)
  await expect(card.getByRole('button', { name: 'Start Food Decision' })).toBeVisible()
  await expect(notice).toBeHidden()

  // Maria decides (three vetoes, then a random pick among the rest, through the board's API).
  const board = await boardOf(maria.page, group.id)
  const snapshot = (await (await maria.page.request.get(`/api/elimination-session/${board.id}`)).json()) as {
    remainingOptionIds: string[]
  }
  for (const optionId of snapshot.remainingOptionIds.slice(0, 3)) {
    const vetoed = await maria.page.request.post(`/api/elimination-session/${board.id}/eliminate`, {
      data: { optionId },
    })
    expect(vetoed.ok(), await vetoed.text()).toBe(true)
  }
  const picked = await maria.page.request.post(`/api/elimination-session/${board.id}/random-pick`)
  expect(picked.ok(), await picked.text()).toBe(true)
  const { decidedLabel } = await boardOf(maria.page, group.id)
  expect(decidedLabel).toBeTruthy()

  // Ben's card shows tonight's answer live, with the ways on instead of Continue Food Decision.
  await expect(card).toContainText(`Tonight: ${decidedLabel}`)
  await expect(card.getByRole('button', { name: 'Cook it' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Order it' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Continue Food Decision' })).toHaveCount(0)

  // Maria starts over for everyone from her board's result.
  await expect(maria.page.getByRole('heading', { name: decidedLabel! })).toBeVisible()
  await maria.page.getByRole('button', { name: 'Start over', exact: true }).click()
  await maria.page.getByRole('button', { name: 'Start over for everyone' }).click()

  // Ben's dashboard invites him again, live, and after a reload.
  await expect(notice).toContainText('Maria started tonight’s decision over')
  await expect(card).not.toContainText('Tonight:')
  await expectNoticeInView(ben.page)
  await ben.page.reload()
  await expect(notice).toContainText('Maria started tonight’s decision over')
  await expectNoticeInView(ben.page)

  await maria.context.close()
  await ben.context.close()
})
