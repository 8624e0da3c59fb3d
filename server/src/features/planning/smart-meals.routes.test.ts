import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ALLERGEN_IDS } from '@forkcast/contract/allergen-ids'
import { detectRecipeAllergens } from '@forkcast/contract/allergen-lexicon'
import type { ErrorBody } from '@forkcast/contract/errors'
import {
  BUDGET_RANGES,
  ENERGY_LEVELS,
  OCCASION_TYPES,
  SMART_PLANNER_REQUIRED_MESSAGE,
  TIMES_OF_DAY,
  type GroceryList,
  type SmartRecommendation,
} from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { readTestDatabaseUrl } from '../../config'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  upgradeTo,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
let member: TestUser
let outsider: TestUser
let groupId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  member = await signUp(t, 'Theo')
  outsider = await signUp(t, 'Olga')
  // Weekly plans are a Premium feature (the smart planner needs Plus): these members pay through the test checkout.
  for (const user of [owner, member, outsider]) await upgradeTo(user, 'premium')
  groupId = await createGroupOf(owner, [member])
  await createGroupOf(outsider, [])
})
afterAll(() => t.close())

const dinnerRequest = (overrides: Record<string, unknown> = {}) => ({
  groupId,
  timeOfDay: 'evening',
  energyLevel: 'low',
  occasionType: 'weekday',
  budgetRange: 'low',
  servingSize: 4,
  availableIngredients: ['chicken', 'rice', 'onion', 'garlic'],
  ...overrides,
})

const recommend = (user: TestUser, body: Record<string, unknown>) =>
  user.json<SmartRecommendation[]>('POST', '/api/smart-meals/recommendations', body)

describe('POST /api/smart-meals/recommendations', () => {
  it('answers at least three recommendations, each with five scored parts and reasons', async () => {
    const recommendations = await recommend(owner, dinnerRequest())
    expect(recommendations.length).toBeGreaterThanOrEqual(3)
    for (const recommendation of recommendations) {
      expect(recommendation.smartScore).toBeGreaterThanOrEqual(0)
      expect(recommendation.smartScore).toBeLessThanOrEqual(100)
      expect(Object.keys(recommendation.scoring).sort()).toEqual([
        'budgetMatch',
        'contextualFit',
        'ingredientMatch',
        'skillMatch',
        'timeMatch',
      ])
      expect(recommendation.scoring.ingredientMatch.reason).toMatch(/of your 4 ingredients|none of your 4/)
      expect(recommendation.servings).toBe(4)
    }
  })

  it('gives cost per serving from the catalog, the total for the servings in cents, and budgetFriendly', async () => {
    const [first] = await recommend(owner, dinnerRequest({ servingSize: 6 }))
    const recipe = await owner.json<Recipe>('GET', `/api/recipes/${first!.recipeId}`)
    expect(first!.costPerServing).not.toBeNull()
    expect(first!.estimatedTotalCost).toBe(Math.round(first!.costPerServing! * 6 * 100))
    expect(first!.budgetFriendly).toBe(first!.costPerServing! <= 10)
    expect(recipe.costPerServing).toBe(first!.costPerServing)
  })

  it('answers highest score first, mains only, and says a cheap serving is under the budget, not that it fits', async () => {
    const recommendations = await recommend(owner, dinnerRequest({ budgetRange: 'medium' }))
    const scores = recommendations.map((recommendation) => recommendation.smartScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const recommendation of recommendations) {
      const recipe = await owner.json<Recipe>('GET', `/api/recipes/${recommendation.recipeId}`)
      expect(recipe.foodType, recipe.title).not.toBe('dessert')
      expect(recipe.tags.filter((tag) => ['side', 'side-dish', 'dessert', 'dip'].includes(tag))).toEqual([])
      // The catalog's servings cost under $5, far under $10-20.
      if (recommendation.costPerServing !== null && recommendation.costPerServing < 5)
        expect(recommendation.scoring.budgetMatch.reason).toMatch(
          /^\$\d+\.\d{2} a serving, well under your budget of \$10-20 per serving$/,
        )
    }
  })

  it('answers the same for the same request on the same day', async () => {
    const first = await recommend(owner, dinnerRequest())
    const second = await recommend(owner, dinnerRequest())
    expect(second).toEqual(first)
  })

  it('never suggests an excluded cuisine of any member', async () => {
    const all = await recommend(owner, dinnerRequest({ availableIngredients: [] }))
    const cuisine = all[0]!.foodType
    await member.json('PUT', '/api/user/preferences', { excludedFoodTypes: [cuisine] })
    try {
      for (const request of [
        dinnerRequest(),
        dinnerRequest({ timeOfDay: 'morning' }),
        dinnerRequest({ occasionType: 'special' }),
      ]) {
        expect(
          (await recommend(owner, request)).map((recommendation) => recommendation.foodType),
        ).not.toContain(cuisine)
      }
    } finally {
      await member.json('PUT', '/api/user/preferences', { excludedFoodTypes: [] })
    }
  })

  it('for any member allergies and any request, never returns a recipe containing a member allergen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...ALLERGEN_IDS], { minLength: 1, maxLength: 4 }),
        fc.record({
          timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
          energyLevel: fc.constantFrom(...ENERGY_LEVELS),
          occasionType: fc.constantFrom(...OCCASION_TYPES),
          budgetRange: fc.constantFrom(...BUDGET_RANGES),
          servingSize: fc.integer({ min: 1, max: 8 }),
          availableIngredients: fc.subarray([
            'peanuts',
            'shrimp',
            'milk',
            'eggs',
            'flour',
            'chicken',
            'soy sauce',
          ]),
        }),
        async (allergies, request) => {
          await setAllergies(member, allergies)
          const recommendations = await recommend(owner, { groupId, ...request })
          for (const recommendation of recommendations) {
            const found = detectRecipeAllergens(recommendation.ingredients).allergens
            expect(
              found.filter((id) => allergies.includes(id)),
              recommendation.title,
            ).toEqual([])
          }
        },
      ),
      { numRuns: 12 },
    )
    await setAllergies(member, [])
  })

  it('answers the spec message, naming the field, when a required choice is missing', async () => {
    const response = await owner.call('POST', '/api/smart-meals/recommendations', {
      groupId,
      energyLevel: 'low',
    })
    expect(response.statusCode).toBe(400)
    const body = response.json<ErrorBody>()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.message).toContain(SMART_PLANNER_REQUIRED_MESSAGE)
    expect(body.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['timeOfDay', 'occasionType']),
    )
  })

  it('refuses serving sizes outside 1 to 8', async () => {
    for (const servingSize of [0, 9, 2.5]) {
      const response = await owner.call(
        'POST',
        '/api/smart-meals/recommendations',
        dinnerRequest({ servingSize }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorBody>().issues?.[0]?.path).toBe('servingSize')
    }
  })

  it('needs the Plus or Premium plan: a free member of the group gets the upgrade answer', async () => {
    const free = await signUp(t, 'Frida')
    const freeGroup = await createGroupOf(free, [])
    const response = await free.call(
      'POST',
      '/api/smart-meals/recommendations',
      dinnerRequest({ groupId: freeGroup }),
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'TIER_REQUIRED', message: expect.stringMatching(/Plus/) })
  })

  it('is a 404 for a group the caller is not in, and a 401 signed out', async () => {
    const response = await outsider.call('POST', '/api/smart-meals/recommendations', dinnerRequest())
    expect(response.statusCode).toBe(404)
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/smart-meals/recommendations',
      payload: dinnerRequest(),
    })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe('POST /api/smart-meals/grocery-list', () => {
  it('builds one merged list for the group, grouped by aisle with costs in cents', async () => {
    const recommendations = await recommend(owner, dinnerRequest())
    const recipeIds = recommendations.slice(0, 3).map((recommendation) => recommendation.recipeId)
    const response = await owner.call('POST', '/api/smart-meals/grocery-list', {
      groupId,
      recipeIds,
      servings: 4,
    })
    expect(response.statusCode, response.body).toBe(201)
    const list = response.json<GroceryList>()
    expect(list.groupId).toBe(groupId)
    expect(list.items.length).toBeGreaterThan(3)
    const names = list.items.map((item) => `${item.name}|${item.category}|${item.quantity}`)
    expect(new Set(names).size).toBe(names.length)
    expect(list.estimatedTotal).toBe(list.items.reduce((sum, item) => sum + (item.estimatedCost ?? 0), 0))
    expect(list.estimatedTotal).toBeGreaterThan(0)
    // The member sees the same list.
    expect((await member.json<GroceryList>('GET', `/api/grocery-lists/${list.id}`)).items).toEqual(list.items)
  })

  it('is a 404 for another group and for a recipe the caller cannot see', async () => {
    const outsiderResponse = await outsider.call('POST', '/api/smart-meals/grocery-list', {
      groupId,
      recipeIds: [1],
    })
    expect(outsiderResponse.statusCode).toBe(404)
    const missing = await owner.call('POST', '/api/smart-meals/grocery-list', {
      groupId,
      recipeIds: [99_999_999],
    })
    expect(missing.statusCode).toBe(404)
  })

  it('refuses an empty recipe list, naming the field', async () => {
    const response = await owner.call('POST', '/api/smart-meals/grocery-list', { groupId, recipeIds: [] })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().issues?.[0]?.path).toBe('recipeIds')
  })
})

// PostgreSQL only: counted at the driver, every statement a recommendation sends once the session is cached.
describe.skipIf(!readTestDatabaseUrl())('the cost of a recommendation', () => {
  it('reads the family, the plan and the pool once each', async () => {
    const statementsFor = async (body: Record<string, unknown>) => {
      await recommend(owner, body)
      const query = vi.spyOn(pg.Client.prototype, 'query')
      try {
        await recommend(owner, body)
        return query.mock.calls.length
      } finally {
        query.mockRestore()
      }
    }
    // The family's profiles (also the membership check), the plan (own and covers), the rated browse and the
    // pool's rows; something on hand adds the counted search and its one-term tier (9 and 14 before).
    expect(await statementsFor(dinnerRequest({ availableIngredients: [] }))).toBe(5)
    expect(await statementsFor(dinnerRequest({ availableIngredients: ['chicken'] }))).toBe(7)
  })
})
