import { expect, test, type Browser, type Page, type Response } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

interface RecipeJson {
  id: number
  title: string
  ingredients: string[]
  allergens: string[]
}

async function openMember(browser: Browser, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

const isRecipeList = (path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.ok()

const hasPeanuts = (recipe: RecipeJson) =>
  recipe.allergens.includes('peanuts') || recipe.ingredients.some((line) => /peanut/i.test(line))

test('browse Italian, open a recipe, save it and find it in My Recipes', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Giulia'))
  await page.goto('/recipes?cuisine=Italian')
  await expect(page.getByRole('heading', { name: 'Italian recipes for you' })).toBeVisible()
  const suggestions = page.getByRole('list', { name: 'Suggested recipes' })
  const firstCard = suggestions.getByRole('article').first()
  const title = (await firstCard.getByRole('heading').textContent()) ?? ''
  expect(title).not.toBe('')

  await firstCard.getByRole('link', { name: 'View Recipe' }).click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Ingredients \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Instructions \(\d+ steps?\)$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Save Recipe' }).click()
  await expect(page.getByText('Recipe Saved')).toBeVisible()
  // Back returns to the same suggestions, from the address.
  await page.goBack()
  await expect(page).toHaveURL(/\/recipes\?cuisine=Italian$/)
  await expect(suggestions.getByRole('heading', { name: title })).toBeVisible()

  await page.getByRole('button', { name: 'My Recipes' }).click()
  const collection = page.getByRole('list', { name: 'My recipes' })
  await expect(collection.getByRole('heading', { name: title })).toBeVisible()
  await collection.getByRole('link', { name: 'View Recipe' }).first().click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: `${title} is saved` })).toBeVisible()
})

test('create a custom recipe after fixing the form’s validation errors', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Rosa'))
  await page.goto('/recipes')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  const form = page.getByRole('form', { name: 'Create recipe' })
  await form.getByRole('button', { name: 'Create Recipe' }).click()
  for (const message of [
    'Recipe title is required',
    'Cuisine type is required',
    'At least one ingredient is required',
    'At least one instruction is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }

  const title = `Rosa’s Sunday Sauce ${Date.now().toString(36)}`
  await form.getByLabel('Recipe title').fill(title)
  await expect(form.getByText('Recipe title is required')).toBeHidden()
  await form.getByLabel('Cuisine type').selectOption({ label: 'Italian' })
  await form.getByLabel('Difficulty').selectOption('Medium')
  await form.getByLabel('Prep time (minutes)').fill('20')
  await form.getByLabel('Ingredient 1', { exact: true }).fill('2 lb ground beef')
  await form.getByRole('button', { name: 'Add Ingredient' }).click()
  await form.getByLabel('Ingredient 2', { exact: true }).fill('1 can (28 oz) crushed tomatoes')
  await form
    .getByLabel('Step 1', { exact: true })
    .fill('Brown the beef, add the tomatoes and simmer for two hours.')
  await form.getByRole('textbox', { name: 'Tags' }).fill('  sunday  ')
  await form.getByRole('textbox', { name: 'Tags' }).press('Enter')
  await expect(form.getByRole('button', { name: 'Remove tag sunday' })).toBeVisible()
  await form.getByRole('button', { name: 'Create Recipe' }).click()

  await expect(page.getByText('Recipe Created')).toBeVisible()
  const collection = page.getByRole('list', { name: 'My recipes' })
  const card = collection.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('2 lb ground beef')
  await expect(card.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
})

test('select ingredients and get recipes that use them', async ({ page }) => {
  await registerThroughLanding(page, newAccount('Omar'))
  await page.goto('/ingredient-selection')
  await expect(page.getByText('All Cuisines')).toBeVisible()
  await page.getByRole('button', { name: 'Find Recipes (0)' }).click()
  await expect(page.getByText('Please select at least one ingredient you have available')).toBeVisible()

  await page.getByLabel('Search ingredients').fill('ricotta')
  await page.getByRole('button', { name: 'Ricotta', exact: true }).click()
  await page.getByLabel('Search ingredients').fill('')
  await page.getByRole('button', { name: 'Lasagna noodles', exact: true }).click()
  const generated = page.waitForResponse(isRecipeList(/^\/api\/recipes\/generate\/general$/))
  await page.getByRole('button', { name: 'Find Recipes (2)' }).click()

  await expect(page).toHaveURL(/\/recipes\?ingredients=Ricotta%2CLasagna(\+|%20)noodles$/)
  await expect(page.getByRole('heading', { name: 'Recipes for your ingredients' })).toBeVisible()
  const recipes = (await (await generated).json()) as RecipeJson[]
  expect(recipes[0]?.title).toMatch(/lasagna/i)
  expect(recipes[0]?.ingredients.some((line) => /ricotta/i.test(line))).toBe(true)
  const first = page.getByRole('list', { name: 'Suggested recipes' }).getByRole('article').first()
  await expect(first.getByRole('heading')).toHaveText(recipes[0]?.title ?? '')
  // The card says why it ranks first for this cook: the time it takes and what it uses of theirs.
  await expect(first).toContainText(/\d+ (min|h).* · uses 2 of your ingredients/)
})

async function collectGeneratedRecipes(page: Page, action: () => Promise<unknown>) {
  const response = page.waitForResponse(isRecipeList(/^\/api\/recipes\/generate\//))
  await action()
  return (await (await response).json()) as RecipeJson[]
}

test('a group with a member allergic to peanuts never sees a recipe with peanuts', async ({ browser }) => {
  const ana = await openMember(browser, 'Ana')
  const theo = await openMember(browser, 'Theo')
  // Before any group, Ana alone can find the peanut pad thai; with Theo in her group it is never offered.
  const alone = (await (await ana.page.request.get('/api/recipes/search?q=pad thai')).json()) as RecipeJson[]
  const padThai = alone.find(hasPeanuts)
  expect(padThai).toBeDefined()
  const allergies = await theo.page.request.put('/api/user/allergies', {
    data: { allergies: ['Peanuts'], sensitivities: [] },
  })
  expect(allergies.ok()).toBe(true)
  const group = (await (
    await ana.page.request.post('/api/family-groups', {
      data: { name: `Peanut-free ${Date.now().toString(36)}` },
    })
  ).json()) as { id: number; inviteCode: string }
  const joined = await theo.page.request.post('/api/family-groups/join', {
    data: { inviteCode: group.inviteCode },
  })
  expect(joined.ok()).toBe(true)

  const seen: RecipeJson[] = []
  seen.push(
    ...(await collectGeneratedRecipes(ana.page, () =>
      ana.page.goto(`/recipes?cuisine=thai&groupId=${group.id}`),
    )),
  )
  await expect(ana.page.getByRole('heading', { name: 'Thai recipes for you' })).toBeVisible()
  await expect(ana.page.getByText(/or of anyone in your group/)).toBeVisible()
  for (let round = 0; round < 5; round += 1) {
    seen.push(
      ...(await collectGeneratedRecipes(ana.page, () =>
        ana.page.getByRole('button', { name: 'Generate New Recipes' }).click(),
      )),
    )
    await expect(ana.page.getByRole('button', { name: 'Generate New Recipes' })).toBeEnabled()
  }
  expect(new Set(seen.map((recipe) => recipe.id)).size).toBeGreaterThanOrEqual(12)
  expect(seen.filter(hasPeanuts)).toEqual([])

  const searched = ana.page.waitForResponse(isRecipeList(/^\/api\/recipes\/search$/))
  await ana.page.getByLabel('Search recipes').fill('peanut')
  await ana.page.getByRole('button', { name: 'Search' }).click()
  const results = (await (await searched).json()) as RecipeJson[]
  expect(results.filter(hasPeanuts)).toEqual([])
  await expect(ana.page.getByRole('article', { name: padThai?.title ?? '' })).toHaveCount(0)

  // Opened directly, the recipe is marked for the group in a red banner.
  await ana.page.goto(`/recipe/${padThai?.id}?groupId=${group.id}`)
  await expect(ana.page.getByRole('alert')).toContainText('Contains: Peanuts')
  await ana.context.close()
  await theo.context.close()
})

test('recipe pages fit a 360 px phone and the search is reachable by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Mina'))
  for (const [url, heading] of [
    ['/recipes?cuisine=thai', 'Thai recipes for you'],
    ['/ingredient-selection', 'Select Your Ingredients'],
    ['/recipe-manager', 'My Recipes'],
  ] as const) {
    await page.goto(url)
    await expect(
      page.getByRole('heading', { name: heading, level: heading === 'Thai recipes for you' ? 2 : 1 }),
    ).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, url).toBeLessThanOrEqual(0)
  }

  await page.goto('/recipes')
  await page.getByLabel('Search recipes').focus()
  await page.keyboard.type('lasagnia')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toContainText(
    /lasagna/i,
  )
  await context.close()
})
