import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readTestDatabaseUrl } from '../../config'
import { startFakeOverpass, type FakePlacesServer } from '../../testing/fake-places-servers'
import { startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'
import { seedRecipeCatalog } from '../recipes/recipe-catalog'
import { createGroupOf, signUp } from '../../testing/recipe-test-app'

const SPRINGFIELD = { latitude: 39.8, longitude: -89.65 }

// PostgreSQL only: counted at the driver, every statement a vote sends (auth, BEGIN and COMMIT included).
describe.skipIf(!readTestDatabaseUrl())('the cost of a vote on recipe and restaurant boards', () => {
  let t: TestApp
  let overpass: FakePlacesServer
  beforeAll(async () => {
    overpass = await startFakeOverpass()
    // As startRecipeTestApp boots it (catalog seeded), with places from the local fake.
    t = await startTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '100000',
        JOIN_RATE_LIMIT_PER_IP: '100000',
        TIERS_FILE: UNLIMITED_TIERS_FILE,
        PLACES_PROVIDER: 'osm',
        OVERPASS_URL: overpass.url,
      },
    })
    await seedRecipeCatalog(t.database.db)
  })
  afterAll(async () => {
    await t.close()
    await overpass.close()
  })

  /** A two-member group's board of the given wish, opened by the owner; the owner's first vote already sent. */
  async function openBoard(wish: Record<string, unknown>) {
    const owner = await signUp(t, 'Owner')
    const groupId = await createGroupOf(owner, [await signUp(t, 'Member')])
    const { session } = await owner.json<{ session: { id: number; options: Array<{ id: string }> } }>(
      'POST',
      '/api/elimination-session',
      { groupId, ...wish },
    )
    const url = `/api/elimination-session/${session.id}`
    const optionIds = session.options.map((option) => option.id)
    // The member's first vote of the round also tells the dashboards; the counts below are for the votes after.
    await owner.json('POST', `${url}/prefer`, { optionId: optionIds[0] })
    const query = vi.spyOn(pg.Client.prototype, 'query')
    const statementsFor = async (action: string, optionId?: string) => {
      query.mockClear()
      const response = await owner.call('POST', `${url}/${action}`, optionId ? { optionId } : {})
      expect(response.statusCode, response.body).toBe(200)
      return query.mock.calls.length
    }
    return { optionIds, statementsFor, stopCounting: () => query.mockRestore() }
  }

  it('costs 2 round trips per vote of any kind on a cooking board over catalog recipes', async () => {
    const { optionIds, statementsFor, stopCounting } = await openBoard({
      category: 'cooking',
      cuisineId: 'italian',
    })
    try {
      expect(optionIds.length).toBeGreaterThanOrEqual(3)
      expect(optionIds.every((id) => id.startsWith('recipe-'))).toBe(true)
      const counts = {
        eliminate: await statementsFor('eliminate', optionIds[1]),
        prefer: await statementsFor('prefer', optionIds[2]),
        choose: await statementsFor('choose', optionIds[2]),
        submit: await statementsFor('submit'),
      }
      // BEGIN with the lock and the board's read, then write + record + notify with COMMIT: two round trips.
      expect(counts).toEqual({ eliminate: 2, prefer: 2, choose: 2, submit: 2 })
    } finally {
      stopCounting()
    }
  })

  it('costs 2 round trips per vote of any kind on an ordering board over nearby places', async () => {
    const { optionIds, statementsFor, stopCounting } = await openBoard({
      category: 'ordering',
      cuisineId: 'italian',
      serviceType: 'dine-in',
      ...SPRINGFIELD,
    })
    try {
      // The fake's open Italian dine-in places: two, so the veto comes last and decides the board.
      expect(optionIds).toHaveLength(2)
      expect(optionIds.every((id) => id.startsWith('place-'))).toBe(true)
      const counts = {
        prefer: await statementsFor('prefer', optionIds[1]),
        choose: await statementsFor('choose', optionIds[1]),
        submit: await statementsFor('submit'),
        eliminate: await statementsFor('eliminate', optionIds[0]),
      }
      expect(counts).toEqual({ prefer: 2, choose: 2, submit: 2, eliminate: 2 })
    } finally {
      stopCounting()
    }
  })
})
