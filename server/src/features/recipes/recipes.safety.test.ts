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
} from './recipe-test-helpers'

let t: TestApp
let owner: TestUser
let groupId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
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
    const alone = await owner.json<Recipe[]>('GET', '/api/recipes/search?q=peanut')
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
    const [padThai] = await owner.json<Recipe[]>('GET', '/api/recipes/search?q=pad thai tamarind')
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
