import { expect, test, type Browser, type Page, type Response } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  registerThroughLanding,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

interface RecipeJson {
  id: number
  title: string
  allergens: string[]
  mayContain: string[]
}

interface Member {
  page: Page
  close: () => Promise<void>
}

// Sofia's allergies: no list outside a decision may hold them, at either level (contains or may contain).
const SOFIAS_ALLERGENS = ['peanuts', 'sesame']
// The free plan's daily recipe searches (server tiers).
const FREE_RECIPE_SEARCHES = 20

const isUnsafeForSofia = (recipe: Pick<RecipeJson, 'allergens' | 'mayContain'>) =>
  [...recipe.allergens, ...recipe.mayContain].some((id) => SOFIAS_ALLERGENS.includes(id))

/** A member signed in on their own browser context, onboarding done, made through the API (fast setup). */
async function openMember(browser: Browser, firstName: string, allergies: string[] = []): Promise<Member> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, newAccount(firstName))
  await finishOnboardingThroughApi(page)
  if (allergies.length > 0) {
    const saved = await page.request.put('/api/user/allergies', { data: { allergies, sensitivities: [] } })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  return { page, close: () => context.close() }
}

/** A family group owned by the first member and joined by the others; returns its id and name. */
async function makeFamily(owner: Page, others: Page[], prefix: string) {
  const name = `${prefix} ${Date.now().toString(36)}`
  const created = await owner.request.post('/api/family-groups', { data: { name } })
  expect(created.ok(), await created.text()).toBe(true)
  const group = (await created.json()) as { id: number; inviteCode: string }
  for (const page of others) {
    const joined = await page.request.post('/api/family-groups/join', {
      data: { inviteCode: group.inviteCode },
    })
    expect(joined.ok(), await joined.text()).toBe(true)
  }
  return { id: group.id, name }
}

/** Buys Premium on /subscription for the chosen group through the built-in test checkout, as a person does. */
async function buyPremiumFor(page: Page, groupName: string) {
  await page.goto('/subscription')
  await page.getByLabel('A plan you buy covers everyone in').selectOption({ label: groupName })
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page).toHaveURL(/\/billing\/test-checkout\//)
  await page.getByRole('button', { name: 'Pay $9.99/month' }).click()
  await expect(page).toHaveURL(/\/subscription\?checkout=success/)
}

const isResponseTo = (path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.ok()

/** A recipe as the API gives it to this member (a recipe page's request: no search is counted). */
async function readRecipe(page: Page, id: number) {
  const response = await page.request.get(`/api/recipes/${id}`)
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as RecipeJson
}

test('the family of three: Maria buys Premium for the group, Carlos plans without paying, and the list is ticked live', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const carlos = await openMember(browser, 'Carlos')
  const sofia = await openMember(browser, 'Sofia', ['Peanuts', 'Sesame'])
  const family = await makeFamily(maria.page, [carlos.page, sofia.page], 'The Garcias')

  await buyPremiumFor(maria.page, family.name)
  await expect(maria.page.getByText(`Premium for ${family.name}, paid by you`)).toBeVisible()

  await carlos.page.goto('/subscription')
  await expect(carlos.page.getByText('Covered by Maria’s Premium')).toBeVisible()
  await expect(carlos.page.getByText(`Premium for ${family.name}, paid by Maria`)).toBeVisible()
  // A covered member's plan page fits a phone: looked at by a person (test-results/, not committed).
  await carlos.page.setViewportSize({ width: 360, height: 740 })
  // Covered by Premium, he is offered no lesser plan to buy in the phone's action bar.
  await expect(carlos.page.getByRole('button', { name: /^Get / })).toHaveCount(0)
  await carlos.page
    .getByRole('heading', { name: 'Your household’s plan' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
  await carlos.page.screenshot({ path: 'test-results/household-covered-subscription-360.png' })
  expect(
    await carlos.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await carlos.page.setViewportSize({ width: 1280, height: 720 })

  // Carlos plans the week in the covered group: no offer stands in the way.
  await carlos.page.goto('/')
  await carlos.page.getByRole('button', { name: 'Smart Planner', exact: true }).click()
  await carlos.page.getByRole('tab', { name: 'Weekly' }).click()
  await carlos.page.getByRole('button', { name: 'Start this week’s plan' }).click()
  await expect(carlos.page.getByRole('button', { name: 'Add a meal on Monday' })).toBeVisible()
  await expect(carlos.page.getByText(/come with Premium|Premium feature/)).toHaveCount(0)

  // Sofia, on the free plan, puts a recipe on the family's list from its page.
  const found = await sofia.page.request.get('/api/recipes/search?q=meatloaf')
  const meatloaf = ((await found.json()) as RecipeJson[]).find((recipe) => /meatloaf/i.test(recipe.title))
  expect(meatloaf, 'the catalog has a meatloaf safe for Sofia').toBeDefined()
  await sofia.page.goto(`/recipe/${meatloaf!.id}`)
  await sofia.page.getByRole('button', { name: 'Add to shopping list' }).click()
  await expect(sofia.page.getByText('Added to the shopping list')).toBeVisible()
  await sofia.page.getByRole('link', { name: 'Open the list' }).click()
  await expect(sofia.page).toHaveURL(/\/shopping-list/)

  await carlos.page.goto('/shopping-list')
  await expect(
    carlos.page.getByRole('region', { name: 'For these recipes' }).getByRole('listitem'),
  ).toHaveText([new RegExp(`^${meatloaf!.title} · \\d+ servings · added by Sofia$`)])
  const carlosLine = carlos.page.getByRole('checkbox').first()
  // Both pages show the same line of the group's one list.
  const lineId = await carlosLine.getAttribute('id')
  expect(lineId).toMatch(/^grocery-item-\d+$/)
  const sofiaLine = sofia.page.locator(`#${lineId}`)
  await expect(sofiaLine).not.toBeChecked()
  await carlosLine.click()
  await expect(carlosLine).toBeChecked()
  // Sofia's open page learns of the tick without a reload.
  await expect(sofiaLine).toBeChecked()

  // The list fits a phone.
  for (const { page } of [carlos, sofia]) {
    await page.setViewportSize({ width: 360, height: 740 })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  }
  await expect(sofiaLine).toBeChecked()
  await carlos.page.screenshot({ path: 'test-results/household-shopping-list-360.png' })

  for (const member of [maria, carlos, sofia]) await member.close()
})

test('safety follows the cook: lists are safe for Sofia and say what was hidden, until Maria asks for Just for me', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const carlos = await openMember(browser, 'Carlos')
  const sofia = await openMember(browser, 'Sofia', ['Peanuts', 'Sesame'])
  const family = await makeFamily(maria.page, [carlos.page, sofia.page], 'The Garcias')
  await buyPremiumFor(maria.page, family.name)

  // Carlos's recommendations (the family's Premium covers them) never hold Sofia's allergens.
  const recommended = Promise.all(
    ['trending', 'personalized', 'quick', 'seasonal'].map((category) =>
      carlos.page.waitForResponse(isResponseTo(new RegExp(`^/api/ai/recommendations/${category}$`))),
    ),
  )
  // The family's Premium opens the header's AI Recommendations for him: no Premium badge, no notice.
  await carlos.page.goto('/')
  await carlos.page.getByRole('button', { name: 'AI Recommendations', exact: true }).click()
  await expect(carlos.page).toHaveURL(/\/ai-recommendations$/)
  const lists = await Promise.all(
    (await recommended).map(
      async (response) => (await response.json()) as { recommendations: { id: number }[] },
    ),
  )
  const ids = [...new Set(lists.flatMap((list) => list.recommendations.map((entry) => entry.id)))]
  expect(ids.length).toBeGreaterThan(0)
  for (const id of ids)
    expect(isUnsafeForSofia(await readRecipe(carlos.page, id)), `recipe ${id}`).toBe(false)
  await expect(
    carlos.page
      .getByRole('note')
      .filter({ hasText: /\d+ recipes? hidden: (it|they) contains? (peanuts|sesame)( or sesame)? \(Sofia\)/ })
      .first(),
  ).toBeVisible()

  // Maria searches for peanut: nothing with peanuts or sesame, and the page says what it left out for whom.
  await maria.page.goto('/recipes')
  const safeSearch = maria.page.waitForResponse(isResponseTo(/^\/api\/recipes\/search$/))
  await maria.page.getByLabel('Search recipes').fill('peanut')
  await maria.page.getByRole('button', { name: 'Search', exact: true }).click()
  const safeResults = (await (await safeSearch).json()) as RecipeJson[]
  expect(safeResults.filter(isUnsafeForSofia)).toEqual([])
  const note = maria.page.getByRole('note').filter({ hasText: /recipes hidden/ })
  await expect(note).toHaveText(/\d+ recipes hidden: they contain peanuts or sesame \(Sofia\)/)

  // Just for me: the banner stays in view across pages, and the peanut dishes come back.
  const ownSearch = maria.page.waitForResponse(isResponseTo(/^\/api\/recipes\/search$/))
  await note.getByRole('button', { name: 'Just for me' }).click()
  const banner = maria.page.getByRole('status').filter({ hasText: /^Just for me: / })
  await expect(banner).toBeVisible()
  const ownResults = (await (await ownSearch).json()) as RecipeJson[]
  const peanutDishes = ownResults.filter((recipe) => recipe.allergens.includes('peanuts'))
  expect(peanutDishes.length).toBeGreaterThan(0)
  await expect(maria.page.getByRole('heading', { name: peanutDishes[0]!.title }).first()).toBeVisible()
  await maria.page.goto('/favorites')
  await expect(banner).toBeVisible()
  await maria.page.goto('/shopping-list')
  await expect(banner).toBeVisible()

  // A recipe page names whose allergy it is, to Maria who cooks.
  const onlyPeanuts =
    peanutDishes.find(
      (recipe) =>
        !recipe.mayContain.includes('peanuts') &&
        ![...recipe.allergens, ...recipe.mayContain].includes('sesame'),
    ) ?? peanutDishes[0]!
  await maria.page.goto(`/recipe/${onlyPeanuts.id}`)
  await expect(maria.page.getByRole('heading', { name: onlyPeanuts.title, level: 1 })).toBeVisible()
  await expect(maria.page.getByText(/^Sofia is allergic: contains peanuts/)).toBeVisible()

  await banner.getByRole('button', { name: 'Keep my family safe' }).click()
  await expect(banner).toBeHidden()
  const again = await maria.page.request.get('/api/recipes/search?q=peanut')
  expect(((await again.json()) as RecipeJson[]).filter(isUnsafeForSofia)).toEqual([])

  for (const member of [maria, carlos, sofia]) await member.close()
})

test('a free member past the daily recipe-search limit still gets tonight’s recipes after the family decides', async ({
  browser,
}) => {
  const ana = await openMember(browser, 'Ana')
  const ben = await openMember(browser, 'Ben')
  const family = await makeFamily(ana.page, [ben.page], 'Tonight')

  // Ben spent the day's typed searches at lunch: the next one is refused.
  for (let search = 0; search < FREE_RECIPE_SEARCHES; search += 1) {
    const response = await ben.page.request.get(`/api/recipes/search?q=soup${search}`)
    expect(response.ok(), await response.text()).toBe(true)
  }
  const refused = await ben.page.request.get('/api/recipes/search?q=pasta')
  expect(refused.status()).toBe(403)

  // Both pick the same cuisine on tonight's board.
  for (const member of [ana, ben]) {
    await member.page.goto(`/elimination/cuisine?groupId=${family.id}`)
    await expect(member.page.getByText('Live', { exact: true })).toBeVisible()
  }
  for (const member of [ana, ben])
    await member.page
      .getByRole('listitem', { name: /^Italian/ })
      .getByRole('button', { name: 'Pick', exact: true })
      .click()
  const result = ben.page.getByRole('region', { name: 'Italian' })
  await expect(result).toContainText('Everyone picked it')

  await result.getByRole('button', { name: 'Cook it' }).click()
  await expect(ben.page).toHaveURL(/\/ingredient-selection\?groupId=\d+$/)
  await ben.page.getByLabel('Search ingredients').fill('ricotta')
  await ben.page.getByRole('button', { name: 'Ricotta', exact: true }).click()
  await ben.page.getByRole('button', { name: 'Find Recipes (1)' }).click()
  await expect(ben.page.getByRole('heading', { name: 'Italian recipes for you' })).toBeVisible()
  await expect(
    ben.page.getByRole('list', { name: 'Suggested recipes' }).getByRole('article').first(),
  ).toBeVisible()
  await expect(ben.page.getByRole('heading', { name: 'You have reached your plan’s limit' })).toHaveCount(0)
  // Typed searches still count: tonight's recipes did not hand out a new day.
  expect((await ben.page.request.get('/api/recipes/search?q=pasta')).status()).toBe(403)

  for (const member of [ana, ben]) await member.close()
})

test('past the free plan’s group limit, Create Group says why and offers the plans inside the dialog', async ({
  page,
}) => {
  await registerThroughLanding(page, newAccount('Omar'))
  expect((await page.request.post('/api/family-groups', { data: { name: 'Omar’s family' } })).ok()).toBe(true)
  await page.reload()

  await page.getByRole('button', { name: 'Create Group', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create Group' })
  await dialog.getByLabel('Group name').fill('Omar’s friends')
  await dialog.getByRole('button', { name: 'Create Group' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your plan’s group limit is reached' })).toBeVisible()
  await expect(dialog).toContainText(
    'Your Free plan includes 1 family group, and you already have it. Upgrade to Plus for 3 groups, or leave a group first.',
  )
  await expect(page.getByText(/Failed to create group/)).toHaveCount(0)
  await dialog.getByRole('link', { name: /See plans/ }).click()
  // The plans page remembers where the limit stopped the person, to bring them back after paying.
  await expect(page).toHaveURL(/\/subscription\?returnTo=%2F/)
  await expect(page.getByRole('heading', { name: 'Available Plans' })).toBeVisible()
})

test('a free family opening the weekly planner meets the offer first, never a form', async ({ browser }) => {
  const ana = await openMember(browser, 'Ana')
  const ben = await openMember(browser, 'Ben')
  await makeFamily(ana.page, [ben.page], 'Free family')

  await ben.page.goto('/')
  await ben.page.getByRole('button', { name: 'Smart Planner', exact: true }).click()
  await ben.page.getByRole('tab', { name: 'Weekly' }).click()
  await expect(ben.page.getByRole('heading', { name: 'Weekly meal plans come with Premium' })).toBeVisible()
  await expect(ben.page.getByRole('button', { name: 'Start this week’s plan' })).toHaveCount(0)
  await expect(ben.page.getByRole('form')).toHaveCount(0)
  await ben.page.getByRole('link', { name: 'See plans' }).click()
  await expect(ben.page).toHaveURL(/\/subscription\?returnTo=%2Fsmart-meal-planner/)

  for (const member of [ana, ben]) await member.close()
})

test('a restaurant Carlos saves for the family is on Maria’s favorites, with who saved it and Directions', async ({
  browser,
}) => {
  const maria = await openMember(browser, 'Maria')
  const carlos = await openMember(browser, 'Carlos')
  const family = await makeFamily(maria.page, [carlos.page], 'The Garcias')
  const stamp = Date.now().toString(36)
  // What the results page's heart sends, for the family and, apart, for Carlos alone.
  const saved = await carlos.page.request.post('/api/favorite-restaurants', {
    data: {
      placeId: `osm:node/${stamp}1`,
      name: 'Trattoria Nonna',
      address: '1 Main St',
      groupId: family.id,
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const personal = await carlos.page.request.post('/api/favorite-restaurants', {
    data: { placeId: `osm:node/${stamp}2`, name: 'Carlos’s Taco Truck', groupId: null },
  })
  expect(personal.ok(), await personal.text()).toBe(true)

  await maria.page.goto('/favorites')
  const list = maria.page.getByRole('list', { name: 'Favorite restaurants' })
  await expect(list.getByRole('heading', { name: 'Trattoria Nonna' })).toBeVisible()
  await expect(list).toContainText(`${family.name} · saved by Carlos on`)
  await expect(list.getByRole('link', { name: 'Directions to Trattoria Nonna' })).toHaveAttribute(
    'href',
    /destination=Trattoria%20Nonna%2C%201%20Main%20St/,
  )
  await expect(list.getByRole('heading', { name: 'Carlos’s Taco Truck' })).toHaveCount(0)

  for (const member of [maria, carlos]) await member.close()
})
