import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RestaurantSearchResult } from '@forkcast/contract/restaurants.schemas'
import { buildApp } from '../../app'
import {
  FAKE_GOOGLE_API_KEY,
  startFakeGooglePlaces,
  type FakePlacesServer,
} from '../../testing/fake-places-servers'
import {
  createTestConfig,
  registerUser,
  startTestApp,
  UNLIMITED_TIERS_FILE,
  type TestApp,
} from '../../testing/test-app'

let t: TestApp
let google: FakePlacesServer

beforeAll(async () => {
  google = await startFakeGooglePlaces()
  t = await startTestApp({
    env: {
      TIERS_FILE: UNLIMITED_TIERS_FILE,
      GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_API_KEY,
      GOOGLE_PLACES_BASE_URL: google.url,
      PLACES_TIMEOUT_MS: '800',
    },
  })
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const payload = { cuisine: 'italian', serviceType: 'delivery', latitude: 41.88, longitude: -87.63 }

describe('searching with Google Places when a key is set', () => {
  it('answers Google places with ratings, prices and open-now, using the key and a field mask', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/search',
      headers: { cookie },
      payload,
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<RestaurantSearchResult>()
    expect(result.provider).toBe('google')
    // The fake says Osteria does not deliver; Far Away Pasta is outside the 5 km radius.
    expect(result.restaurants.map((restaurant) => restaurant.name)).toEqual([
      'Trattoria Nonna',
      'Slice Corner',
    ])
    expect(result.restaurants[0]).toMatchObject({
      placeId: 'ChIJfake1001',
      rating: 4.7,
      priceLevel: 2,
      openNow: true,
      cuisine: 'Italian',
      distanceUnit: 'mi',
    })
    expect(result.restaurants[0]!.matchReasons).toContain('rated 4.7')
    const sent = google.requests.at(-1)!
    expect(sent.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_API_KEY)
    expect(sent.headers['x-goog-fieldmask']).toContain('places.displayName')
    expect(JSON.parse(sent.body)).toMatchObject({ textQuery: 'Italian restaurant' })
  })

  it('answers 502 PROVIDER_UNAVAILABLE when Google refuses the key', async () => {
    const wrongKey = await buildApp({
      config: createTestConfig({ GOOGLE_PLACES_API_KEY: 'wrong', GOOGLE_PLACES_BASE_URL: google.url }),
      database: t.database,
    })
    try {
      const { cookie } = await registerUser(wrongKey)
      const response = await wrongKey.inject({
        method: 'POST',
        url: '/api/restaurants/search',
        headers: { cookie },
        payload: { ...payload, cuisine: 'thai' },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json().code).toBe('PROVIDER_UNAVAILABLE')
    } finally {
      await wrongKey.close()
    }
  })

  it('uses OpenStreetMap when PLACES_PROVIDER=osm even with a key set', async () => {
    const osm = await buildApp({
      config: createTestConfig({
        PLACES_PROVIDER: 'osm',
        GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_API_KEY,
        // Nothing listens here: the OSM provider is the one asked, and it fails.
        OVERPASS_URL: 'http://127.0.0.1:9/api/interpreter',
      }),
      database: t.database,
    })
    try {
      const { cookie } = await registerUser(osm)
      const asked = google.requests.length
      const response = await osm.inject({
        method: 'POST',
        url: '/api/restaurants/search',
        headers: { cookie },
        payload: { ...payload, cuisine: 'korean' },
      })
      expect(response.statusCode).toBe(502)
      expect(google.requests.length).toBe(asked)
    } finally {
      await osm.close()
    }
  })
})
