import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionInfo, Tiers } from '@forkcast/contract/subscriptions.schemas'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { registerUser, startTestApp, type TestApp, writeTiersFile } from '../../testing/test-app'
import { DEFAULT_TIERS } from './tiers'
import { requireTier } from './subscriptions.service'

// Small limits keep the tests short; the defaults have their own test.
const SMALL_TIERS: Tiers = {
  free: { ...DEFAULT_TIERS.free, limits: { familyGroups: 1, recipeSearches: 3, restaurantSearches: 2 } },
  plus: { ...DEFAULT_TIERS.plus, limits: { familyGroups: 2, recipeSearches: 5, restaurantSearches: 4 } },
  premium: DEFAULT_TIERS.premium,
}

let t: TestApp
let clock = new Date('2026-05-10T15:00:00Z')
beforeAll(async () => {
  const tiersFile = writeTiersFile(SMALL_TIERS)
  t = await startTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_IP: '100000',
      JOIN_RATE_LIMIT_PER_USER: '100000',
      TIERS_FILE: tiersFile,
    },
  })
  t.app.ctx.now = () => clock
  await seedRecipeCatalog(t.database.db)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> })
const infoOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/subscription/info')).json<SubscriptionInfo>()
const search = (cookie: string, query = 'q=lasagna') => call(cookie, 'GET', `/api/recipes/search?${query}`)

/** Signs up and pays for `tier` through the test checkout. */
const upgrade = async (cookie: string, tier: 'plus' | 'premium') => {
  const checkout = await call(cookie, 'POST', '/api/create-checkout-session', { tier })
  expect(checkout.statusCode, checkout.body).toBe(200)
  const id = checkout.json<{ url: string }>().url.split('/').at(-1)
  const paid = await call(cookie, 'POST', `/api/billing/test-checkout/${id}/pay`)
  expect(paid.statusCode, paid.body).toBe(200)
  return id ?? ''
}

describe('plans', () => {
  it('lists every plan without signing in', async () => {
    const response = await t.app.inject({ url: '/api/subscription/tiers' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(SMALL_TIERS)
  })

  it('answers 401 for plan info when signed out', async () => {
    const response = await t.app.inject({ url: '/api/subscription/info' })
    expect(response.statusCode).toBe(401)
  })

  it('shows a new account on free with nothing used and the free limits', async () => {
    const { cookie } = await registerUser(t.app)
    expect(await infoOf(cookie)).toEqual({
      tier: 'free',
      status: 'none',
      usage: { familyGroups: 0, recipeSearches: 0, restaurantSearches: 0 },
      limits: SMALL_TIERS.free.limits,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      canManageBeta: false,
      isTestMode: true,
      covers: null,
      coveredBy: null,
    })
  })
})

describe('daily recipe search limit', () => {
  it('counts name, ingredient and generate searches, then answers 403 LIMIT_REACHED naming Plus', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await search(cookie)).statusCode).toBe(200)
    expect((await search(cookie, 'ingredients=tomato,basil')).statusCode).toBe(200)
    expect((await call(cookie, 'POST', '/api/recipes/generate/italian?count=3')).statusCode).toBe(200)
    for (const refused of [search(cookie), call(cookie, 'POST', '/api/recipes/generate/general')]) {
      const response = await refused
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        code: 'LIMIT_REACHED',
        message:
          'You have used all 3 recipe searches of your Free plan today. Upgrade to Plus for 5 a day, or try again tomorrow.',
      })
    }
    // A refused search is not counted.
    expect((await infoOf(cookie)).usage.recipeSearches).toBe(3)
  })

  it('does not count a search for a group the caller is not in', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await search(cookie, 'q=soup&groupId=999999')).statusCode).toBe(404)
    expect((await infoOf(cookie)).usage.recipeSearches).toBe(0)
  })

  it('starts again at midnight in the user’s own timezone, not UTC', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'PUT', '/api/user/timezone', { timezone: 'America/Los_Angeles' })
    const before = clock
    try {
      clock = new Date('2026-05-11T06:30:00Z') // 23:30 on the 10th in Los Angeles
      for (let index = 0; index < 3; index += 1) expect((await search(cookie)).statusCode).toBe(200)
      expect((await search(cookie)).statusCode).toBe(403)
      clock = new Date('2026-05-11T06:59:00Z') // still the 10th there, though the 11th in UTC
      expect((await search(cookie)).statusCode).toBe(403)
      clock = new Date('2026-05-11T07:01:00Z') // 00:01 on the 11th in Los Angeles
      expect((await search(cookie)).statusCode).toBe(200)
      expect((await infoOf(cookie)).usage.recipeSearches).toBe(1)
    } finally {
      clock = before
    }
  })

  it('lifts the limit after an upgrade to Plus', async () => {
    const { cookie } = await registerUser(t.app)
    for (let index = 0; index < 3; index += 1) await search(cookie)
    expect((await search(cookie)).statusCode).toBe(403)
    await upgrade(cookie, 'plus')
    expect((await search(cookie)).statusCode).toBe(200)
    expect(await infoOf(cookie)).toMatchObject({ tier: 'plus', usage: { recipeSearches: 4 } })
  })
})

describe('family group limit', () => {
  it('refuses creating a second group on free, and writes nothing', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await call(cookie, 'POST', '/api/family-groups', { name: 'First' })).statusCode).toBe(201)
    const second = await call(cookie, 'POST', '/api/family-groups', { name: 'Second' })
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({ code: 'LIMIT_REACHED' })
    expect(second.json().message).toMatch(/Free plan includes 1 family group.*Upgrade to Plus for 2 groups/)
    expect((await call(cookie, 'GET', '/api/family-groups')).json()).toHaveLength(1)
  })

  it('refuses joining a group beyond the limit, and the group does not gain the member', async () => {
    const owner = await registerUser(t.app)
    const group = (await call(owner.cookie, 'POST', '/api/family-groups', { name: 'Owners' })).json()
    const joiner = await registerUser(t.app)
    await call(joiner.cookie, 'POST', '/api/family-groups', { name: 'Mine' })
    const join = await call(joiner.cookie, 'POST', '/api/family-groups/join', {
      inviteCode: group.inviteCode,
    })
    expect(join.statusCode).toBe(403)
    expect(join.json().code).toBe('LIMIT_REACHED')
    expect((await call(owner.cookie, 'GET', `/api/family-groups/${group.id}`)).json().memberCount).toBe(1)
  })

  it('allows a second group on Plus and counts groups in the usage', async () => {
    const { cookie } = await registerUser(t.app)
    await call(cookie, 'POST', '/api/family-groups', { name: 'First' })
    await upgrade(cookie, 'plus')
    expect((await call(cookie, 'POST', '/api/family-groups', { name: 'Second' })).statusCode).toBe(201)
    expect((await call(cookie, 'POST', '/api/family-groups', { name: 'Third' })).statusCode).toBe(403)
    expect((await infoOf(cookie)).usage.familyGroups).toBe(2)
  })
})

describe('paid features', () => {
  it('refuses AI recommendations on free with TIER_REQUIRED, and allows them on Plus', async () => {
    const { cookie, userId } = await registerUser(t.app)
    await expect(requireTier(t.app.ctx, { userId, feature: 'aiRecommendations' })).rejects.toMatchObject({
      code: 'TIER_REQUIRED',
      statusCode: 403,
      message: 'AI Recommendations are available with the Plus and Premium plans. Upgrade to use them.',
    })
    await upgrade(cookie, 'plus')
    await expect(requireTier(t.app.ctx, { userId, feature: 'aiRecommendations' })).resolves.toMatchObject({
      plan: { tier: 'plus' },
    })
    await expect(requireTier(t.app.ctx, { userId, feature: 'smartPlanner' })).resolves.toMatchObject({
      plan: { tier: 'plus' },
    })
    await expect(requireTier(t.app.ctx, { userId, feature: 'weeklyMealPlans' })).rejects.toMatchObject({
      code: 'TIER_REQUIRED',
      message: 'Weekly meal plans are available with the Premium plan. Upgrade to use them.',
    })
  })
})

describe('test checkout (no Stripe key)', () => {
  it('answers an in-app checkout page, and Pay puts the user on the tier for 30 days', async () => {
    const { cookie } = await registerUser(t.app)
    const checkout = await call(cookie, 'POST', '/api/create-checkout-session', {
      tier: 'premium',
      tierName: 'Premium',
      price: 9.99,
    })
    expect(checkout.json().url).toMatch(/^\/billing\/test-checkout\/[0-9a-f-]{36}$/)
    const id = checkout.json().url.split('/').at(-1)
    expect((await call(cookie, 'GET', `/api/billing/test-checkout/${id}`)).json()).toEqual({
      id,
      tier: 'premium',
      tierName: 'Premium',
      price: 9.99,
      status: 'open',
    })
    expect((await call(cookie, 'POST', `/api/billing/test-checkout/${id}/pay`)).json().status).toBe('paid')
    expect(await infoOf(cookie)).toMatchObject({
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(clock.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    })
    const again = await call(cookie, 'POST', `/api/billing/test-checkout/${id}/pay`)
    expect(again.statusCode).toBe(409)
  })

  it('leaves the plan alone when the checkout is cancelled', async () => {
    const { cookie } = await registerUser(t.app)
    const id = (await call(cookie, 'POST', '/api/create-checkout-session', { tier: 'plus' }))
      .json()
      .url.split('/')
      .at(-1)
    expect((await call(cookie, 'POST', `/api/billing/test-checkout/${id}/cancel`)).json().status).toBe(
      'cancelled',
    )
    expect((await call(cookie, 'POST', `/api/billing/test-checkout/${id}/pay`)).statusCode).toBe(409)
    expect((await infoOf(cookie)).tier).toBe('free')
  })

  it('hides one user’s checkout from another', async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const id = (await call(owner.cookie, 'POST', '/api/create-checkout-session', { tier: 'plus' }))
      .json()
      .url.split('/')
      .at(-1)
    expect((await call(other.cookie, 'GET', `/api/billing/test-checkout/${id}`)).statusCode).toBe(404)
    expect((await call(other.cookie, 'POST', `/api/billing/test-checkout/${id}/pay`)).statusCode).toBe(404)
    expect((await infoOf(other.cookie)).tier).toBe('free')
  })

  it('cancels at period end: the tier lasts until currentPeriodEnd, then the account is free', async () => {
    const { cookie } = await registerUser(t.app)
    await upgrade(cookie, 'plus')
    const cancel = await call(cookie, 'POST', '/api/cancel-subscription', {})
    expect(cancel.statusCode).toBe(200)
    const info = await infoOf(cookie)
    expect(info).toMatchObject({ tier: 'plus', cancelAtPeriodEnd: true })
    const before = clock
    try {
      clock = new Date(Date.parse(info.currentPeriodEnd ?? '') - 1000)
      expect((await infoOf(cookie)).tier).toBe('plus')
      clock = new Date(Date.parse(info.currentPeriodEnd ?? '') + 1000)
      expect(await infoOf(cookie)).toMatchObject({ tier: 'free', status: 'none', currentPeriodEnd: null })
    } finally {
      clock = before
    }
  })

  it('answers 400 when there is nothing to cancel', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'POST', '/api/cancel-subscription', {})
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/no paid subscription/)
  })

  it('carries the page a limit stopped the person on through the test checkout', async () => {
    const { cookie } = await registerUser(t.app)
    const checkout = await call(cookie, 'POST', '/api/create-checkout-session', {
      tier: 'plus',
      returnTo: '/smart-meal-planner?tab=weekly',
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    expect(checkout.json().url).toMatch(
      /^\/billing\/test-checkout\/[0-9a-f-]{36}\?returnTo=%2Fsmart-meal-planner%3Ftab%3Dweekly$/,
    )
  })

  it.each(['https://evil.example/plans', '//evil.example/plans', '/\\evil.example', 'plans'])(
    'refuses returnTo %j, which is not a page of this app, with a 400 naming the field',
    async (returnTo) => {
      const { cookie } = await registerUser(t.app)
      const response = await call(cookie, 'POST', '/api/create-checkout-session', { tier: 'plus', returnTo })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues[0].path).toBe('returnTo')
    },
  )

  it('resumes a cancelled plan before its period ends, so it is no longer set to end', async () => {
    const { cookie } = await registerUser(t.app)
    await upgrade(cookie, 'plus')
    expect((await call(cookie, 'POST', '/api/cancel-subscription', {})).statusCode).toBe(200)
    const cancelled = await infoOf(cookie)
    expect(cancelled.cancelAtPeriodEnd).toBe(true)
    const resume = await call(cookie, 'POST', '/api/resume-subscription', {})
    expect(resume.statusCode, resume.body).toBe(200)
    expect(resume.json()).toEqual({ success: true, currentPeriodEnd: cancelled.currentPeriodEnd })
    expect(await infoOf(cookie)).toMatchObject({
      tier: 'plus',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: cancelled.currentPeriodEnd,
    })
  })

  it('refuses to resume once the cancelled period has ended, and the account stays free', async () => {
    const { cookie } = await registerUser(t.app)
    await upgrade(cookie, 'plus')
    await call(cookie, 'POST', '/api/cancel-subscription', {})
    const { currentPeriodEnd } = await infoOf(cookie)
    const before = clock
    try {
      clock = new Date(Date.parse(currentPeriodEnd ?? '') + 1000)
      const resume = await call(cookie, 'POST', '/api/resume-subscription', {})
      expect(resume.statusCode).toBe(400)
      expect(resume.json().message).toMatch(/only until its last paid day/)
      expect(await infoOf(cookie)).toMatchObject({ tier: 'free', status: 'none' })
    } finally {
      clock = before
    }
  })

  it('refuses checkout for the plan the user already has', async () => {
    const { cookie } = await registerUser(t.app)
    await upgrade(cookie, 'plus')
    const response = await call(cookie, 'POST', '/api/create-checkout-session', { tier: 'plus' })
    expect(response.statusCode).toBe(409)
  })
})

describe('test mode in production', () => {
  it('is off without BILLING_TEST_MODE=1, and on with it', async () => {
    for (const [flag, status] of [
      ['0', 503],
      ['1', 200],
    ] as const) {
      const app = await startTestApp({ env: { NODE_ENV: 'production', BILLING_TEST_MODE: flag } })
      try {
        const { cookie } = await registerUser(app.app)
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/create-checkout-session',
          headers: { cookie },
          payload: { tier: 'plus' },
        })
        expect(response.statusCode, response.body).toBe(status)
      } finally {
        await app.close()
      }
    }
  })
})
