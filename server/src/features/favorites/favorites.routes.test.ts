import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (cookie: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, payload })

const nonna = {
  placeId: 'osm-node-1001',
  name: 'Trattoria Nonna',
  address: '12 Mulberry Street, Springfield',
  cuisine: 'Italian',
  rating: 4.7,
  priceLevel: 2,
  phoneNumber: '+1 555 0101',
  website: 'https://nonna.example/',
  photoUrl: null,
}

describe('favorite restaurants', () => {
  it('saves a restaurant once, however often it is added, and lists it with text rating and price', async () => {
    const { cookie } = await registerUser(t.app)
    const first = await call(cookie, 'POST', '/api/favorite-restaurants', nonna)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      placeId: 'osm-node-1001',
      rating: '4.7',
      priceLevel: '2',
      notes: null,
    })
    const again = await call(cookie, 'POST', '/api/favorite-restaurants', { ...nonna, name: 'Renamed' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const list = await call(cookie, 'GET', '/api/favorite-restaurants')
    expect(list.json()).toEqual([first.json()])
  })

  it('checks whether a place is saved', async () => {
    const { cookie } = await registerUser(t.app)
    const before = await call(cookie, 'GET', '/api/favorite-restaurants/check/osm-node-1001')
    expect(before.json()).toEqual({ isFavorite: false, favoriteId: null })
    const saved = (await call(cookie, 'POST', '/api/favorite-restaurants', nonna)).json()
    const after = await call(cookie, 'GET', '/api/favorite-restaurants/check/osm-node-1001')
    expect(after.json()).toEqual({ isFavorite: true, favoriteId: saved.id })
  })

  it('keeps notes and removes a favorite', async () => {
    const { cookie } = await registerUser(t.app)
    const saved = (
      await call(cookie, 'POST', '/api/favorite-restaurants', { ...nonna, notes: ' Ask for the terrace ' })
    ).json()
    expect(saved.notes).toBe('Ask for the terrace')
    const updated = await call(cookie, 'PATCH', `/api/favorite-restaurants/${saved.id}`, {
      notes: 'Closed Mondays',
    })
    expect(updated.json().notes).toBe('Closed Mondays')
    const removed = await call(cookie, 'DELETE', `/api/favorite-restaurants/${saved.id}`)
    expect(removed.json()).toEqual({ success: true })
    expect((await call(cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
    expect((await call(cookie, 'DELETE', `/api/favorite-restaurants/${saved.id}`)).statusCode).toBe(404)
  })

  it("answers 404 for another user's favorite and leaves it alone", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const saved = (await call(owner.cookie, 'POST', '/api/favorite-restaurants', nonna)).json()
    expect((await call(other.cookie, 'DELETE', `/api/favorite-restaurants/${saved.id}`)).statusCode).toBe(404)
    expect(
      (await call(other.cookie, 'PATCH', `/api/favorite-restaurants/${saved.id}`, { notes: 'x' })).statusCode,
    ).toBe(404)
    expect((await call(other.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
    expect(
      (await call(other.cookie, 'GET', '/api/favorite-restaurants/check/osm-node-1001')).json().isFavorite,
    ).toBe(false)
    expect((await call(owner.cookie, 'GET', '/api/favorite-restaurants')).json()).toHaveLength(1)
  })

  it('answers 400 naming the field for a missing name, a bad website or an id past the database range', async () => {
    const { cookie } = await registerUser(t.app)
    const noName = await call(cookie, 'POST', '/api/favorite-restaurants', { ...nonna, name: '  ' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().issues[0].path).toBe('name')
    const badSite = await call(cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      website: 'javascript:alert(1)',
    })
    expect(badSite.statusCode).toBe(400)
    expect(badSite.json().issues[0].path).toBe('website')
    const hugeId = await call(cookie, 'DELETE', '/api/favorite-restaurants/2147483648')
    expect(hugeId.statusCode).toBe(400)
    expect((await call(cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
  })

  it('answers 401 to every call from a signed-out caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorite-restaurants'],
      ['GET', '/api/favorite-restaurants/check/x'],
      ['POST', '/api/favorite-restaurants'],
      ['DELETE', '/api/favorite-restaurants/1'],
    ] as const) {
      expect((await call('', method, url, method === 'POST' ? nonna : undefined)).statusCode).toBe(401)
    }
  })
})
