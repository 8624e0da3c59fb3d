import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })

const getMe = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json()

const issuePaths = (response: { json: () => { issues?: Array<{ path: string }> } }) =>
  (response.json().issues ?? []).map((issue) => issue.path)

describe('POST /api/auth/complete-onboarding (wizard 1)', () => {
  it('stores the preferences, normalizes the wizard allergy words and clears needsOnboarding', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/auth/complete-onboarding', {
      preferences: {
        cookingSkillLevel: 'intermediate',
        preferredPrepTime: 20,
        allergies: ['dairy', 'nuts', 'shellfish'],
        sensitivities: ['dairy', 'gluten', 'nuts'],
        healthyPreferences: ['low-sugar', 'low-sodium'],
        dietaryGoals: ['family-nutrition', 'weight-loss'],
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      needsOnboarding: false,
      onboardingCompleted: false,
      cookingSkillLevel: 'intermediate',
      preferredPrepTime: 20,
      allergies: ['milk', 'crustaceans', 'molluscs', 'tree-nuts', 'peanuts'],
      sensitivities: ['lactose', 'gluten', 'tree-nuts', 'peanuts'],
      healthPreferences: ['low-sodium', 'low-sugar'],
      dietaryGoals: ['weight-loss', 'family-nutrition'],
    })
    expect((await getMe(cookie)).needsOnboarding).toBe(false)
  })

  it('stores dairy as milk once, however often it is sent', async () => {
    const { cookie } = await registerUser(t.app)
    const preferences = { cookingSkillLevel: 'beginner', allergies: ['dairy', 'Dairy', 'milk'] }
    await post(cookie, '/api/auth/complete-onboarding', { preferences })
    const again = await post(cookie, '/api/auth/complete-onboarding', { preferences })
    expect(again.json().allergies).toEqual(['milk'])
  })

  it('uses 30 minutes and empty lists when they are left out', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/auth/complete-onboarding', {
      preferences: { cookingSkillLevel: 'advanced' },
    })
    expect(response.json()).toMatchObject({ preferredPrepTime: 30, allergies: [], healthPreferences: [] })
  })

  it.each([
    ['preferences', {}],
    ['preferences.cookingSkillLevel', { preferences: { cookingSkillLevel: '' } }],
    [
      'preferences.preferredPrepTime',
      { preferences: { cookingSkillLevel: 'beginner', preferredPrepTime: 0 } },
    ],
    [
      'preferences.preferredPrepTime',
      { preferences: { cookingSkillLevel: 'beginner', preferredPrepTime: 12.5 } },
    ],
    [
      'preferences.healthyPreferences.0',
      { preferences: { cookingSkillLevel: 'beginner', healthyPreferences: ['salty'] } },
    ],
    [
      'preferences.dietaryGoals.0',
      { preferences: { cookingSkillLevel: 'beginner', dietaryGoals: ['keto'] } },
    ],
    [
      'preferences.allergies.0',
      { preferences: { cookingSkillLevel: 'beginner', allergies: ['a'.repeat(61)] } },
    ],
  ])('refuses a bad %s with a 400 and keeps the wizard due', async (path, body) => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/auth/complete-onboarding', body)
    expect(response.statusCode).toBe(400)
    expect(issuePaths(response)).toContain(path)
    expect((await getMe(cookie)).needsOnboarding).toBe(true)
  })
})

describe('POST /api/user/onboarding-complete (wizard 2)', () => {
  it('stores the answers in normal form and marks onboarding completed', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding-complete', {
      cuisinePreferences: ['greek', 'italian', 'greek'],
      dietaryGoals: ['plant-based', 'low-carb'],
      allergies: ['Wheat/Gluten', 'sesame'],
      sensitivities: ['MSG'],
      locationEnabled: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      cuisinePreferences: ['italian', 'greek'],
      dietaryGoals: ['low-carb', 'plant-based'],
      allergies: ['wheat', 'gluten', 'sesame'],
      sensitivities: ['msg'],
      locationEnabled: true,
      onboardingCompleted: true,
    })
  })

  it('keeps the wizard 1 goals it does not offer', async () => {
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/auth/complete-onboarding', {
      preferences: { cookingSkillLevel: 'beginner', dietaryGoals: ['maintenance', 'weight-loss'] },
    })
    const response = await post(cookie, '/api/user/onboarding-complete', {
      cuisinePreferences: ['thai'],
      dietaryGoals: ['energy-boost'],
    })
    expect(response.json().dietaryGoals).toEqual(['energy-boost', 'maintenance'])
  })

  it('forgets a stored position when location is declined', async () => {
    const { cookie } = await registerUser(t.app)
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/location',
      headers: { cookie },
      payload: { latitude: 10, longitude: 20 },
    })
    const response = await post(cookie, '/api/user/onboarding-complete', { locationEnabled: false })
    expect(response.json()).toMatchObject({ locationEnabled: false, latitude: null, longitude: null })
  })

  it.each([
    ['cuisinePreferences.0', { cuisinePreferences: ['klingon'] }],
    ['dietaryGoals.0', { dietaryGoals: ['maintenance'] }],
    ['sensitivities.0', { sensitivities: ['s'.repeat(61)] }],
    ['locationEnabled', { locationEnabled: 'yes' }],
  ])('refuses a bad %s with a 400 and leaves onboarding open', async (path, body) => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding-complete', body)
    expect(response.statusCode).toBe(400)
    expect(issuePaths(response)).toContain(path)
    expect((await getMe(cookie)).onboardingCompleted).toBe(false)
  })
})

describe('POST /api/user/complete-onboarding', () => {
  it('marks onboarding completed with an empty body or none', async () => {
    const first = await registerUser(t.app)
    expect((await post(first.cookie, '/api/user/complete-onboarding', {})).json().onboardingCompleted).toBe(
      true,
    )
    const second = await registerUser(t.app)
    const response = await post(second.cookie, '/api/user/complete-onboarding')
    expect(response.statusCode).toBe(200)
    expect((await getMe(second.cookie)).onboardingCompleted).toBe(true)
  })
})
