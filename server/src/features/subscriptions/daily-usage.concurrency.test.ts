import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dailyUsage } from '../../db/schema'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'
import { calendarDayIn } from '@forkcast/contract/calendar'
import { consumeDailyUsage } from './subscriptions.service'
import { DEFAULT_TIERS } from './tiers'

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the 20 calls really overlap; PGlite runs them one by one.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

describe('daily counters under concurrency', () => {
  it('lets exactly 3 of 20 concurrent searches through when 3 are left', async () => {
    const { userId } = await registerUser(t.app)
    const limit = DEFAULT_TIERS.free.limits.recipeSearches
    await t.database.db
      .insert(dailyUsage)
      .values({ userId, kind: 'recipeSearches', day: calendarDayIn(new Date(), null), count: limit - 3 })

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeDailyUsage(t.app.ctx, { userId, kind: 'recipeSearches' })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    const refusals = results.filter((result) => result.status === 'rejected')
    expect(refusals).toHaveLength(17)
    for (const refusal of refusals) expect(refusal.reason).toMatchObject({ code: 'LIMIT_REACHED' })

    const [row] = await t.database.db
      .select({ count: dailyUsage.count })
      .from(dailyUsage)
      .where(eq(dailyUsage.userId, userId))
    expect(row?.count).toBe(limit)
  })

  it('lets exactly the limit through when 20 first searches of the day race', async () => {
    const { userId } = await registerUser(t.app)
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => consumeDailyUsage(t.app.ctx, { userId, kind: 'restaurantSearches' })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
      DEFAULT_TIERS.free.limits.restaurantSearches,
    )
  })
})
