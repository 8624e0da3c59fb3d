import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { newAccount, type Account } from './helpers'

/**
 * Issue 28's measure: a new family from the landing page to tonight's answer, counting every tap and submit
 * each person makes (typed fields are not counted). No helper settles the install offer, the tours or the
 * location question: a tap that something covers fails, so nothing may stand in the way of a first decision.
 */
const TAP_BUDGET = 12

class Person {
  taps = 0
  readonly log: string[] = []
  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly account: Account,
  ) {}

  async tap(target: Locator, what: string) {
    await target.click()
    this.taps += 1
    this.log.push(what)
  }
}

async function arrive(browser: Browser, firstName: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  return new Person(await context.newPage(), context, newAccount(firstName))
}

/** The create-account form, then the mailed link followed from the local outbox in the same browser. */
async function signUp(person: Person) {
  const { page, account } = person
  const form = page.getByRole('form', { name: 'Create your account' })
  await expect(form.getByLabel('Email')).toBeInViewport()
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Phone number').fill('555-0100')
  await form.getByLabel('Password').fill(account.password)
  await person.tap(form.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }), 'sign up')
  await expect(page.getByRole('status', { name: 'Check your email' })).toBeVisible()
  await person.tap(page.getByRole('link', { name: /open the local outbox/i }), 'open the outbox')
  await expect(page.getByRole('heading', { name: /Outbox/ })).toBeVisible()
  const mail = page.getByRole('article').filter({ hasText: account.email.toLowerCase() }).first()
  await person.tap(mail.getByRole('link', { name: /verify-email/ }), 'follow the mailed link')
  await person.tap(page.getByRole('button', { name: 'Create my account' }), 'create my account')
}

/** Onboarding's steps as a newcomer takes them: the defaults, and the group step's field typed. */
async function onboard(person: Person, group?: { name?: string; inviteCode?: string }) {
  const { page } = person
  await expect(page.getByText(/Step 1 of \d/)).toBeVisible()
  for (;;) {
    const finish = page.getByRole('button', { name: 'Finish' })
    if (await finish.isVisible()) break
    await person.tap(page.getByRole('button', { name: 'Continue' }), 'onboarding: continue')
  }
  if (group?.name) await page.getByLabel('Group name').fill(group.name)
  // Typing a code chooses to join: no tap on the choice first.
  if (group?.inviteCode) await page.getByLabel('Invite code').fill(group.inviteCode)
  await person.tap(page.getByRole('button', { name: 'Finish' }), 'onboarding: finish')
}

const pick = (person: Person, option: string) =>
  person.tap(
    person.page.getByRole('listitem', { name: option, exact: true }).getByRole('button', { name: 'Pick' }),
    `pick ${option}`,
  )

test('a new family reaches tonight’s answer in at most twelve taps each, from the landing page', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const maria = await arrive(browser, 'Maria', { width: 1280, height: 800 })
  const carlos = await arrive(browser, 'Carlos', { width: 390, height: 844 })
  const sofia = await arrive(browser, 'Sofia', { width: 360, height: 740 })
  const groupName = `The Garcias ${Date.now().toString(36)}`

  // Maria creates the family and shares its link with Carlos; Sofia is told the code.
  await maria.page.goto('/')
  await signUp(maria)
  await onboard(maria, { name: groupName })
  const card = maria.page.getByRole('group', { name: groupName })
  await expect(card).toBeVisible()
  await maria.tap(card.getByRole('button', { name: 'Copy invite link' }), 'copy the invite link')
  const inviteLink = await maria.page.evaluate(() => navigator.clipboard.readText())
  expect(inviteLink).toMatch(/\/join\/[A-Z0-9]{8}$/)
  const inviteCode = (await card.getByTestId('invite-code').textContent()) ?? ''

  await carlos.page.goto(inviteLink)
  await signUp(carlos)
  await onboard(carlos)
  await expect(carlos.page.getByRole('heading', { name: groupName })).toBeVisible()

  await sofia.page.goto('/')
  await signUp(sofia)
  await onboard(sofia, { inviteCode })
  await expect(sofia.page.getByRole('group', { name: groupName })).toBeVisible()

  // Maria opens tonight's board; the others join from wherever they are with one tap.
  await maria.tap(card.getByRole('button', { name: 'Start Food Decision' }), 'start the decision')
  await expect(maria.page.getByText('Live', { exact: true })).toBeVisible()
  for (const member of [carlos, sofia]) {
    const notice = member.page.getByRole('status', { name: 'Decision invitation' })
    await expect(notice).toContainText('Maria started tonight’s decision')
    await member.tap(notice.getByRole('button', { name: 'Join' }), 'join the board')
    await expect(member.page.getByText('Live', { exact: true })).toBeVisible()
  }

  for (const member of [maria, carlos, sofia]) await pick(member, 'Thai')
  for (const member of [maria, carlos, sofia]) {
    await expect(member.page.getByRole('heading', { name: 'Thai', exact: true })).toBeVisible()
  }

  for (const member of [maria, carlos, sofia]) {
    // The figure the issue asks about, printed for the closing note and the next measurement.
    console.log(`${member.account.firstName}: ${member.taps} taps (${member.log.join(', ')})`)
    expect(member.taps, `${member.account.firstName}: ${member.log.join(', ')}`).toBeLessThanOrEqual(
      TAP_BUDGET,
    )
    await member.context.close()
  }
})
