import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import { HIDDEN_HEADER, type Hidden, type Recipe } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  startRecipeTestApp,
  upgradeTo,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let maria: TestUser
let carlos: TestUser
// Someone in no group reads each recipe whole: discovery lists answer summaries without allergens.
let reader: TestUser
beforeAll(async () => {
  t = await startRecipeTestApp()
  reader = await signUp(t, 'Reader')
  maria = await signUp(t, 'Maria')
  carlos = await signUp(t, 'Carlos')
  const sofia = await signUp(t, 'Sofia')
  await createGroupOf(maria, [carlos, sofia])
  await setAllergies(sofia, ['Peanuts', 'Sesame'])
  // Maria's plan covers the family, so both ask for AI recommendations; they must still keep Sofia safe.
  await upgradeTo(maria, 'premium')
})
afterAll(() => t.close())

/** Sofia's allergens at either level, in the stored columns or plainly in the lines. */
const unsafeForSofia = (recipe: Recipe) =>
  [...recipe.allergens, ...recipe.mayContain].some((id) => id === 'peanuts' || id === 'sesame')

/** Every list a member reads outside a decision, without naming a group. */
const HOUSEHOLD_LISTS = [
  ...CUISINE_IDS.map((cuisine) => `GET /api/recipes/${cuisine}?limit=100`),
  'GET /api/recipes/general?limit=100&offset=0',
  'GET /api/recipes/general?limit=100&offset=100',
  'GET /api/recipes/general?limit=100&offset=200',
  'GET /api/recipes/search?q=peanut',
  'GET /api/recipes/search?q=sesame',
  'GET /api/recipes/search?q=satay',
  'GET /api/recipes/search?q=burger',
  'GET /api/recipes/search?ingredients=peanuts,chicken',
  'GET /api/recipes/search?q=tahini, chickpeas',
  'POST /api/recipes/generate/general?count=10',
  'POST /api/recipes/generate/thai?count=10&ingredients=peanut butter,peanuts',
  'POST /api/recipes/generate/american?count=10',
  'GET /api/recipes/seasonal?season=summer',
  'GET /api/recipes/by-level/beginner',
  'GET /api/ai/recommendations/trending',
  'GET /api/ai/recommendations/personalized',
  'GET /api/ai/recommendations/quick',
  'GET /api/ai/recommendations/seasonal',
] as const

/** The recipes of any list answer: a plain list, or one under `recipes` or `recommendations`. */
function recipesOf(body: unknown): Recipe[] {
  if (Array.isArray(body)) return body as Recipe[]
  const record = body as Record<string, unknown>
  for (const key of ['recipes', 'recommendations', 'items']) {
    const value = record[key]
    if (Array.isArray(value))
      return value.map((entry) => ((entry as { recipe?: Recipe }).recipe ?? entry) as Recipe)
  }
  throw new Error(`no recipe list in ${JSON.stringify(body).slice(0, 200)}`)
}

const wholeRecipes = new Map<number, Recipe>()
async function whole(recipe: Recipe): Promise<Recipe> {
  if (Array.isArray(recipe.allergens)) return recipe
  const known = wholeRecipes.get(recipe.id) ?? (await reader.json<Recipe>('GET', `/api/recipes/${recipe.id}`))
  wholeRecipes.set(recipe.id, known)
  return known
}

async function read(user: TestUser, request: (typeof HOUSEHOLD_LISTS)[number]) {
  const [method, url] = request.split(' ') as ['GET' | 'POST', string]
  const response = await user.call(method, url)
  expect(response.statusCode, `${request}: ${response.body.slice(0, 200)}`).toBe(200)
  return Promise.all(recipesOf(response.json()).map(whole))
}

describe('safety follows the cook', () => {
  it('keeps every list of a member safe for everyone in their groups, at both allergen levels', async () => {
    for (const user of [maria, carlos]) {
      for (const request of HOUSEHOLD_LISTS) {
        const recipes = await read(user, request)
        expect(recipes.filter(unsafeForSofia).map((recipe) => `${request}: ${recipe.title}`)).toEqual([])
      }
    }
  })

  it('says what was hidden and for whom, as a decision does', async () => {
    const response = await maria.call('GET', '/api/recipes/search?q=peanut')
    const hidden = JSON.parse(decodeURIComponent(String(response.headers[HIDDEN_HEADER]))) as Hidden
    expect(hidden.count).toBeGreaterThan(0)
    expect(hidden.members).toEqual(['Sofia'])
    expect(hidden.scope).toBe('household')
  })

  it('shows a member’s own lists unfiltered by the family after “Just for me”, and remembers it', async () => {
    const cook = await signUp(t, 'Paula')
    const child = await signUp(t, 'Pia')
    await createGroupOf(cook, [child])
    await setAllergies(child, ['Peanuts'])
    const before = await cook.json<Recipe[]>('GET', '/api/recipes/search?q=peanut')
    expect(before.filter(unsafeForSofia)).toEqual([])
    const user = await cook.json<{ safetyScope: string }>('PUT', '/api/user/safety-scope', { scope: 'me' })
    expect(user.safetyScope).toBe('me')
    expect((await cook.json<{ safetyScope: string }>('GET', '/api/auth/user')).safetyScope).toBe('me')
    const after = await cook.json<Recipe[]>('GET', '/api/recipes/search?q=peanut')
    expect(after.filter(unsafeForSofia).length).toBeGreaterThan(0)
    // The page still warns the cook whose child is allergic.
    const peanutRecipe = after.find(unsafeForSofia)!
    const page = await cook.json<Recipe>('GET', `/api/recipes/${peanutRecipe.id}`)
    expect(page.warnings.members).toEqual([{ name: 'Pia', allergens: ['peanuts'] }])
    await cook.json('PUT', '/api/user/safety-scope', { scope: 'household' })
    expect((await cook.json<Recipe[]>('GET', '/api/recipes/search?q=peanut')).filter(unsafeForSofia)).toEqual(
      [],
    )
  })

  it('refuses a scope it does not know, naming the choices', async () => {
    const response = await maria.call('PUT', '/api/user/safety-scope', { scope: 'nobody' })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toContain('Choose household or just for me')
  })

  it('warns everyone in the group on a recipe page, naming whose allergy it is', async () => {
    const solo = await signUp(t, 'Sol')
    const [satay] = (await solo.json<Recipe[]>('GET', '/api/recipes/search?q=pad thai tamarind')).filter(
      unsafeForSofia,
    )
    if (!satay) throw new Error('the catalog has no peanut pad thai')
    for (const user of [maria, carlos]) {
      const page = await user.json<Recipe>('GET', `/api/recipes/${satay.id}`)
      expect(page.warnings.members).toEqual([
        { name: 'Sofia', allergens: expect.arrayContaining(['peanuts']) as unknown as string[] },
      ])
    }
  })
})
