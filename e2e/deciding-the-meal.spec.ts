import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
  createGroupFromDashboard,
  finishOnboardingThroughApi,
  groupCard,
  joinGroupFromDashboard,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

// The seeded Thai recipes named for their shrimp (thai.json); Som Tam carries dried shrimp in its lines.
const PRAWN_DISHES = [
  'Shrimp Pad Thai with Tamarind and Peanuts',
  'Hot and Sour Tom Yum Soup with Shrimp',
  'Green Papaya Salad (Som Tam) with Long Beans',
]

// Where the family's phones say they are (Springfield, IL); the fake Overpass puts its places around it.
// On the ~100 m grid searches are rounded to, so the places sit exactly where the fake puts them.
const HOME = { latitude: 39.782, longitude: -89.65 }

// Each person has their own browser context; all are closed after each test, pass or fail.
const openContexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()))
})

const openPage = async (browser: Browser, options?: Parameters<Browser['newContext']>[0]) => {
  const context = await browser.newContext(options)
  openContexts.push(context)
  const page = await context.newPage()
  await skipInstallBannerAndTours(page)
  return page
}

/**
 * A member with an account made through the API (onboarding done), on the dashboard. One who shares their
 * location has the browser's permission granted, so the app takes the position quietly; the others went without.
 */
async function openMember(browser: Browser, firstName: string, { sharesLocation = false } = {}) {
  const page = await openPage(
    browser,
    sharesLocation ? { geolocation: HOME, permissions: ['geolocation'] } : undefined,
  )
  if (!sharesLocation) await skipLocationPrompt(page)
  await registerThroughApi(page, newAccount(firstName))
  await finishOnboardingThroughApi(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome.*${firstName}`) })).toBeVisible()
  return page
}

const optionList = (page: Page) => page.getByRole('list', { name: 'Options' })
/** The names of the cards still in the running, in board order. */
const optionNames = (page: Page) => optionList(page).getByRole('heading', { level: 3 })
const card = (page: Page, name: string) => optionList(page).getByRole('listitem', { name, exact: true })
const result = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function openCuisineBoard(page: Page, groupName: string) {
  await groupCard(page, groupName)
    .getByRole('button', { name: /Start Food Decision|Continue Food Decision/ })
    .click()
  await expect(page.getByRole('heading', { name: 'What kind of food tonight?' })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
}

/** A pick, seen on another board before anyone else picks (the last pick decides and the cards go). */
async function choose(page: Page, name: string, { seenBy, as }: { seenBy?: Page; as?: string } = {}) {
  await card(page, name).getByRole('button', { name: 'Pick', exact: true }).click()
  if (seenBy && as)
    await expect(
      card(seenBy, name).getByRole('img', { name: new RegExp(`Chosen by: .*${as}`) }),
    ).toBeVisible()
}

/** A veto, then the card gone from every board that is watching. */
async function eliminate(page: Page, name: string, watchers: Page[]) {
  await card(page, name).getByRole('button', { name: 'Veto', exact: true }).click()
  for (const watcher of [page, ...watchers]) await expect(card(watcher, name)).toHaveCount(0)
}

test('the family decides Thai, then votes on Thai recipes with grandma as a guest: her shellfish allergy removes a prawn dish, Sofia adds one, and the winner goes on the shopping list', async ({
  browser,
}) => {
  // Three people on three browsers through two boards: more than the default minute on a slow machine.
  test.slow()
  const maria = await openMember(browser, 'Maria')
  const sofia = await openMember(browser, 'Sofia')
  const groupName = `Sunday Table ${Date.now().toString(36)}`
  const inviteCode = await createGroupFromDashboard(maria, groupName)
  await joinGroupFromDashboard(sofia, inviteCode)
  await expect(groupCard(sofia, groupName)).toBeVisible()

  // First the cuisine: both pick Thai, and that decides it for both.
  await openCuisineBoard(maria, groupName)
  await openCuisineBoard(sofia, groupName)
  await choose(maria, 'Thai', { seenBy: sofia, as: 'Maria' })
  await choose(sofia, 'Thai')
  for (const page of [maria, sofia]) {
    await expect(result(page, 'Thai')).toContainText('Everyone picked it')
  }

  // The decided cuisine leads on to a second board over Thai recipes from the catalog.
  await result(maria, 'Thai').getByRole('button', { name: 'Vote on Thai dishes' }).click()
  await expect(maria).toHaveURL(/\/elimination\/cooking\?(?=.*cuisine=thai)(?=.*groupId=\d+)/)
  await expect(maria.getByRole('heading', { name: 'Which Thai dish shall we cook?' })).toBeVisible()
  await result(sofia, 'Thai').getByRole('button', { name: 'Vote on Thai dishes' }).click()
  await expect(sofia.getByRole('heading', { name: 'Which Thai dish shall we cook?' })).toBeVisible()
  await expect(optionNames(maria).first()).toBeVisible()
  const opening = await optionNames(maria).allTextContents()
  expect(opening.length).toBeGreaterThanOrEqual(6)
  expect(opening.length).toBeLessThanOrEqual(8)
  // Both joined one board: the same recipes, in the same order.
  await expect(optionNames(sofia)).toHaveText(opening)
  const prawnDishesOnBoard = opening.filter((name) => PRAWN_DISHES.includes(name))
  expect(prawnDishesOnBoard.length).toBeGreaterThan(0)

  // Maria, the owner, shares a guest link for this board.
  await maria.getByRole('button', { name: 'Invite a guest' }).click()
  const invite = maria.getByRole('dialog', { name: 'Invite a guest' })
  const linkText = invite.getByText(/\/guest\//)
  await expect(linkText).toBeVisible()
  const guestLink = (await linkText.textContent()) ?? ''
  expect(guestLink).toMatch(/^https?:\/\/[^/]+\/guest\/[A-Za-z0-9_-]+$/)
  await expect(invite.getByRole('button', { name: 'Copy guest link' })).toBeVisible()
  await maria.keyboard.press('Escape')
  await expect(invite).toBeHidden()

  // Grandma has no account: the link asks for her first name and her allergies.
  const grandma = await openPage(browser)
  await grandma.goto(guestLink)
  await expect(grandma.getByText('Maria invited you to help decide what to cook (Thai).')).toBeVisible()
  const joinForm = grandma.getByRole('form', { name: 'Join the vote' })
  await joinForm.getByLabel('Your first name').fill('Grandma')
  const shellfish = joinForm
    .getByRole('group', { name: 'Allergies (optional)' })
    .getByRole('button', { name: 'Crustaceans (shrimp, crab, lobster)' })
  await shellfish.click()
  await expect(shellfish).toHaveAttribute('aria-pressed', 'true')
  await joinForm.getByRole('button', { name: 'Join the vote' }).click()
  await expect(grandma.getByRole('heading', { name: 'Which Thai dish shall we cook?' })).toBeVisible()

  // Her allergy takes the prawn dishes off everyone's board at once, without a reload.
  for (const page of [maria, sofia, grandma]) {
    for (const name of PRAWN_DISHES) await expect(card(page, name)).toHaveCount(0)
  }
  await expect(maria.getByRole('list', { name: 'Members' })).toContainText('Grandma')
  await expect(sofia.getByRole('list', { name: 'Members' })).toContainText('Grandma')
  const safe = await optionNames(maria).allTextContents()
  expect(safe.length).toBeLessThan(opening.length)
  expect(safe.length).toBeGreaterThanOrEqual(4)
  await expect(optionNames(sofia)).toHaveText(safe)
  await expect(optionNames(grandma)).toHaveText(safe)

  // Narrowed to three by vetoes, Grandma's among them: they count like anyone's.
  const family = [maria, sofia, grandma]
  const vetoes = safe.slice(3)
  for (const [index, name] of vetoes.entries()) {
    const voter = family[index % family.length]!
    await eliminate(
      voter,
      name,
      family.filter((page) => page !== voter),
    )
  }
  await expect(optionNames(grandma)).toHaveCount(3)

  // Sofia adds a recipe. A prawn one cannot go on, and the search says why; she adds a safe one by name.
  await sofia.getByRole('button', { name: 'Add a recipe' }).click()
  const addDialog = sofia.getByRole('dialog', { name: 'Add a recipe to the board' })
  const candidates = addDialog.getByRole('list', { name: 'Options you can add' })
  const search = addDialog.getByLabel('Recipe name')
  await search.fill('Shrimp')
  const shrimpPadThai = candidates.getByRole('listitem').filter({ hasText: PRAWN_DISHES[0]! })
  await expect(shrimpPadThai).toContainText('Can’t add: Has crustaceans')
  await expect(shrimpPadThai).toContainText('Grandma is allergic')
  await expect(addDialog.getByRole('button', { name: `Add ${PRAWN_DISHES[0]}` })).toHaveCount(0)
  // Before anything is typed the dialog offers the board's own cuisine: the first one it lets her add.
  await search.fill('')
  const firstAddable = candidates.getByRole('button', { name: /^Add / }).first()
  await expect(firstAddable).toBeVisible()
  const added = ((await firstAddable.getAttribute('aria-label')) ?? '').replace(/^Add /, '')
  expect(safe).not.toContain(added)
  expect(PRAWN_DISHES).not.toContain(added)
  await search.fill(added.split(' ')[0]!)
  await expect(candidates.getByRole('listitem').filter({ hasText: added })).toBeVisible()
  await addDialog.getByRole('button', { name: `Add ${added}` }).click()
  await expect(addDialog).toBeHidden()
  await expect(sofia.getByText(`${added} is on the board`)).toBeVisible()
  await expect(maria.getByText(`Sofia added ${added}`)).toBeVisible()
  for (const page of family) {
    await expect(card(page, added)).toContainText('Added by Sofia')
    await expect(optionNames(page)).toHaveCount(4)
  }

  // Everyone, Grandma too, picks Sofia's recipe: that decides it.
  await choose(maria, added, { seenBy: grandma, as: 'Maria' })
  await choose(grandma, added, { seenBy: sofia, as: 'Grandma' })
  await choose(sofia, added)
  for (const page of family) {
    await expect(result(page, added)).toContainText('Everyone picked it')
  }
  await expect(result(maria, added)).toContainText(/Picked by You, (Sofia and Grandma|Grandma and Sofia)/)

  // The family's winner goes on their shopping list, and opens as a recipe.
  const winner = result(maria, added)
  await expect(winner.getByRole('link', { name: 'Open recipe' })).toBeVisible()
  await winner.getByRole('button', { name: 'Add to shopping list' }).click()
  await expect(maria.getByText('Added to the shopping list')).toBeVisible()
  await expect(maria.getByText(`${added} is on ${groupName}’s list.`)).toBeVisible()
  await expect(winner.getByRole('link', { name: 'Open the list' })).toBeVisible()
  await result(sofia, added).getByRole('link', { name: 'Open recipe' }).click()
  await expect(sofia).toHaveURL(/\/recipe\/\d+/)
  await expect(sofia.getByRole('heading', { name: added, level: 1 })).toBeVisible()

  // The guest sees what was decided, and none of the family's ways on.
  await expect(grandma.getByText('Thanks for voting! The family takes it from here.')).toBeVisible()
  await expect(grandma.getByRole('button', { name: 'Add to shopping list' })).toHaveCount(0)
  await expect(grandma.getByRole('link', { name: 'Open recipe' })).toHaveCount(0)
})

test('a family decides Italian, votes on the places near them from the map service, and ends at directions to the winner', async ({
  browser,
}) => {
  test.slow()
  // Both share their phone's location with the app.
  const luca = await openMember(browser, 'Luca', { sharesLocation: true })
  const nina = await openMember(browser, 'Nina', { sharesLocation: true })
  const groupName = `Pizza Friday ${Date.now().toString(36)}`
  const created = await luca.request.post('/api/family-groups', { data: { name: groupName } })
  expect(created.ok(), await created.text()).toBe(true)
  const { inviteCode } = (await created.json()) as { inviteCode: string }
  const joined = await nina.request.post('/api/family-groups/join', { data: { inviteCode } })
  expect(joined.ok(), await joined.text()).toBe(true)
  // The group was made behind the dashboards' backs: a reload shows it.
  for (const page of [luca, nina]) await page.reload()
  await openCuisineBoard(luca, groupName)
  await openCuisineBoard(nina, groupName)
  await choose(luca, 'Italian', { seenBy: nina, as: 'Luca' })
  await choose(nina, 'Italian')

  // Each goes on to vote on Italian places they can sit down at.
  for (const page of [luca, nina]) {
    await expect(result(page, 'Italian')).toContainText('Everyone picked it')
    await result(page, 'Italian').getByRole('button', { name: 'Vote on Italian places' }).click()
    await expect(page.getByText('Tonight: Italian')).toBeVisible()
    await page.getByRole('button', { name: /^Dine In/ }).click()
    await expect(page).toHaveURL(/\/elimination\/ordering\/dine-in\?(?=.*cuisine=italian)(?=.*groupId=\d+)/)
    await expect(page.getByRole('heading', { name: 'Where shall we get Italian?' })).toBeVisible()
    await expect(page.getByText('Places open now to dine in, near you')).toBeVisible()
  }

  // The places come from the map service around where they are: open ones, nearest first.
  await expect(card(luca, 'Trattoria Nonna')).toBeVisible()
  await expect(card(luca, 'Osteria Sit-Down')).toBeVisible()
  // A takeaway-only counter is not a place to sit down, and a place 60 km off is not nearby.
  await expect(card(luca, 'Slice Corner')).toHaveCount(0)
  await expect(card(luca, 'Far Away Pasta')).toHaveCount(0)
  const places = await optionNames(luca).allTextContents()
  await expect(optionNames(nina)).toHaveText(places)

  // By elimination: the last place standing wins.
  for (const name of places.filter((place) => place !== 'Trattoria Nonna')) {
    await eliminate(nina, name, [luca])
  }
  for (const page of [luca, nina]) {
    await expect(result(page, 'Trattoria Nonna')).toContainText('Last one standing')
    await expect(result(page, 'Trattoria Nonna')).toContainText('12 Mulberry Street')
  }
  const winner = result(luca, 'Trattoria Nonna')
  await expect(winner).toContainText('Decided by Nina’s last veto')
  await expect(winner.getByRole('link', { name: 'Call Trattoria Nonna' })).toHaveAttribute(
    'href',
    'tel:+15550101',
  )
  // Directions go to the restaurant itself: 300 m north and 200 m east of home in the fake map data.
  const directions = winner.getByRole('link', { name: 'Directions to Trattoria Nonna' })
  await expect(directions).toBeVisible()
  const href = (await directions.getAttribute('href')) ?? ''
  const destination =
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=(-?\d+\.\d+),(-?\d+\.\d+)$/.exec(href)
  expect(destination, href).not.toBeNull()
  const [latitude, longitude] = [Number(destination![1]), Number(destination![2])]
  expect(latitude).toBeCloseTo(HOME.latitude + 300 / 111_320, 4)
  expect(longitude).toBeCloseTo(
    HOME.longitude + 200 / (111_320 * Math.cos((HOME.latitude * Math.PI) / 180)),
    4,
  )
})
