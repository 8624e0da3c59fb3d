import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  type RestaurantSearchResult,
} from '@forkcast/contract/restaurants.schemas'
import { buildApp } from '../../app'
import { restaurantSearchCache } from '../../db/schema'
import { startFakeOverpass, type FakePlacesServer } from '../../testing/fake-places-servers'
import {
  createTestConfig,
  registerUser,
  startTestApp,
  UNLIMITED_TIERS_FILE,
  type TestApp,
} from '../../testing/test-app'

let t: TestApp
let overpass: FakePlacesServer
let env: Record<string, string>

beforeAll(async () => {
  overpass = await startFakeOverpass()
  env = { OVERPASS_URL: overpass.url, PLACES_TIMEOUT_MS: '800', AUTH_RATE_LIMIT_PER_IP: '100000' }
  // Unlimited plans here: the daily limit has its own test below, on the default plans.
  t = await startTestApp({ env: { ...env, TIERS_FILE: UNLIMITED_TIERS_FILE } })
})
afterAll(async () => {
  await t.close()
  await overpass.close()
})
beforeEach(async () => {
  overpass.setMode('ok')
  await t.database.db.delete(restaurantSearchCache)
})

// Springfield, IL 62701 and a point in Lyon, France.
const SPRINGFIELD_ZIP = '62701'
const LYON = { latitude: 45.764, longitude: 4.8357 }

const search = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/restaurants/search', headers: { cookie }, payload })

const cachedRows = () => t.database.db.select().from(restaurantSearchCache)

describe('the daily restaurant-search limit', () => {
  it('lets a free user search five times a day, then answers 403 LIMIT_REACHED without asking the provider', async () => {
    const limited = await startTestApp({ env })
    try {
      const { cookie } = await registerUser(limited.app)
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/restaurants/search',
          headers: { cookie },
          payload: { cuisine: 'Italian', serviceType: 'delivery', zipCode: SPRINGFIELD_ZIP },
        })
      for (let index = 0; index < 5; index += 1) expect((await ask()).statusCode).toBe(200)
      const asked = overpass.requests.length
      const refused = await ask()
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'LIMIT_REACHED', message: expect.stringMatching(/Plus/) })
      expect(overpass.requests.length).toBe(asked)
    } finally {
      await limited.close()
    }
  })
})

describe('searching by ZIP code with OpenStreetMap', () => {
  it('answers nearby places of the cuisine that deliver, best match first, in miles', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await search(cookie, {
      cuisine: 'Italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<RestaurantSearchResult>()
    expect(result.provider).toBe('osm')
    expect(result.distanceUnit).toBe('mi')
    // Osteria says it does not deliver, Golden Dragon is Chinese, Far Away Pasta is 60 km off, one has no name.
    expect(result.restaurants.map((restaurant) => restaurant.name)).toEqual([
      'Trattoria Nonna',
      'Slice Corner',
    ])
    const [nonna, slice] = result.restaurants
    expect(nonna).toMatchObject({
      placeId: 'osm-node-1001',
      address: '12 Mulberry Street, Springfield',
      cuisine: 'Italian',
      phoneNumber: '+1 555 0101',
      website: 'https://nonna.example/',
      openNow: true,
      distanceUnit: 'mi',
      rating: null,
      priceLevel: null,
    })
    expect(nonna!.distance).toBeGreaterThan(0.15)
    expect(nonna!.distance).toBeLessThan(0.3)
    expect(nonna!.matchReasons).toEqual([
      'Italian, as you chose',
      `${nonna!.distance.toFixed(1)} mi away`,
      'open now',
    ])
    expect(slice!.openNow).toBe(false)
    expect(nonna!.matchScore).toBeGreaterThan(slice!.matchScore)
  })

  it('asks Overpass once, identified, for eating places with the cuisine tag near the ZIP centre', async () => {
    const { cookie } = await registerUser(t.app)
    const before = overpass.requests.length
    await search(cookie, {
      cuisine: 'italian',
      serviceType: 'takeout',
      zipCode: SPRINGFIELD_ZIP,
      radius: 3000,
    })
    expect(overpass.requests.length).toBe(before + 1)
    const sent = overpass.requests.at(-1)!
    expect(sent.headers['user-agent']).toMatch(/^Forkcast\/1\.0 /)
    const query = new URLSearchParams(sent.body).get('data') ?? ''
    expect(query).toContain('nwr["amenity"~"^(restaurant|fast_food|cafe)$"]')
    expect(query).toContain('["cuisine"~"(^|;) *(italian|pizza|pasta|italian_pizza) *(;|$)",i]')
    expect(query).toContain('["takeaway"!="no"]')
    expect(query).toMatch(/\(around:3000,39\.8\d+,-89\.6\d+\)/)
  })

  it('answers a repeat search near the same spot from the shared cache, on another instance too', async () => {
    const { cookie } = await registerUser(t.app)
    const first = await search(cookie, {
      cuisine: 'italian',
      serviceType: 'delivery',
      latitude: 39.8,
      longitude: -89.65,
    })
    const asked = overpass.requests.length
    // 30 m away: the same ~100 m cell.
    const again = await search(cookie, {
      cuisine: 'italian',
      serviceType: 'delivery',
      latitude: 39.80025,
      longitude: -89.65,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().restaurants.map((r: { placeId: string }) => r.placeId)).toEqual(
      first.json().restaurants.map((r: { placeId: string }) => r.placeId),
    )
    const second = await buildApp({ config: createTestConfig(env), database: t.database })
    try {
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/restaurants/search',
        headers: { cookie },
        payload: { cuisine: 'italian', serviceType: 'delivery', latitude: 39.8, longitude: -89.65 },
      })
      expect(elsewhere.statusCode).toBe(200)
    } finally {
      await second.close()
    }
    expect(overpass.requests.length).toBe(asked)
    expect(await cachedRows()).toHaveLength(1)
  })

  it('asks the provider again once the cached answer is older than ten minutes', async () => {
    const { cookie } = await registerUser(t.app)
    const payload = { cuisine: 'italian', serviceType: 'delivery', zipCode: SPRINGFIELD_ZIP }
    await search(cookie, payload)
    const asked = overpass.requests.length
    await t.database.db.update(restaurantSearchCache).set({ expiresAt: sql`now() - interval '1 second'` })
    await search(cookie, payload)
    expect(overpass.requests.length).toBe(asked + 1)
  })

  it('keeps one Overpass request in flight per instance, however many searches arrive', async () => {
    const { cookie } = await registerUser(t.app)
    overpass.setMode('slow', 100)
    const responses = await Promise.all(
      ['italian', 'chinese', 'thai'].map((cuisine) =>
        search(cookie, { cuisine, serviceType: 'delivery', zipCode: SPRINGFIELD_ZIP }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200])
    expect(overpass.maxConcurrent()).toBe(1)
  })

  it('shares one provider call between identical searches that arrive together', async () => {
    const { cookie } = await registerUser(t.app)
    overpass.setMode('slow', 100)
    const asked = overpass.requests.length
    const payload = { cuisine: 'mexican', serviceType: 'takeout', zipCode: SPRINGFIELD_ZIP }
    const responses = await Promise.all([1, 2, 3].map(() => search(cookie, payload)))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200])
    expect(overpass.requests.length).toBe(asked + 1)
  })

  it('gives kilometres outside the US and an empty list when nothing is found', async () => {
    const { cookie } = await registerUser(t.app)
    const found = await search(cookie, { cuisine: 'chinese', serviceType: 'dine-in', ...LYON })
    expect(found.json().distanceUnit).toBe('km')
    expect(found.json().restaurants[0]).toMatchObject({ name: 'Golden Dragon', distanceUnit: 'km' })
    overpass.setMode('empty')
    const empty = await search(cookie, { cuisine: 'korean', serviceType: 'dine-in', ...LYON })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toMatchObject({ restaurants: [], provider: 'osm' })
  })
})

describe('scoring for the group', () => {
  it('marks and lowers places whose cuisine a member excludes, and says when no one excludes it', async () => {
    const owner = await registerUser(t.app)
    const member = await registerUser(t.app)
    const group = (
      await t.app.inject({
        method: 'POST',
        url: '/api/family-groups',
        headers: { cookie: owner.cookie },
        payload: { name: 'Pizza Fans' },
      })
    ).json<{ id: number; inviteCode: string }>()
    await t.app.inject({
      method: 'POST',
      url: '/api/family-groups/join',
      headers: { cookie: member.cookie },
      payload: { inviteCode: group.inviteCode },
    })
    const payload = {
      cuisine: 'italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
      groupId: group.id,
    }
    const before = (await search(owner.cookie, payload)).json<RestaurantSearchResult>()
    expect(before.restaurants[0]!.matchReasons).toContain('Italian, as the group chose')
    expect(before.restaurants[0]!.matchReasons).toContain('no one in the group excludes it')

    const excluded = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie: member.cookie },
      payload: { excludedFoodTypes: ['italian'] },
    })
    expect(excluded.statusCode).toBe(200)
    const after = (await search(owner.cookie, payload)).json<RestaurantSearchResult>()
    const nonnaBefore = before.restaurants.find((r) => r.name === 'Trattoria Nonna')!
    const nonnaAfter = after.restaurants.find((r) => r.name === 'Trattoria Nonna')!
    expect(nonnaAfter.matchScore).toBeLessThan(nonnaBefore.matchScore)
    expect(nonnaAfter.matchReasons).toContain('someone in the group excludes Italian')
  })

  it('marks places whose cuisine the caller excludes when searching alone', async () => {
    const { cookie } = await registerUser(t.app)
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie },
      payload: { excludedFoodTypes: ['chinese'] },
    })
    const result = (
      await search(cookie, { cuisine: 'chinese', serviceType: 'delivery', zipCode: SPRINGFIELD_ZIP })
    ).json<RestaurantSearchResult>()
    expect(result.restaurants[0]!.matchReasons).toContain('you exclude Chinese')
    expect(result.restaurants[0]!.matchReasons).not.toContain('no one in the group excludes it')
  })

  it('answers 404 for a group the caller is not in, without asking the provider', async () => {
    const owner = await registerUser(t.app)
    const stranger = await registerUser(t.app)
    const group = (
      await t.app.inject({
        method: 'POST',
        url: '/api/family-groups',
        headers: { cookie: owner.cookie },
        payload: { name: 'Private' },
      })
    ).json<{ id: number }>()
    const asked = overpass.requests.length
    const response = await search(stranger.cookie, {
      cuisine: 'italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
      groupId: group.id,
    })
    expect(response.statusCode).toBe(404)
    expect(overpass.requests.length).toBe(asked)
  })
})

describe('refusing bad searches', () => {
  it('answers 401 to a signed-out caller', async () => {
    const response = await search('', {
      cuisine: 'italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
    })
    expect(response.statusCode).toBe(401)
  })

  it.each([
    [{ cuisine: 'italian', serviceType: 'delivery' }, 'zipCode'],
    [{ cuisine: 'italian', serviceType: 'delivery', zipCode: '1234' }, 'zipCode'],
    [{ cuisine: 'italian', serviceType: 'delivery', zipCode: '' }, 'zipCode'],
    [{ cuisine: 'italian', serviceType: 'delivery', latitude: 40 }, 'longitude'],
    [{ cuisine: 'italian', serviceType: 'delivery', latitude: 91, longitude: 0 }, 'latitude'],
    [{ cuisine: 'italian', serviceType: 'delivery', zipCode: '62701', latitude: 1, longitude: 1 }, 'zipCode'],
    [{ cuisine: 'pizza-hut', serviceType: 'delivery', zipCode: '62701' }, 'cuisine'],
    [{ cuisine: 'italian', serviceType: 'drive-through', zipCode: '62701' }, 'serviceType'],
    [{ cuisine: 'italian', serviceType: 'delivery', zipCode: '62701', radius: 50_001 }, 'radius'],
    [{ cuisine: 'italian', serviceType: 'delivery', zipCode: '62701', radius: 'far' }, 'radius'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const { cookie } = await registerUser(t.app)
    const response = await search(cookie, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
  })

  it('answers 400 saying what to enter for an unknown or non-US ZIP code', async () => {
    const { cookie } = await registerUser(t.app)
    for (const zipCode of ['00000', '99999']) {
      const response = await search(cookie, { cuisine: 'italian', serviceType: 'delivery', zipCode })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues).toEqual([
        {
          path: 'zipCode',
          message: `We could not find ZIP code ${zipCode}. Enter a 5-digit US ZIP code, or use your current location.`,
        },
      ])
    }
  })
})

describe('when the provider fails', () => {
  it.each([
    ['does not answer in time', 'slow' as const],
    ['answers an HTTP error', 'broken' as const],
    ['answers something that is not Overpass JSON', 'garbage' as const],
  ])('answers 502 PROVIDER_UNAVAILABLE and caches nothing when it %s', async (_label, mode) => {
    const { cookie } = await registerUser(t.app)
    overpass.setMode(mode, 2000)
    const response = await search(cookie, {
      cuisine: 'italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
    })
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({ code: 'PROVIDER_UNAVAILABLE', message: PROVIDER_UNAVAILABLE_MESSAGE })
    expect(await cachedRows()).toEqual([])
    overpass.setMode('ok')
    const recovered = await search(cookie, {
      cuisine: 'italian',
      serviceType: 'delivery',
      zipCode: SPRINGFIELD_ZIP,
    })
    expect(recovered.statusCode).toBe(200)
  })
})
