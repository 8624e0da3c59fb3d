import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackupManifest } from '@forkcast/contract/backup.schemas'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let owner: Awaited<ReturnType<typeof registerUser>>
let member: Awaited<ReturnType<typeof registerUser>>
let outsider: Awaited<ReturnType<typeof registerUser>>
let admin: Awaited<ReturnType<typeof registerUser>>
let groupId: number

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: 'Boss@Example.com' } })
  owner = await registerUser(t.app)
  member = await registerUser(t.app)
  outsider = await registerUser(t.app)
  admin = await registerUser(t.app, { email: 'boss@example.com' })
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/family-groups',
    headers: { cookie: owner.cookie },
    payload: { name: 'The Okafors' },
  })
  const group = created.json<{ id: number; inviteCode: string }>()
  groupId = group.id
  await t.app.inject({
    method: 'POST',
    url: '/api/family-groups/join',
    headers: { cookie: member.cookie },
    payload: { inviteCode: group.inviteCode },
  })
})
afterAll(() => t.close())

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

const manifestOf = (body: Buffer) =>
  JSON.parse(strFromU8(unzipSync(new Uint8Array(body))['manifest.json']!)) as BackupManifest

describe('GET /api/groups/:groupId/backup', () => {
  it("answers the group owner a zip download of the household's archive", async () => {
    const response = await get(`/api/groups/${groupId}/backup`, owner.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="forkcast-household-\d{4}-\d\d-\d\d\.zip"$/,
    )
    expect(manifestOf(response.rawPayload)).toMatchObject({
      kind: 'household',
      groupId,
      groupName: 'The Okafors',
      tables: { users: 2, family_groups: 1, group_members: 2 },
    })
  })

  it('refuses a member who is not the owner with 403', async () => {
    const response = await get(`/api/groups/${groupId}/backup`, member.cookie)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/owner/) })
  })

  it('answers 404 to someone outside the group, as for a group that does not exist', async () => {
    expect((await get(`/api/groups/${groupId}/backup`, outsider.cookie)).statusCode).toBe(404)
    expect((await get(`/api/groups/999999/backup`, owner.cookie)).statusCode).toBe(404)
  })

  it('asks a signed-out caller to sign in, and names a bad group id', async () => {
    expect((await get(`/api/groups/${groupId}/backup`)).statusCode).toBe(401)
    const bad = await get('/api/groups/not-a-number/backup', owner.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ issues: Array<{ path: string }> }>().issues[0]?.path).toBe('groupId')
  })
})

describe('GET /api/admin/backup', () => {
  it('answers an administrator the whole instance as a zip download', async () => {
    const response = await get('/api/admin/backup', admin.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /filename="forkcast-instance-\d{4}-\d\d-\d\d\.zip"/,
    )
    expect(manifestOf(response.rawPayload)).toMatchObject({ kind: 'instance', tables: { users: 4 } })
  })

  it('refuses everyone else with 403, group owners included, and signed-out callers with 401', async () => {
    for (const user of [owner, member, outsider]) {
      const response = await get('/api/admin/backup', user.cookie)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect((await get('/api/admin/backup')).statusCode).toBe(401)
  })
})
