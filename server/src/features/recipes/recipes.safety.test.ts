import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  hasPeanuts,
  setAllergies,
  signUp,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
// Someone in no group: what a search finds before any member's allergy filters it.
let solo: TestUser
let groupId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  solo = await signUp(t, 'Sol')
  const allergic = await signUp(t, 'Theo')
  const sensitive = await signUp(t, 'Ines')
  groupId = await createGroupOf(owner, [allergic, sensitive])
  await setAllergies(allergic, ['Peanuts'])
  await setAllergies(sensitive, [], ['Spicy foods'])
})
afterAll(() => t.close())

const expectNoPeanuts = (recipes: Recipe[], where: string) => {
  expect(recipes.filter(hasPeanuts).map((recipe) => `${where}: ${recipe.title}`)).toEqual([])
}

describe('a group with a peanut-allergic member', () => {
  it('never gets a peanut recipe from browsing any cuisine or every cuisine', async () => {
    for (const cuisine of CUISINE_IDS) {
      expectNoPeanuts(
        await owner.json<Recipe[]>('GET', `/api/recipes/${cuisine}?groupId=${groupId}`),
        cuisine,
      )
    }
    for (const offset of [0, 100, 200]) {
      const page = await owner.json<Recipe[]>(
        'GET',
        `/api/recipes/general?groupId=${groupId}&limit=100&offset=${offset}`,
      )
      expectNoPeanuts(page, `general+${offset}`)
    }
  })

  it('never gets a peanut recipe from name or ingredient search', async () => {
    const alone = await solo.json<Recipe[]>('GET', '/api/recipes/search?q=peanut')
    expect(alone.filter(hasPeanuts).length).toBeGreaterThan(0)
    for (const query of [
      'q=peanut',
      'q=peanut butter',
      'q=pad thai',
      'q=satay',
      'ingredients=peanuts,chicken',
      'q=peanut butter, chocolate',
    ]) {
      const results = await owner.json<Recipe[]>('GET', `/api/recipes/search?${query}&groupId=${groupId}`)
      expectNoPeanuts(results, query)
    }
  })

  it('never gets a peanut recipe from the recommender, however many times it asks', async () => {
    for (let request = 0; request < 30; request += 1) {
      expectNoPeanuts(
        await owner.json<Recipe[]>('POST', `/api/recipes/generate/general?count=10&groupId=${groupId}`),
        'general',
      )
    }
    for (const cuisine of ['thai', 'vietnamese', 'chinese', 'dessert']) {
      for (let request = 0; request < 6; request += 1) {
        const ingredients = 'peanut butter,peanuts,chicken'
        const url = `/api/recipes/generate/${cuisine}?count=10&groupId=${groupId}&ingredients=${ingredients}`
        expectNoPeanuts(await owner.json<Recipe[]>('POST', url), cuisine)
      }
    }
  })

  it('sees a peanut recipe opened directly marked with a Contains warning for the group', async () => {
    const [padThai] = await solo.json<Recipe[]>('GET', '/api/recipes/search?q=pad thai tamarind')
    if (!padThai || !hasPeanuts(padThai)) throw new Error('the catalog has no peanut pad thai')
    expect(padThai.warnings.allergens).toEqual([])
    const shown = await owner.json<Recipe>('GET', `/api/recipes/${padThai.id}?groupId=${groupId}`)
    expect(shown.warnings.allergens).toContain('peanuts')
  })

  it('ranks spicy recipes after the others and marks them with a sensitivity warning', async () => {
    const thai = await owner.json<Recipe[]>('GET', `/api/recipes/thai?groupId=${groupId}`)
    const isSpicy = (recipe: Recipe) => recipe.sensitivities.includes('spicy-foods')
    const firstSpicy = thai.findIndex(isSpicy)
    expect(firstSpicy).toBeGreaterThan(0)
    expect(thai.slice(firstSpicy).every(isSpicy)).toBe(true)
    expect(thai[firstSpicy]?.warnings.sensitivities).toContain('spicy-foods')
  })

  it('answers 404 for a group the caller is not in', async () => {
    const stranger = await signUp(t)
    expect((await stranger.call('GET', `/api/recipes/general?groupId=${groupId}`)).statusCode).toBe(404)
    expect((await stranger.call('POST', `/api/recipes/generate/thai?groupId=${groupId}`)).statusCode).toBe(
      404,
    )
  })
})

describe('a group with a member allergic to something the recipe only often contains', () => {
  let sesameGroupId: number
  beforeAll(async () => {
    const allergic = await signUp(t, 'Sami')
    sesameGroupId = await createGroupOf(owner, [allergic])
    await setAllergies(allergic, ['Sesame'])
  })

  const isBagel = (recipe: Recipe) => /bagel/i.test(recipe.title)

  it('never gets the bagel recipe from browsing, search, ingredients or the recommender', async () => {
    const alone = await solo.json<Recipe[]>('GET', '/api/recipes/search?q=bagel')
    const bagel = alone.find(isBagel)
    expect(bagel?.allergens).not.toContain('sesame')
    expect(bagel?.mayContain).toContain('sesame')

    for (const url of [
      `/api/recipes/search?q=bagel&groupId=${sesameGroupId}`,
      `/api/recipes/search?q=smoked salmon bagels&groupId=${sesameGroupId}`,
      `/api/recipes/search?ingredients=bagels,smoked salmon,cream cheese&groupId=${sesameGroupId}`,
      `/api/recipes/breakfast?groupId=${sesameGroupId}&limit=100`,
    ]) {
      expect((await owner.json<Recipe[]>('GET', url)).filter(isBagel), url).toEqual([])
    }
    for (let request = 0; request < 5; request += 1) {
      const url = `/api/recipes/generate/breakfast?count=10&groupId=${sesameGroupId}&ingredients=bagels,smoked salmon`
      expect((await owner.json<Recipe[]>('POST', url)).filter(isBagel)).toEqual([])
    }
  })

  it('sees the bagel recipe opened directly warned as may-contain, with the lexicon’s reason', async () => {
    const [bagel] = (await solo.json<Recipe[]>('GET', '/api/recipes/search?q=bagel')).filter(isBagel)
    if (!bagel) throw new Error('the catalog has no bagel recipe')
    const shown = await owner.json<Recipe>('GET', `/api/recipes/${bagel.id}?groupId=${sesameGroupId}`)
    expect(shown.warnings.allergens).toEqual(['sesame'])
    expect(shown.allergenReasons).toContainEqual({
      allergen: 'sesame',
      level: 'often',
      food: 'bagel',
      note: 'bagels are often topped with sesame seeds or baked beside them',
    })
  })
})

describe('members who avoid sulphites, as an allergy or as a sensitivity', () => {
  const holdsSulphites = (recipe: Recipe) =>
    recipe.allergens.includes('sulphites') || recipe.mayContain.includes('sulphites')

  it('never shows a recipe holding sulphites to a group with a member allergic to them', async () => {
    const allergic = await signUp(t, 'Noor')
    const sulphiteGroupId = await createGroupOf(owner, [allergic])
    await setAllergies(allergic, ['Sulphites'])
    const alone = await solo.json<Recipe[]>('GET', '/api/recipes/french')
    expect(alone.filter(holdsSulphites).length).toBeGreaterThan(0)
    const shown = await owner.json<Recipe[]>('GET', `/api/recipes/french?groupId=${sulphiteGroupId}`)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter(holdsSulphites).map((recipe) => recipe.title)).toEqual([])
  })

  it('ranks sulphite recipes last with a warning for a member who saved the old sensitivity id sulfites', async () => {
    const sensitive = await signUp(t, 'Lou')
    const sulfiteGroupId = await createGroupOf(owner, [sensitive])
    await setAllergies(sensitive, [], ['sulfites'])
    const french = await owner.json<Recipe[]>('GET', `/api/recipes/french?groupId=${sulfiteGroupId}`)
    const isSulphite = (recipe: Recipe) => recipe.sensitivities.includes('sulphites')
    const first = french.findIndex(isSulphite)
    expect(first).toBeGreaterThan(0)
    expect(french.slice(first).every(isSulphite)).toBe(true)
    expect(french[first]?.warnings.sensitivities).toEqual(['sulphites'])
  })
})
