import { expect } from 'vitest'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { registerUser, startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from './test-app'
import { seedRecipeCatalog } from '../features/recipes/recipe-catalog'

/** The real app on a fresh database with the catalog seeded, as `npm start` boots it. */
export async function startRecipeTestApp(): Promise<TestApp> {
  const t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_USER: '100000',
      // These tests search far more than a free plan allows a day; plan limits have their own tests.
      TIERS_FILE: UNLIMITED_TIERS_FILE,
    },
  })
  await seedRecipeCatalog(t.database.db)
  return t
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A signed-in user's JSON calls against the test app. */
export async function signUp(t: TestApp, firstName?: string) {
  const { cookie, userId } = await registerUser(t.app, { firstName })
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> })
  const json = async <T>(method: Method, url: string, payload?: unknown, status = 200): Promise<T> => {
    const response = await call(method, url, payload)
    expect(response.statusCode, response.body).toBe(status)
    return response.json<T>()
  }
  return { userId, cookie, call, json }
}

export type TestUser = Awaited<ReturnType<typeof signUp>>

/** Pays for a plan through the built-in test checkout: the same path a person clicks through. */
export async function upgradeTo(user: TestUser, tier: 'plus' | 'premium') {
  const checkout = await user.json<{ url: string }>('POST', '/api/create-checkout-session', { tier })
  const id = checkout.url.split('/').at(-1) ?? ''
  await user.json('POST', `/api/billing/test-checkout/${id}/pay`)
}

export async function setAllergies(user: TestUser, allergies: string[], sensitivities: string[] = []) {
  await user.json('PUT', '/api/user/allergies', { allergies, sensitivities })
}

/** A group owned by the first user that every other user joins; answers its id. */
export async function createGroupOf(owner: TestUser, members: TestUser[]): Promise<number> {
  const group = await owner.json<{ id: number; inviteCode: string }>(
    'POST',
    '/api/family-groups',
    { name: 'Dinner crew' },
    201,
  )
  for (const member of members)
    await member.json('POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
  return group.id
}

export const hasPeanuts = (recipe: Recipe) =>
  recipe.allergens.includes('peanuts') || recipe.ingredients.some((line) => /peanut/i.test(line))

export const customRecipe = (overrides: Record<string, unknown> = {}) => ({
  title: 'Grandma Rosa’s Sunday Sauce',
  description: 'Slow tomato sauce with meatballs.',
  foodType: 'italian',
  ingredients: ['2 lb ground beef', '1 can (28 oz) crushed tomatoes', '4 cloves garlic, minced'],
  instructions: ['Brown the meatballs.', 'Simmer everything for two hours.'],
  prepTimeMinutes: 20,
  cookTimeMinutes: 120,
  servings: 6,
  difficulty: 'Medium',
  tags: ['sunday', 'family'],
  ...overrides,
})
