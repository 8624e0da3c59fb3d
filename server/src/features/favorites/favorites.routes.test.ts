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

/** Maria's group with Carlos in it. */
async function family() {
  const maria = await registerUser(t.app, { firstName: 'Maria' })
  const carlos = await registerUser(t.app, { firstName: 'Carlos' })
  const group = (await call(maria.cookie, 'POST', '/api/family-groups', { name: 'The Garcias' })).json()
  const joined = await call(carlos.cookie, 'POST', '/api/family-groups/join', {
    inviteCode: group.inviteCode,
  })
  expect(joined.statusCode).toBe(200)
  return { maria, carlos, groupId: group.id as number }
}

describe('family favorites', () => {
  it("puts a restaurant Carlos saves after a group decision on Maria's list, saved by Carlos, and both edit its notes and remove it", async () => {
    const { maria, carlos, groupId } = await family()
    const board = await call(maria.cookie, 'POST', '/api/elimination-session', {
      groupId,
      category: 'cuisine',
    })
    const decided = await call(
      carlos.cookie,
      'POST',
      `/api/elimination-session/${board.json().session.id}/random-pick`,
    )
    expect(decided.json().decision.optionId).toEqual(expect.any(String))
    // The results page of a decision sends no group: the saver's first group is where it goes.
    const saved = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', nonna)
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toMatchObject({ groupId, groupName: 'The Garcias', savedBy: 'Carlos' })
    const id = saved.json().id

    for (const url of ['/api/favorite-restaurants', `/api/favorite-restaurants?groupId=${groupId}`]) {
      const list = (await call(maria.cookie, 'GET', url)).json()
      expect(list).toEqual([expect.objectContaining({ id, name: 'Trattoria Nonna', savedBy: 'Carlos' })])
    }
    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants/check/osm-node-1001')).json()).toEqual(
      {
        isFavorite: true,
        favoriteId: id,
      },
    )

    const mariaNote = await call(maria.cookie, 'PATCH', `/api/favorite-restaurants/${id}`, {
      notes: 'Book the big table',
    })
    expect(mariaNote.json()).toMatchObject({ notes: 'Book the big table', savedBy: 'Carlos' })
    expect((await call(carlos.cookie, 'GET', '/api/favorite-restaurants')).json()[0].notes).toBe(
      'Book the big table',
    )
    await call(carlos.cookie, 'PATCH', `/api/favorite-restaurants/${id}`, { notes: 'Closed Mondays' })
    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants')).json()[0].notes).toBe(
      'Closed Mondays',
    )

    expect((await call(maria.cookie, 'DELETE', `/api/favorite-restaurants/${id}`)).json()).toEqual({
      success: true,
    })
    expect((await call(carlos.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])

    const again = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', { ...nonna, groupId })
    expect(again.statusCode).toBe(201)
    expect(
      (await call(carlos.cookie, 'DELETE', `/api/favorite-restaurants/${again.json().id}`)).statusCode,
    ).toBe(200)
  })

  it('keeps a family favorite in the group when its saver deletes their account, and drops their own', async () => {
    const { maria, carlos, groupId } = await family()
    const shared = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', { ...nonna, groupId })
    await call(carlos.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      placeId: 'osm-node-2002',
      groupId: null,
    })
    const deleted = await call(carlos.cookie, 'DELETE', '/api/account', { password: 'correct horse battery' })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([
      expect.objectContaining({ id: shared.json().id, savedBy: 'a former member', groupId }),
    ])
    const rows = await t.database.db.execute(
      `select count(*)::int as n from favorite_restaurants where place_id = 'osm-node-2002'`,
    )
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0)
  })

  it('keeps a personal favorite from the group: only its saver sees, edits or removes it', async () => {
    const { maria, carlos, groupId } = await family()
    const mine = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', { ...nonna, groupId: null })
    expect(mine.statusCode).toBe(201)
    expect(mine.json()).toMatchObject({ groupId: null, groupName: null, savedBy: 'Carlos' })
    const id = mine.json().id

    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
    expect((await call(maria.cookie, 'GET', `/api/favorite-restaurants?groupId=${groupId}`)).json()).toEqual(
      [],
    )
    expect((await call(carlos.cookie, 'GET', `/api/favorite-restaurants?groupId=${groupId}`)).json()).toEqual(
      [],
    )
    expect(
      (await call(maria.cookie, 'GET', '/api/favorite-restaurants/check/osm-node-1001')).json().isFavorite,
    ).toBe(false)
    expect(
      (await call(maria.cookie, 'PATCH', `/api/favorite-restaurants/${id}`, { notes: 'mine now' }))
        .statusCode,
    ).toBe(404)
    expect((await call(maria.cookie, 'DELETE', `/api/favorite-restaurants/${id}`)).statusCode).toBe(404)
    expect((await call(carlos.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([
      expect.objectContaining({ id, notes: null }),
    ])
  })

  it('keeps one favorite when two members save the same place for the group, with the first save and its notes', async () => {
    const { maria, carlos, groupId } = await family()
    const first = await call(maria.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      groupId,
      notes: 'Ask for Rosa',
    })
    expect(first.statusCode).toBe(201)
    const second = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      name: 'Nonna (again)',
      groupId,
      notes: 'Other note',
    })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect((await call(carlos.cookie, 'GET', `/api/favorite-restaurants?groupId=${groupId}`)).json()).toEqual(
      [expect.objectContaining({ id: first.json().id, notes: 'Ask for Rosa', savedBy: 'Maria' })],
    )
    // The same place kept personally is a separate favorite of its own.
    const personal = await call(carlos.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      groupId: null,
    })
    expect(personal.statusCode).toBe(201)
    expect((await call(carlos.cookie, 'GET', '/api/favorite-restaurants')).json()).toHaveLength(2)
  })

  it('answers 404 to someone outside the group for its favorites and for saving into it, and writes nothing', async () => {
    const { maria, groupId } = await family()
    const stranger = await registerUser(t.app, { firstName: 'Stranger' })
    const saved = (
      await call(maria.cookie, 'POST', '/api/favorite-restaurants', { ...nonna, groupId })
    ).json()

    expect(
      (await call(stranger.cookie, 'GET', `/api/favorite-restaurants?groupId=${groupId}`)).statusCode,
    ).toBe(404)
    const intoGroup = await call(stranger.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      placeId: 'osm-node-2002',
      groupId,
    })
    expect(intoGroup.statusCode).toBe(404)
    expect(
      (await call(stranger.cookie, 'PATCH', `/api/favorite-restaurants/${saved.id}`, { notes: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await call(stranger.cookie, 'DELETE', `/api/favorite-restaurants/${saved.id}`)).statusCode).toBe(
      404,
    )
    expect((await call(stranger.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([
      expect.objectContaining({ id: saved.id, notes: null }),
    ])
  })

  it('answers 400 naming groupId for a group id that is not a number', async () => {
    const { maria } = await family()
    const list = await call(maria.cookie, 'GET', '/api/favorite-restaurants?groupId=abc')
    expect(list.statusCode).toBe(400)
    expect(list.json().issues[0].path).toBe('groupId')
    const save = await call(maria.cookie, 'POST', '/api/favorite-restaurants', {
      ...nonna,
      groupId: 'garcias',
    })
    expect(save.statusCode).toBe(400)
    expect(save.json().issues[0].path).toBe('groupId')
    expect((await call(maria.cookie, 'GET', '/api/favorite-restaurants')).json()).toEqual([])
  })
})
