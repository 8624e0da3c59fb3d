import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { SubscriptionInfo, Tiers } from '@forkcast/contract/subscriptions.schemas'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { createGroupOf, signUp, type TestUser } from '../../testing/recipe-test-app'
import { latestMailTo, startTestApp, type TestApp, writeTiersFile } from '../../testing/test-app'
import { DEFAULT_TIERS } from './tiers'

// Small limits keep the tests short; premium is unlimited as sold.
const SMALL_TIERS: Tiers = {
  free: { ...DEFAULT_TIERS.free, limits: { familyGroups: 2, recipeSearches: 3, restaurantSearches: 2 } },
  plus: { ...DEFAULT_TIERS.plus, limits: { familyGroups: 2, recipeSearches: 5, restaurantSearches: 4 } },
  premium: DEFAULT_TIERS.premium,
}
const DAY_MS = 24 * 60 * 60 * 1000

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

/** Pays for a plan through the test checkout, covering `groupId` when given. */
async function buy(user: TestUser, tier: 'plus' | 'premium', groupId?: number) {
  const checkout = await user.json<{ url: string }>('POST', '/api/create-checkout-session', { tier, groupId })
  await user.json('POST', `/api/billing/test-checkout/${checkout.url.split('/').at(-1)}/pay`)
}

const MONDAY = '2026-05-11'
const weeklyPlan = (user: TestUser, groupId: number) =>
  user.call('POST', '/api/weekly-meal-plans', { weekStartDate: MONDAY, groupId, name: 'Our week' })
const smartPlanner = (user: TestUser, groupId: number) =>
  user.call('POST', '/api/smart-meals/recommendations', {
    groupId,
    timeOfDay: 'evening',
    energyLevel: 'medium',
    occasionType: 'weekday',
  })
const recommendations = (user: TestUser, groupId?: number) =>
  user.call('GET', `/api/ai/recommendations/personalized${groupId ? `?groupId=${groupId}` : ''}`)
const codeOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().code

/** Maria pays, Carlos and Sofia are members of her family group; Olga is in no group of theirs. */
async function family() {
  const maria = await signUp(t, 'Maria')
  const carlos = await signUp(t, 'Carlos')
  const sofia = await signUp(t, 'Sofia')
  const olga = await signUp(t, 'Olga')
  const groupId = await createGroupOf(maria, [carlos, sofia])
  await t.database.db.execute(`update family_groups set name = 'The Garcias' where id = ${groupId}`)
  return { maria, carlos, sofia, olga, groupId }
}

describe('a plan that covers a household', () => {
  it('gives every member of the covered group its features there, and no one outside it', async () => {
    const { maria, carlos, sofia, olga, groupId } = await family()
    for (const member of [carlos, sofia]) {
      expect(codeOf(await weeklyPlan(member, groupId))).toBe('TIER_REQUIRED')
      expect(codeOf(await recommendations(member, groupId))).toBe('TIER_REQUIRED')
    }
    await buy(maria, 'premium', groupId)
    // The payer, a covered member and another covered member: weekly plans, the planner, recommendations.
    expect((await weeklyPlan(carlos, groupId)).statusCode).toBe(201)
    for (const user of [maria, carlos, sofia]) {
      expect((await smartPlanner(user, groupId)).statusCode).toBe(200)
      expect((await recommendations(user, groupId)).statusCode).toBe(200)
      expect((await recommendations(user)).statusCode).toBe(200)
    }
    // Olga is in none of Maria's groups; Carlos's own second group is not covered.
    const olgaGroup = await createGroupOf(olga, [])
    expect(codeOf(await weeklyPlan(olga, olgaGroup))).toBe('TIER_REQUIRED')
    expect(codeOf(await recommendations(olga))).toBe('TIER_REQUIRED')
    const carlosGroup = await createGroupOf(carlos, [])
    expect(codeOf(await weeklyPlan(carlos, carlosGroup))).toBe('TIER_REQUIRED')
    expect(codeOf(await smartPlanner(carlos, carlosGroup))).toBe('TIER_REQUIRED')
  })

  it('says who pays and which group is covered, to the payer and to each member', async () => {
    const { maria, carlos, groupId } = await family()
    await buy(maria, 'premium', groupId)
    const mine = await maria.json<SubscriptionInfo>('GET', '/api/subscription/info')
    expect(mine).toMatchObject({
      tier: 'premium',
      // A test-mode payment lasts one period and renews nothing, so its cover names that end.
      covers: { groupId, groupName: 'The Garcias', tierName: 'Premium', payerName: 'Maria' },
      coveredBy: null,
    })
    const theirs = await carlos.json<SubscriptionInfo>('GET', '/api/subscription/info')
    expect(theirs).toMatchObject({
      tier: 'free',
      status: 'none',
      // The plan's daily limits; the number of groups one may join stays the member's own plan's.
      limits: { ...SMALL_TIERS.premium.limits, familyGroups: SMALL_TIERS.free.limits.familyGroups },
      covers: null,
      coveredBy: { groupId, groupName: 'The Garcias', tierName: 'Premium', payerName: 'Maria' },
    })
  })

  it('gives covered members the plan’s daily limits', async () => {
    const { maria, sofia, groupId } = await family()
    await buy(maria, 'plus', groupId)
    for (let index = 0; index < SMALL_TIERS.plus.limits.recipeSearches; index += 1)
      expect((await sofia.call('GET', '/api/recipes/search?q=soup')).statusCode).toBe(200)
    const refused = await sofia.call('GET', '/api/recipes/search?q=soup')
    expect(refused.statusCode).toBe(403)
    expect(codeOf(refused)).toBe('LIMIT_REACHED')
  })

  it('keeps a cancelled plan’s cover to the period end, tells every member, then ends it', async () => {
    const { maria, carlos, sofia, groupId } = await family()
    const start = clock
    await buy(maria, 'premium', groupId)
    await maria.json('POST', '/api/cancel-subscription', {})
    const mail = await latestMailTo(t.app, (await emailOf(sofia)) ?? '')
    expect(mail.subject).toMatch(/^Maria's Premium for The Garcias ends on /)
    expect(
      (await carlos.json<SubscriptionInfo>('GET', '/api/subscription/info')).coveredBy?.endsAt,
    ).not.toBeNull()
    expect((await weeklyPlan(carlos, groupId)).statusCode).toBe(201)
    clock = new Date(start.getTime() + 31 * DAY_MS)
    try {
      expect(codeOf(await smartPlanner(carlos, groupId))).toBe('TIER_REQUIRED')
      expect((await carlos.json<SubscriptionInfo>('GET', '/api/subscription/info')).coveredBy).toBeNull()
    } finally {
      clock = start
    }
  })

  it('ends the cover at the period end when the payer leaves the group, and tells the members', async () => {
    const { maria, carlos, sofia, groupId } = await family()
    const start = clock
    await buy(maria, 'premium', groupId)
    await maria.json('DELETE', `/api/family-groups/${groupId}`)
    const mail = await latestMailTo(t.app, (await emailOf(carlos)) ?? '')
    expect(mail.subject).toMatch(/^Maria's Premium for The Garcias ends on /)
    // Still covered until the period the payer paid for ends, although Maria renews nothing for them.
    expect((await smartPlanner(sofia, groupId)).statusCode).toBe(200)
    clock = new Date(start.getTime() + 31 * DAY_MS)
    try {
      expect(codeOf(await smartPlanner(sofia, groupId))).toBe('TIER_REQUIRED')
    } finally {
      clock = start
    }
  })

  it('moves the cover between the payer’s two groups, never to a group the payer is not in', async () => {
    const { maria, carlos, olga, groupId } = await family()
    const second = await createGroupOf(maria, [olga])
    await buy(maria, 'premium', groupId)
    expect(codeOf(await smartPlanner(olga, second))).toBe('TIER_REQUIRED')
    const moved = await maria.json<SubscriptionInfo>('PUT', '/api/subscription/cover', { groupId: second })
    expect(moved.covers).toMatchObject({ groupId: second })
    expect((await smartPlanner(olga, second)).statusCode).toBe(200)
    expect(codeOf(await smartPlanner(carlos, groupId))).toBe('TIER_REQUIRED')
    const olgaOwn = await createGroupOf(olga, [])
    const foreign = await maria.call('PUT', '/api/subscription/cover', { groupId: olgaOwn })
    expect(foreign.statusCode).toBe(404)
    expect((await maria.json<SubscriptionInfo>('GET', '/api/subscription/info')).covers).toMatchObject({
      groupId: second,
    })
  })

  it('refuses a checkout for a group the payer is not in, and covers nothing without a group', async () => {
    const { maria, olga } = await family()
    const olgaGroup = await createGroupOf(olga, [])
    const foreign = await maria.call('POST', '/api/create-checkout-session', {
      tier: 'plus',
      groupId: olgaGroup,
    })
    expect(foreign.statusCode).toBe(404)
    const loner = await signUp(t, 'Lena')
    await buy(loner, 'plus')
    expect((await loner.json<SubscriptionInfo>('GET', '/api/subscription/info')).covers).toBeNull()
  })

  it('refuses to move the cover of a plan nobody paid for', async () => {
    const { sofia, groupId } = await family()
    const response = await sofia.call('PUT', '/api/subscription/cover', { groupId })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().message).toBe(
      'Only a paid plan can cover a family group. Choose a plan first.',
    )
  })
})

describe('tonight is never blocked by a quota', () => {
  it('does not count recipes shown for a decision the group made, and counts typed searches', async () => {
    const { maria, carlos, sofia, groupId } = await family()
    const { session } = await maria.json<{ session: { id: number } }>('POST', '/api/elimination-session', {
      groupId,
      category: 'cuisine',
    })
    for (const member of [maria, carlos, sofia])
      await member.json('POST', `/api/elimination-session/${session.id}/choose`, { optionId: 'italian' })
    const board = await maria.json<{ session: { status: string } }>(
      'GET',
      `/api/elimination-session/${session.id}`,
    )
    expect(board.session.status).toBe('decided')
    // Carlos spent his searches at lunch.
    for (let index = 0; index < SMALL_TIERS.free.limits.recipeSearches; index += 1)
      expect((await carlos.call('GET', '/api/recipes/search?q=soup')).statusCode).toBe(200)
    expect(codeOf(await carlos.call('GET', '/api/recipes/search?q=soup'))).toBe('LIMIT_REACHED')
    for (let index = 0; index < 3; index += 1) {
      const tonight = await carlos.call('POST', `/api/recipes/generate/italian?count=3&groupId=${groupId}`)
      expect(tonight.statusCode, tonight.body).toBe(200)
    }
    // Another cuisine than the decided one is a search like any other.
    expect(codeOf(await carlos.call('POST', `/api/recipes/generate/thai?count=3&groupId=${groupId}`))).toBe(
      'LIMIT_REACHED',
    )
  })

  it('hands out no second day when the time zone moves to a zone where it is already tomorrow', async () => {
    const user = await signUp(t, 'Hopper')
    await user.json('PUT', '/api/user/timezone', { timezone: 'Pacific/Pago_Pago' })
    for (let index = 0; index < SMALL_TIERS.free.limits.recipeSearches; index += 1)
      expect((await user.call('GET', '/api/recipes/search?q=soup')).statusCode).toBe(200)
    // 15:00 UTC is 04:00 in Pago Pago and already 05:00 tomorrow in Kiritimati.
    await user.json('PUT', '/api/user/timezone', { timezone: 'Pacific/Kiritimati' })
    expect(codeOf(await user.call('GET', '/api/recipes/search?q=soup'))).toBe('LIMIT_REACHED')
    await user.json('PUT', '/api/user/timezone', { timezone: 'Pacific/Pago_Pago' })
    expect(codeOf(await user.call('GET', '/api/recipes/search?q=soup'))).toBe('LIMIT_REACHED')
  })
})

async function emailOf(user: TestUser) {
  return (await user.json<{ email: string }>('GET', '/api/auth/user')).email
}
