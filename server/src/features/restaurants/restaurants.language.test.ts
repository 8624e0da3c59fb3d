import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RestaurantSearchResult } from '@forkcast/contract/restaurants.schemas'
import { startFakeOverpass, type FakePlacesServer } from '../../testing/fake-places-servers'
import { registerUser, startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'

let t: TestApp
let overpass: FakePlacesServer
beforeAll(async () => {
  overpass = await startFakeOverpass()
  t = await startTestApp({
    env: {
      OVERPASS_URL: overpass.url,
      PLACES_TIMEOUT_MS: '800',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      TIERS_FILE: UNLIMITED_TIERS_FILE,
    },
  })
})
afterAll(async () => {
  await t.close()
  await overpass.close()
})

// Springfield, IL: Trattoria Nonna is about 0.2 mi from the ZIP code's centre, open now.
const SPRINGFIELD_ZIP = '62701'

const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload })

const speaking = async (language: 'en' | 'es') => {
  const person = await registerUser(t.app)
  expect((await call(person.cookie, 'PUT', '/api/user/language', { language })).statusCode).toBe(200)
  return person
}

const nonnaFor = async (cookie: string, cuisine: string) => {
  const response = await call(cookie, 'POST', '/api/restaurants/search', {
    cuisine,
    serviceType: 'delivery',
    zipCode: SPRINGFIELD_ZIP,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response
    .json<RestaurantSearchResult>()
    .restaurants.find((place) => place.name === 'Trattoria Nonna')!
}

describe('restaurant match reasons in the language of the person searching', () => {
  it('tells a person who chose Spanish why a place matches, in Spanish', async () => {
    const { cookie } = await speaking('es')
    const nonna = await nonnaFor(cookie, 'Italian')
    expect(nonna.matchReasons).toEqual([
      'Italiana, como elegiste',
      `a ${nonna.distance.toFixed(1).replace('.', ',')} mi`,
      'abierto ahora',
    ])
  })

  it('names the cuisines a Spanish speaker excludes in Spanish', async () => {
    const { cookie } = await speaking('es')
    await call(cookie, 'PUT', '/api/user/preferences', { excludedFoodTypes: ['italian'] })
    expect((await nonnaFor(cookie, 'Italian')).matchReasons).toContain('tú excluyes: Italiana')
  })

  it('keeps the English exactly as it was for an English speaker', async () => {
    const { cookie } = await speaking('en')
    const nonna = await nonnaFor(cookie, 'Italian')
    expect(nonna.matchReasons).toEqual([
      'Italian, as you chose',
      `${nonna.distance.toFixed(1)} mi away`,
      'open now',
    ])
  })
})
