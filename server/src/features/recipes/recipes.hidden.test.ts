import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LevelRecipes, SeasonalResult } from '@forkcast/contract/discovery.schemas'
import {
  HIDDEN_COUNT_LIMIT,
  HIDDEN_HEADER,
  HiddenSchema,
  type Hidden,
} from '@forkcast/contract/recipes.schemas'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { insertRecipes } from './recipes.repository'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  customRecipe,
  setAllergies,
  signUp,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
let groupId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  const allergic = await signUp(t, 'Sofia')
  const relaxed = await signUp(t, 'Ines')
  groupId = await createGroupOf(owner, [allergic, relaxed])
  await setAllergies(allergic, ['Peanuts'])
})
afterAll(() => t.close())

/** A bare-array list's hidden note, read from its header. */
async function hiddenOf(user: TestUser, method: 'GET' | 'POST', url: string): Promise<Hidden> {
  const response = await user.call(method, url)
  expect(response.statusCode, response.body).toBe(200)
  const header = response.headers[HIDDEN_HEADER]
  expect(typeof header).toBe('string')
  return HiddenSchema.parse(JSON.parse(decodeURIComponent(String(header))))
}

describe('what the allergy filter hid', () => {
  it('counts peanut recipes a name search matched and names the allergic member, never an email', async () => {
    const hidden = await hiddenOf(owner, 'GET', `/api/recipes/search?q=peanut&groupId=${groupId}`)
    expect(hidden.count).toBeGreaterThan(0)
    expect(hidden.allergens).toEqual(['peanuts'])
    expect(hidden.members).toEqual(['Sofia'])
    expect(JSON.stringify(hidden)).not.toContain('@')
  })

  it('counts what an ingredient search, browsing and suggestions left out', async () => {
    const byIngredients = await hiddenOf(
      owner,
      'GET',
      `/api/recipes/search?ingredients=peanut butter,noodles&groupId=${groupId}`,
    )
    expect(byIngredients.count).toBeGreaterThan(0)
    expect(byIngredients.members).toEqual(['Sofia'])
    const browsed = await hiddenOf(owner, 'GET', `/api/recipes/general?groupId=${groupId}`)
    expect(browsed.count).toBeGreaterThanOrEqual(byIngredients.count)
    const suggested = await hiddenOf(owner, 'POST', `/api/recipes/generate/general?groupId=${groupId}`)
    expect(suggested.count).toBe(browsed.count)
  })

  it('is nothing for someone alone without allergies, and names no group member', async () => {
    const loner = await signUp(t, 'Lone')
    const hidden = await hiddenOf(loner, 'GET', '/api/recipes/search?q=peanut')
    expect(hidden).toEqual({ count: 0, allergens: [], members: [], scope: 'me' })
  })

  it('keeps a member’s own search safe for the household and says so, without naming a group', async () => {
    const hidden = await hiddenOf(owner, 'GET', '/api/recipes/search?q=peanut')
    expect(hidden).toMatchObject({ allergens: ['peanuts'], members: ['Sofia'], scope: 'household' })
    expect(hidden.count).toBeGreaterThan(0)
  })

  it('is carried by the seasonal and by-level lists too', async () => {
    const seasonal = await owner.json<SeasonalResult>(
      'GET',
      `/api/recipes/seasonal?season=autumn&groupId=${groupId}`,
    )
    const level = await owner.json<LevelRecipes>('GET', `/api/recipes/by-level/beginner?groupId=${groupId}`)
    for (const hidden of [seasonal.hidden, level.hidden]) {
      expect(hidden.allergens).toEqual(hidden.count > 0 ? ['peanuts'] : [])
      expect(hidden.members).toEqual(hidden.count > 0 ? ['Sofia'] : [])
    }
    expect(seasonal.hidden.count + level.hidden.count).toBeGreaterThan(0)
  })

  it('counts a recipe holding two blocked allergens once, under each of them', async () => {
    const cook = await signUp(t, 'Cook')
    await setAllergies(cook, ['Peanuts', 'Milk'])
    const create = (title: string, ingredients: string[]) =>
      cook.json(
        'POST',
        '/api/recipes/custom',
        customRecipe({ title, description: 'A test dish.', ingredients }),
        201,
      )
    await create('Quorbish satay', ['1/4 cup peanut butter', '1 cup whole milk', '1 lb chicken'])
    await create('Quorbish rice', ['2 cups jasmine rice', '1 tsp kosher salt'])
    const hidden = await hiddenOf(cook, 'GET', '/api/recipes/search?q=quorbish')
    expect(hidden).toMatchObject({ count: 1, allergens: ['milk', 'peanuts'] })
  })

  it('counts titles merely similar to the words only when the search had to look at them', async () => {
    const cook = await signUp(t, 'Baker')
    await setAllergies(cook, ['Peanuts'])
    const create = (title: string, ingredients: string[]) =>
      cook.json(
        'POST',
        '/api/recipes/custom',
        customRecipe({ title, description: 'A test dish.', ingredients }),
        201,
      )
    await create('Zorblax stew', ['2 cups jasmine rice', '1 tsp kosher salt'])
    await create('Zorblaxy peanut bake', ['1/4 cup peanut butter', '1 cup flour'])
    // One safe exact match fills a page of one: the similar title was never a candidate.
    const filled = await hiddenOf(cook, 'GET', '/api/recipes/search?q=zorblax&limit=1')
    expect(filled.count).toBe(0)
    // A longer page runs out of exact matches and looks at similar titles, so the unsafe one was left out.
    const wider = await hiddenOf(cook, 'GET', '/api/recipes/search?q=zorblax&limit=30')
    expect(wider).toMatchObject({ count: 1, allergens: ['peanuts'] })
  })

  it('counts exactly up to the limit, then says there were more and still names every allergen held', async () => {
    const cook = await signUp(t, 'Collector')
    await setAllergies(cook, ['Peanuts', 'Milk'])
    const own = (title: string, ingredients: string[]) =>
      prepareRecipeRow({
        title,
        description: 'A test dish.',
        ingredients,
        instructions: ['Cook everything.'],
        foodType: 'thai',
        sourceType: 'bulk',
        ownerId: cook.userId,
      })
    const peanut = (count: number, word: string) =>
      Array.from({ length: count }, (_, index) =>
        own(`${word} peanut bowl ${index + 1}`, ['1/4 cup peanut butter', '2 cups rice']),
      )
    // The milk recipe comes last, so the rows counted before the limit may all hold peanuts.
    await insertRecipes(t.database.db, [
      ...peanut(HIDDEN_COUNT_LIMIT + 30, 'Glorbnik'),
      own('Glorbnik cream bake', ['1 cup whole milk', '2 cups rice']),
      ...peanut(HIDDEN_COUNT_LIMIT, 'Frimbly'),
    ])
    const many = await hiddenOf(cook, 'GET', '/api/recipes/search?q=glorbnik')
    expect(many).toMatchObject({ count: HIDDEN_COUNT_LIMIT, more: true, allergens: ['milk', 'peanuts'] })
    const exactlyAtLimit = await hiddenOf(cook, 'GET', '/api/recipes/search?q=frimbly')
    expect(exactlyAtLimit.count).toBe(HIDDEN_COUNT_LIMIT)
    expect(exactlyAtLimit.more).toBeUndefined()
    expect(exactlyAtLimit.allergens).toEqual(['peanuts'])
  })
})
