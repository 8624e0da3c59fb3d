import { expect, test, type Browser, type Page, type Response } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

interface RecipeJson {
  id: number
  title: string
  allergens: string[]
  mayContain: string[]
}

async function openMember(browser: Browser, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount(firstName))
  return { context, page }
}

const isRecipeList = (path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.ok()

async function recipesFrom(page: Page, path: RegExp, action: () => Promise<unknown>) {
  const response = page.waitForResponse(isRecipeList(path))
  await action()
  return (await (await response).json()) as RecipeJson[]
}

const isBagel = (recipe: RecipeJson) => /bagel/i.test(recipe.title)

test('a sesame-allergic member’s group never sees a bagel recipe, and its page says why', async ({
  browser,
}) => {
  const lena = await openMember(browser, 'Lena')
  const sami = await openMember(browser, 'Sami')
  // Before any group, Lena alone finds the bagels: no line names sesame, but bagels often carry it.
  const alone = (await (await lena.page.request.get('/api/recipes/search?q=bagel')).json()) as RecipeJson[]
  const bagel = alone.find(isBagel)
  expect(bagel?.mayContain).toContain('sesame')
  const allergies = await sami.page.request.put('/api/user/allergies', {
    data: { allergies: ['Sesame'], sensitivities: [] },
  })
  expect(allergies.ok()).toBe(true)
  const group = (await (
    await lena.page.request.post('/api/family-groups', {
      data: { name: `Brunch ${Date.now().toString(36)}` },
    })
  ).json()) as { id: number; inviteCode: string }
  expect(
    (
      await sami.page.request.post('/api/family-groups/join', { data: { inviteCode: group.inviteCode } })
    ).ok(),
  ).toBe(true)

  const suggested = await recipesFrom(lena.page, /^\/api\/recipes\/generate\//, () =>
    lena.page.goto(`/recipes?cuisine=breakfast&groupId=${group.id}`),
  )
  expect(suggested.length).toBeGreaterThan(0)
  expect(suggested.filter(isBagel)).toEqual([])
  const searched = await recipesFrom(lena.page, /^\/api\/recipes\/search$/, async () => {
    await lena.page.getByLabel('Search recipes').fill('bagel')
    await lena.page.getByRole('button', { name: 'Search' }).click()
  })
  expect(searched.filter(isBagel)).toEqual([])
  await expect(lena.page.getByRole('article', { name: bagel?.title ?? '' })).toHaveCount(0)

  await lena.page.goto(`/recipe/${bagel?.id}?groupId=${group.id}`)
  await expect(lena.page.getByRole('alert')).toContainText('May contain: Sesame')
  const facts = lena.page.getByRole('region', { name: 'Allergens' })
  await expect(facts).toContainText('Contains: milk, fish, wheat, gluten')
  await expect(facts).toContainText('May contain: sesame (bagels are often topped with sesame seeds')
  await lena.context.close()
  await sami.context.close()
})
