import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_GROUP_MEMBERS } from '@forkcast/contract/groups.schemas'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (cookie: string, method: Method, url: string, payload?: unknown, ip = '10.1.1.1') =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  })

const createGroup = async (cookie: string, name = 'The Okafors') => {
  const response = await call(cookie, 'POST', '/api/family-groups', { name })
  expect(response.statusCode).toBe(201)
  return response.json<{ id: number; inviteCode: string; name: string }>()
}

describe('creating a group', () => {
  it('trims the name and makes the creator its owner and first member', async () => {
    const owner = await registerUser(t.app, { firstName: 'Ada', lastName: 'Okafor' })
    const response = await call(owner.cookie, 'POST', '/api/family-groups', { name: '  The Okafors  ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'The Okafors',
      memberCount: 1,
      isOwner: true,
      ownerId: owner.userId,
    })
    const members = await call(owner.cookie, 'GET', `/api/family-groups/${response.json().id}/members`)
    expect(members.json()).toEqual([
      expect.objectContaining({ userId: owner.userId, initials: 'AO', isOwner: true }),
    ])
    const me = await call(owner.cookie, 'GET', '/api/auth/user')
    expect(me.json().familyGroups).toEqual([expect.objectContaining({ name: 'The Okafors', memberCount: 1 })])
  })

  it('refuses an empty or over-long name with a 400 naming the field', async () => {
    const { cookie } = await registerUser(t.app)
    for (const name of ['   ', 'x'.repeat(61)]) {
      const response = await call(cookie, 'POST', '/api/family-groups', { name })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues[0].path).toBe('name')
    }
    expect((await call(cookie, 'GET', '/api/family-groups')).json()).toEqual([])
  })
})

describe('joining by invite code', () => {
  it('accepts lower case and spaces, and counts the new member', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const joiner = await registerUser(t.app)
    const response = await call(joiner.cookie, 'POST', '/api/family-groups/join', {
      inviteCode: `  ${group.inviteCode.toLowerCase()} `,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: group.id, memberCount: 2, isOwner: false })
  })

  it('answers 400 for a code of the wrong length', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'POST', '/api/family-groups/join', { inviteCode: 'ABC' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      { path: 'inviteCode', message: 'Please enter a valid 8-character invite code.' },
    ])
  })

  it('answers 404 for an unknown code', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'POST', '/api/family-groups/join', { inviteCode: 'ZZZZZZZZ' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No group found with that invite code')
  })

  it('answers 409 when joining twice', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const response = await call(owner.cookie, 'POST', '/api/family-groups/join', {
      inviteCode: group.inviteCode,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('You are already in this group')
  })

  it('answers 409 when the group already has 20 members', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    for (let index = 1; index < MAX_GROUP_MEMBERS; index += 1) {
      const member = await registerUser(t.app)
      expect(
        (
          await call(
            member.cookie,
            'POST',
            '/api/family-groups/join',
            { inviteCode: group.inviteCode },
            `10.2.0.${index}`,
          )
        ).statusCode,
      ).toBe(200)
    }
    const late = await registerUser(t.app)
    const response = await call(
      late.cookie,
      'POST',
      '/api/family-groups/join',
      { inviteCode: group.inviteCode },
      '10.3.0.1',
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/full/)
  })

  it('rate limits join attempts so codes cannot be guessed', async () => {
    const { cookie } = await registerUser(t.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await call(cookie, 'POST', '/api/family-groups/join', { inviteCode: 'QQQQQQQQ' }, '10.9.9.9'))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('leaving', () => {
  it('passes ownership to the longest-standing member when the owner leaves', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const second = await registerUser(t.app)
    const third = await registerUser(t.app)
    await call(second.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    await call(third.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    const leave = await call(owner.cookie, 'DELETE', `/api/family-groups/${group.id}`)
    expect(leave.json()).toEqual({ success: true, groupDeleted: false })
    const after = await call(second.cookie, 'GET', `/api/family-groups/${group.id}`)
    expect(after.json()).toMatchObject({ ownerId: second.userId, isOwner: true, memberCount: 2 })
    expect((await call(owner.cookie, 'GET', `/api/family-groups/${group.id}`)).statusCode).toBe(404)
  })

  it('deletes the group when the last member leaves', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const leave = await call(owner.cookie, 'DELETE', `/api/family-groups/${group.id}`)
    expect(leave.json()).toEqual({ success: true, groupDeleted: true })
    const joiner = await registerUser(t.app)
    expect(
      (await call(joiner.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode }))
        .statusCode,
    ).toBe(404)
  })
})

describe("the owner's actions", () => {
  it('regenerates the invite code so the old one stops working', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const response = await call(owner.cookie, 'POST', `/api/family-groups/${group.id}/invite-code`)
    expect(response.statusCode).toBe(200)
    expect(response.json().inviteCode).not.toBe(group.inviteCode)
    const joiner = await registerUser(t.app)
    expect(
      (await call(joiner.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await call(joiner.cookie, 'POST', '/api/family-groups/join', {
          inviteCode: response.json().inviteCode,
        })
      ).statusCode,
    ).toBe(200)
  })

  it('renames the group and removes a member; other members may not', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const member = await registerUser(t.app)
    await call(member.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })

    expect(
      (await call(member.cookie, 'PATCH', `/api/family-groups/${group.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(403)
    expect(
      (await call(member.cookie, 'DELETE', `/api/family-groups/${group.id}/members/${owner.userId}`))
        .statusCode,
    ).toBe(403)
    expect((await call(member.cookie, 'POST', `/api/family-groups/${group.id}/invite-code`)).statusCode).toBe(
      403,
    )

    const renamed = await call(owner.cookie, 'PATCH', `/api/family-groups/${group.id}`, {
      name: ' Sunday Cooks ',
    })
    expect(renamed.json().name).toBe('Sunday Cooks')
    const removed = await call(
      owner.cookie,
      'DELETE',
      `/api/family-groups/${group.id}/members/${member.userId}`,
    )
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toHaveLength(1)
    expect((await call(member.cookie, 'GET', `/api/family-groups/${group.id}`)).statusCode).toBe(404)
  })

  it('cannot remove themselves (they leave instead)', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const response = await call(
      owner.cookie,
      'DELETE',
      `/api/family-groups/${group.id}/members/${owner.userId}`,
    )
    expect(response.statusCode).toBe(400)
  })
})

describe('privacy', () => {
  it('answers 404 to non-members on every group route', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie)
    const stranger = await registerUser(t.app)
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', `/api/family-groups/${group.id}`],
      ['GET', `/api/family-groups/${group.id}/members`],
      ['PATCH', `/api/family-groups/${group.id}`, { name: 'x' }],
      ['DELETE', `/api/family-groups/${group.id}`],
      ['DELETE', `/api/family-groups/${group.id}/members/${owner.userId}`],
      ['POST', `/api/family-groups/${group.id}/invite-code`],
    ]
    for (const [method, url, payload] of routes) {
      const response = await call(stranger.cookie, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json().message).toBe('Group not found')
    }
    expect((await call(stranger.cookie, 'GET', '/api/family-groups/999999')).statusCode).toBe(404)
  })

  it('answers 401 to signed-out callers', async () => {
    expect((await t.app.inject({ url: '/api/family-groups' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/family-groups', payload: { name: 'x' } })).statusCode,
    ).toBe(401)
  })

  it('shows an invite preview with the group name to anyone holding the code', async () => {
    const owner = await registerUser(t.app)
    const group = await createGroup(owner.cookie, 'Lunch Club')
    const preview = await t.app.inject({ url: `/api/invites/${group.inviteCode.toLowerCase()}` })
    expect(preview.json()).toEqual({ groupName: 'Lunch Club', memberCount: 1, isFull: false })
    expect((await t.app.inject({ url: '/api/invites/NOPENOPE' })).statusCode).toBe(404)
  })
})
