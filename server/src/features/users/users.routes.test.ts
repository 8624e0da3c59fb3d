import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE'
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown> | undefined,
  })

const getMe = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/user')).json()

const expectFieldError = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400)
  const body = response.json() as { code: string; issues: Array<{ path: string }> }
  expect(body.code).toBe('VALIDATION_ERROR')
  expect(body.issues.map((issue) => issue.path.split('.')[0])).toContain(field)
}

describe('bad input', () => {
  it('answers with a message for people and keeps each field’s issue for the form', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'PUT', '/api/user/allergies', { allergies: 'peanuts' })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ message: string; issues: Array<{ path: string; message: string }> }>()
    expect(body.message).not.toMatch(/Invalid body|allergies:|expected/)
    expect(body.message).toMatch(/^[A-Z].*\.( .*)?$/)
    expect(body.issues.map((issue) => issue.path)).toContain('allergies')
    expect(body.issues.every((issue) => !/expected|received/.test(issue.message))).toBe(true)
  })
})

describe('signed-out callers', () => {
  it.each([
    ['PUT', '/api/user/preferences', { excludedFoodTypes: [] }],
    ['PUT', '/api/user/allergies', { allergies: [], sensitivities: [] }],
    ['PATCH', '/api/user/meal-preferences', {}],
    ['POST', '/api/user/onboarding', {}],
    ['POST', '/api/user/onboarding-complete', {}],
    ['POST', '/api/user/complete-onboarding', {}],
    ['POST', '/api/auth/complete-onboarding', { preferences: { cookingSkillLevel: 'beginner' } }],
    ['PUT', '/api/user/location', { latitude: 1, longitude: 2 }],
    ['DELETE', '/api/user/location', undefined],
  ] as const)('get 401 from %s %s, even with a bad body', async (method, url, payload) => {
    const response = await call(null, method, url, payload)
    expect(response.statusCode).toBe(401)
    const invalid = await call(null, method, url, { excludedFoodTypes: 'nope' })
    expect(invalid.statusCode).toBe(401)
  })
})

describe('new accounts', () => {
  it('start with the four-step onboarding due and the meal defaults', async () => {
    const { cookie } = await registerUser(t.app)
    expect(await getMe(cookie)).toMatchObject({
      needsOnboarding: true,
      onboardingCompleted: false,
      cookingSkillLevel: 'beginner',
      preferredPrepTime: 30,
      dietaryGoals: [],
      healthPreferences: [],
      fridgeInventory: [],
      cuisinePreferences: [],
      locationEnabled: false,
      latitude: null,
      longitude: null,
    })
  })
})

describe('PUT /api/user/preferences', () => {
  it('stores the exclusions de-duplicated in catalogue order and answers the user', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'PUT', '/api/user/preferences', {
      excludedFoodTypes: ['vegan', 'italian', 'vegan', 'middle-eastern'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().excludedFoodTypes).toEqual(['italian', 'middle-eastern', 'vegan'])
    expect((await getMe(cookie)).excludedFoodTypes).toEqual(['italian', 'middle-eastern', 'vegan'])
  })

  it('changes nothing when the same list is saved twice', async () => {
    const { cookie } = await registerUser(t.app)
    const body = { excludedFoodTypes: ['seafood', 'thai'] }
    const first = (await call(cookie, 'PUT', '/api/user/preferences', body)).json()
    const second = (await call(cookie, 'PUT', '/api/user/preferences', body)).json()
    expect(second.excludedFoodTypes).toEqual(first.excludedFoodTypes)
  })

  it('replaces the cuisines enjoyed (from the old setup) when they are sent, and keeps them when not', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'POST', '/api/user/onboarding-complete', { cuisinePreferences: ['thai', 'greek'] })
    const kept = await call(cookie, 'PUT', '/api/user/preferences', { excludedFoodTypes: ['vegan'] })
    expect(kept.json().cuisinePreferences).toEqual(['thai', 'greek'])
    const replaced = await call(cookie, 'PUT', '/api/user/preferences', {
      excludedFoodTypes: ['vegan'],
      cuisinePreferences: ['greek'],
    })
    expect(replaced.json().cuisinePreferences).toEqual(['greek'])
  })

  it('clears the exclusions with an empty list', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'PUT', '/api/user/preferences', { excludedFoodTypes: ['thai'] })
    const response = await call(cookie, 'PUT', '/api/user/preferences', { excludedFoodTypes: [] })
    expect(response.json().excludedFoodTypes).toEqual([])
  })

  it.each([
    ['an id outside the 15', { excludedFoodTypes: ['breakfast'] }],
    ['an unknown id', { excludedFoodTypes: ['martian'] }],
    ['a non-list', { excludedFoodTypes: 'italian' }],
    ['a missing list', {}],
    ['an over-long list', { excludedFoodTypes: Array.from({ length: 51 }, () => 'thai') }],
  ])('refuses %s with a 400 naming excludedFoodTypes', async (_case, body) => {
    const { cookie } = await registerUser(t.app)
    expectFieldError(await call(cookie, 'PUT', '/api/user/preferences', body), 'excludedFoodTypes')
    expect((await getMe(cookie)).excludedFoodTypes).toEqual([])
  })
})

describe('PUT /api/user/allergies', () => {
  it('stores canonical ids for known names and free text as typed', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'PUT', '/api/user/allergies', {
      allergies: ['Dairy', ' kiwi ', 'peanuts', 'Milk'],
      sensitivities: ['Spicy Foods', 'onions'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      allergies: ['milk', 'peanuts', 'kiwi'],
      sensitivities: ['spicy-foods', 'onions'],
    })
  })

  it('accepts the old sensitivity id sulfites and stores it as the one id sulphites', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'PUT', '/api/user/allergies', {
      allergies: ['sulphites'],
      sensitivities: ['sulfites'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ allergies: ['sulphites'], sensitivities: ['sulphites'] })
    expect(await getMe(cookie)).toMatchObject({ allergies: ['sulphites'], sensitivities: ['sulphites'] })
  })

  it('stores either spelling typed in either list as the one id sulphites, once', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'PUT', '/api/user/allergies', {
      allergies: ['Sulfites', 'sulphite'],
      sensitivities: ['Sulphites', 'sulfite', 'sulfites'],
    })
    expect(response.json()).toMatchObject({ allergies: ['sulphites'], sensitivities: ['sulphites'] })
  })

  it('changes nothing when the same lists are saved twice', async () => {
    const { cookie } = await registerUser(t.app)
    const body = { allergies: ['nuts', 'Shellfish', 'Kiwi'], sensitivities: ['lactose', 'Garlic'] }
    const first = (await call(cookie, 'PUT', '/api/user/allergies', body)).json()
    const again = (
      await call(cookie, 'PUT', '/api/user/allergies', {
        allergies: first.allergies,
        sensitivities: first.sensitivities,
      })
    ).json()
    expect(again.allergies).toEqual(first.allergies)
    expect(again.sensitivities).toEqual(first.sensitivities)
    expect(first.allergies).toEqual(['crustaceans', 'molluscs', 'tree-nuts', 'peanuts', 'Kiwi'])
  })

  it.each([
    ['allergies', { allergies: ['x'.repeat(61)], sensitivities: [] }],
    ['allergies', { allergies: ['   '], sensitivities: [] }],
    ['allergies', { allergies: Array.from({ length: 51 }, (_, i) => `food ${i}`), sensitivities: [] }],
    ['allergies', { allergies: [42], sensitivities: [] }],
    ['sensitivities', { allergies: [], sensitivities: ['y'.repeat(61)] }],
    ['sensitivities', { allergies: [] }],
  ])('refuses a bad %s list with a 400 naming it', async (field, body) => {
    const { cookie } = await registerUser(t.app)
    expectFieldError(await call(cookie, 'PUT', '/api/user/allergies', body), field)
  })
})

describe('PATCH /api/user/meal-preferences', () => {
  it('changes only the fields sent', async () => {
    const { cookie } = await registerUser(t.app)
    const first = await call(cookie, 'PATCH', '/api/user/meal-preferences', {
      cookingSkillLevel: 'advanced',
      preferredPrepTime: 45,
      dietaryGoals: ['keto', 'high-protein'],
      fridgeInventory: ['eggs'],
    })
    expect(first.statusCode).toBe(200)
    const second = await call(cookie, 'PATCH', '/api/user/meal-preferences', { preferredPrepTime: 90 })
    expect(second.json()).toMatchObject({
      cookingSkillLevel: 'advanced',
      preferredPrepTime: 90,
      dietaryGoals: ['high-protein', 'keto'],
      fridgeInventory: ['eggs'],
    })
  })

  it('trims and de-duplicates the fridge inventory and keeps the first spelling', async () => {
    const { cookie } = await registerUser(t.app)
    const body = { fridgeInventory: ['  Eggs ', 'spinach', 'eggs', 'Red   peppers'] }
    const response = await call(cookie, 'PATCH', '/api/user/meal-preferences', body)
    expect(response.json().fridgeInventory).toEqual(['Eggs', 'spinach', 'Red peppers'])
    const again = await call(cookie, 'PATCH', '/api/user/meal-preferences', {
      fridgeInventory: response.json().fridgeInventory,
    })
    expect(again.json().fridgeInventory).toEqual(['Eggs', 'spinach', 'Red peppers'])
  })

  it('keeps dietary goals this page does not offer', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'POST', '/api/auth/complete-onboarding', {
      preferences: { cookingSkillLevel: 'beginner', dietaryGoals: ['family-nutrition', 'weight-loss'] },
    })
    const response = await call(cookie, 'PATCH', '/api/user/meal-preferences', { dietaryGoals: ['vegan'] })
    expect(response.json().dietaryGoals).toEqual(['vegan', 'family-nutrition'])
  })

  it('replaces the goals from the old wizards and the health preferences when the page sends them', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'POST', '/api/auth/complete-onboarding', {
      preferences: {
        cookingSkillLevel: 'beginner',
        dietaryGoals: ['family-nutrition', 'maintenance', 'weight-loss'],
        healthyPreferences: ['low-fat', 'high-fiber'],
      },
    })
    const response = await call(cookie, 'PATCH', '/api/user/meal-preferences', {
      dietaryGoals: ['vegan'],
      otherDietaryGoals: ['maintenance', 'vegetarian'],
      healthPreferences: ['high-fiber'],
    })
    expect(response.json()).toMatchObject({
      dietaryGoals: ['vegan', 'maintenance'],
      healthPreferences: ['high-fiber'],
    })
  })

  it.each([
    ['otherDietaryGoals', { otherDietaryGoals: ['made-up'] }],
    ['healthPreferences', { healthPreferences: ['salty'] }],
    ['cookingSkillLevel', { cookingSkillLevel: 'chef' }],
    ['preferredPrepTime', { preferredPrepTime: 20 }],
    ['preferredPrepTime', { preferredPrepTime: '30' }],
    ['dietaryGoals', { dietaryGoals: ['maintenance'] }],
    ['dietaryGoals', { dietaryGoals: 'keto' }],
    ['fridgeInventory', { fridgeInventory: [''] }],
    ['fridgeInventory', { fridgeInventory: ['z'.repeat(61)] }],
    ['fridgeInventory', { fridgeInventory: Array.from({ length: 101 }, (_, i) => `item ${i}`) }],
  ])('refuses a bad %s with a 400 naming it and changes nothing', async (field, body) => {
    const { cookie } = await registerUser(t.app)
    expectFieldError(await call(cookie, 'PATCH', '/api/user/meal-preferences', body), field)
    expect(await getMe(cookie)).toMatchObject({
      cookingSkillLevel: 'beginner',
      preferredPrepTime: 30,
      dietaryGoals: [],
      fridgeInventory: [],
    })
  })
})

describe('location', () => {
  it('stores and forgets the position', async () => {
    const { cookie } = await registerUser(t.app)
    const stored = await call(cookie, 'PUT', '/api/user/location', { latitude: 41.15, longitude: -8.61 })
    expect(stored.json()).toMatchObject({ latitude: 41.15, longitude: -8.61, locationEnabled: true })
    const cleared = await call(cookie, 'DELETE', '/api/user/location')
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, locationEnabled: false })
  })

  it.each([
    ['latitude', { latitude: 91, longitude: 0 }],
    ['latitude', { latitude: '41', longitude: 0 }],
    ['longitude', { latitude: 0, longitude: -181 }],
    ['longitude', { latitude: 0 }],
  ])('refuses a bad %s with a 400 naming it', async (field, body) => {
    const { cookie } = await registerUser(t.app)
    expectFieldError(await call(cookie, 'PUT', '/api/user/location', body), field)
  })
})

describe('ownership', () => {
  it("changes only the caller's profile, whatever ids the body carries", async () => {
    const alice = await registerUser(t.app)
    const bob = await registerUser(t.app)
    const before = await getMe(bob.cookie)
    const writes: Array<[Method, string, Record<string, unknown>]> = [
      ['PUT', '/api/user/preferences', { excludedFoodTypes: ['thai'], id: bob.userId, userId: bob.userId }],
      ['PUT', '/api/user/allergies', { allergies: ['milk'], sensitivities: [], userId: bob.userId }],
      ['PATCH', '/api/user/meal-preferences', { cookingSkillLevel: 'advanced', userId: bob.userId }],
      ['PUT', '/api/user/location', { latitude: 1, longitude: 1, userId: bob.userId }],
      ['POST', '/api/user/onboarding-complete', { cuisinePreferences: ['greek'], userId: bob.userId }],
    ]
    for (const [method, url, body] of writes) {
      const response = await call(alice.cookie, method, url, body)
      expect(response.statusCode).toBe(200)
      expect(response.json().id).toBe(alice.userId)
    }
    const after = await getMe(bob.cookie)
    expect({ ...after, familyGroups: [] }).toEqual({ ...before, familyGroups: [] })
  })
})
