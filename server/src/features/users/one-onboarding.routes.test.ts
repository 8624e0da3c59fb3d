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

const createGroup = async (cookie: string, name: string) =>
  (await post(cookie, '/api/family-groups', { name })).json<{ id: number; inviteCode: string }>()

const ALL_STEPS = ['cuisines', 'allergies', 'cooking', 'goals', 'group']

describe('POST /api/user/onboarding', () => {
  it('stores every answer and the new group in one call and leaves nothing to ask', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await getMe(cookie)).onboardingSteps).toEqual(ALL_STEPS)
    const response = await post(cookie, '/api/user/onboarding', {
      excludedFoodTypes: ['seafood', 'italian', 'seafood'],
      allergies: ['Peanuts', 'sesame'],
      sensitivities: ['lactose'],
      cookingSkillLevel: 'advanced',
      preferredPrepTime: 45,
      dietaryGoals: ['vegan', 'high-protein'],
      group: { action: 'create', name: '  The Okafors ' },
    })
    expect(response.statusCode).toBe(200)
    const me = await getMe(cookie)
    expect(me).toMatchObject({
      needsOnboarding: false,
      onboardingCompleted: true,
      onboardingSteps: [],
      excludedFoodTypes: ['italian', 'seafood'],
      allergies: ['peanuts', 'sesame'],
      sensitivities: ['lactose'],
      cookingSkillLevel: 'advanced',
      preferredPrepTime: 45,
      dietaryGoals: ['high-protein', 'vegan'],
    })
    expect(me.familyGroups.map((group: { name: string }) => group.name)).toEqual(['The Okafors'])
    expect(response.json()).toEqual(me)
  })

  it('stores the optional cuisines enjoyed and health preferences with their steps, in vocabulary order', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding', {
      cuisinePreferences: ['thai', 'caribbean', 'thai'],
      healthPreferences: ['low-fat', 'low-sugar'],
    })
    expect(response.statusCode).toBe(200)
    expect(await getMe(cookie)).toMatchObject({
      onboardingSteps: [],
      cuisinePreferences: ['thai', 'caribbean'],
      healthPreferences: ['low-sugar', 'low-fat'],
    })
    const unknown = await post((await registerUser(t.app)).cookie, '/api/user/onboarding', {
      healthPreferences: ['low-joy'],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues[0].path).toBe('healthPreferences.0')
  })

  it('joins a group by its code, whatever the case it was typed in', async () => {
    const owner = await registerUser(t.app)
    const { inviteCode } = await createGroup(owner.cookie, 'Neighbours')
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding', {
      group: { action: 'join', inviteCode: inviteCode.toLowerCase() },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().familyGroups.map((group: { name: string }) => group.name)).toEqual(['Neighbours'])
  })

  it('finishes with defaults when every step was skipped', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding', {})
    expect(response.json()).toMatchObject({
      onboardingSteps: [],
      allergies: [],
      cookingSkillLevel: 'beginner',
      preferredPrepTime: 30,
      familyGroups: [],
    })
  })

  it('changes nothing and makes no second group when called again', async () => {
    const { cookie } = await registerUser(t.app)
    const answers = { allergies: ['milk'], group: { action: 'create', name: 'Once' } }
    await post(cookie, '/api/user/onboarding', answers)
    const again = await post(cookie, '/api/user/onboarding', { ...answers, allergies: ['eggs'] })
    expect(again.statusCode).toBe(200)
    expect(again.json().allergies).toEqual(['milk'])
    expect(again.json().familyGroups).toHaveLength(1)
  })

  it.each([
    ['excludedFoodTypes.0', { excludedFoodTypes: ['klingon'] }, 'Cuisines to avoid'],
    ['allergies.0', { allergies: ['a'.repeat(61)] }, 'Allergies'],
    ['preferredPrepTime', { preferredPrepTime: 20 }, 'Preferred prep time'],
    ['cookingSkillLevel', { cookingSkillLevel: 'chef' }, 'Cooking skill level'],
    ['dietaryGoals.0', { dietaryGoals: ['family-nutrition'] }, 'Dietary goals'],
    ['group.name', { group: { action: 'create', name: '   ' } }, 'Group name'],
    ['group.inviteCode', { group: { action: 'join', inviteCode: 'ABC' } }, 'nvite code'],
  ])('refuses a bad %s with a 400 naming the field and stores nothing', async (path, body, words) => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding', { allergies: ['milk'], ...body })
    expect(response.statusCode).toBe(400)
    const issue = response.json().issues.find((candidate: { path: string }) => candidate.path === path)
    expect(issue.message).toContain(words)
    expect(await getMe(cookie)).toMatchObject({ onboardingSteps: ALL_STEPS, allergies: [] })
  })

  it('refuses an invite code nobody uses beside its field and rolls back every other answer', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await post(cookie, '/api/user/onboarding', {
      allergies: ['milk'],
      group: { action: 'join', inviteCode: 'ZZZZ9999' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      { path: 'group.inviteCode', message: 'No group found with that invite code' },
    ])
    expect(await getMe(cookie)).toMatchObject({ onboardingSteps: ALL_STEPS, allergies: [], familyGroups: [] })
  })
})

describe('accounts part-way through the old wizards', () => {
  it('someone already in a group (arrived by invite) is not asked about groups', async () => {
    const owner = await registerUser(t.app)
    const { inviteCode } = await createGroup(owner.cookie, 'The Garcias')
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/family-groups/join', { inviteCode })
    expect((await getMe(cookie)).onboardingSteps).toEqual(['cuisines', 'allergies', 'cooking', 'goals'])
  })

  it('after the four-step preferences only cuisines and group are due, and the earlier answers stay', async () => {
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/auth/complete-onboarding', {
      preferences: {
        cookingSkillLevel: 'intermediate',
        preferredPrepTime: 20,
        allergies: ['dairy'],
        healthyPreferences: ['low-fat'],
      },
    })
    expect((await getMe(cookie)).onboardingSteps).toEqual(['cuisines', 'group'])
    const response = await post(cookie, '/api/user/onboarding', {
      excludedFoodTypes: ['vegan'],
      cuisinePreferences: ['greek'],
      allergies: ['eggs'],
      healthPreferences: ['low-sugar'],
      cookingSkillLevel: 'advanced',
      group: { action: 'skip' },
    })
    expect(response.json()).toMatchObject({
      onboardingSteps: [],
      excludedFoodTypes: ['vegan'],
      cuisinePreferences: ['greek'],
      allergies: ['milk'],
      healthPreferences: ['low-fat'],
      cookingSkillLevel: 'intermediate',
      preferredPrepTime: 20,
    })
  })

  it('after the four-step preferences, someone already in a group is asked only about cuisines', async () => {
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/auth/complete-onboarding', { preferences: { cookingSkillLevel: 'beginner' } })
    await createGroup(cookie, 'Made from the dashboard')
    expect((await getMe(cookie)).onboardingSteps).toEqual(['cuisines'])
  })

  it('after the six-step setup only skill and time are due', async () => {
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/user/onboarding-complete', { dietaryGoals: ['low-carb'], allergies: ['sesame'] })
    await post(cookie, '/api/user/complete-onboarding', {})
    expect((await getMe(cookie)).onboardingSteps).toEqual(['cooking'])
  })

  it('after both wizards nothing is due', async () => {
    const { cookie } = await registerUser(t.app)
    await post(cookie, '/api/auth/complete-onboarding', { preferences: { cookingSkillLevel: 'beginner' } })
    await post(cookie, '/api/user/complete-onboarding', {})
    expect(await getMe(cookie)).toMatchObject({ onboardingSteps: [], familyGroups: [] })
  })
})
