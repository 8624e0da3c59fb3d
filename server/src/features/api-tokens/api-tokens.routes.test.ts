import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_API_TOKENS_PER_USER, type CreatedApiToken } from '@forkcast/contract/api-tokens.schemas'
import { apiTokens, users } from '../../db/schema'
import { hashToken } from '../../lib/tokens'
import { forgetUsersInProcess } from '../../sessions/session-lookup'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const withCookie = (cookie: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, payload })
const withToken = (token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })

const TOKENS_URL = '/api/account/api-tokens'

async function createToken(cookie: string, scope: 'read' | 'read-write', name = 'Home Assistant') {
  const response = await withCookie(cookie, 'POST', TOKENS_URL, { name, scope })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<CreatedApiToken>()
}

const rowsOf = (userId: number) => t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))

describe('personal API tokens', () => {
  it('shows a new token once and stores only its hash and a short prefix', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const created = await createToken(cookie, 'read', '  Kitchen tablet  ')
    expect(created.token).toMatch(/^fct_[A-Za-z0-9_-]{43}$/)
    expect(created).toMatchObject({ name: 'Kitchen tablet', scope: 'read', lastUsedAt: null })
    expect(created.token.startsWith(created.prefix)).toBe(true)
    expect(created.prefix.length).toBeLessThan(12)

    const [row] = await rowsOf(userId)
    expect(row?.tokenHash).toBe(hashToken(created.token))
    expect(Object.values(row ?? {})).not.toContain(created.token)

    const list = await withCookie(cookie, 'GET', TOKENS_URL)
    expect(list.statusCode).toBe(200)
    const { token: _secret, ...listed } = created
    expect(list.json()).toEqual({ tokens: [listed] })
    expect(list.body).not.toContain(created.token)
  })

  it('authenticates a cookie-less GET as the token’s user and records when it was last used', async () => {
    const { cookie, userId, email } = await registerUser(t.app, { firstName: 'Rosa' })
    const { token, id } = await createToken(cookie, 'read')
    const me = await withToken(token, 'GET', '/api/auth/user')
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json()).toMatchObject({ id: userId, email, firstName: 'Rosa' })
    const [listed] = (await withCookie(cookie, 'GET', TOKENS_URL)).json<{ tokens: CreatedApiToken[] }>()
      .tokens
    expect(listed?.id).toBe(id)
    expect(listed?.lastUsedAt).not.toBeNull()
  })

  it('refuses every write with a read token, and writes with a read-write token', async () => {
    const { cookie } = await registerUser(t.app)
    const reader = await createToken(cookie, 'read')
    for (const [method, url] of [
      ['POST', '/api/family-groups'],
      ['PUT', '/api/user/allergies'],
      ['PATCH', '/api/user/meal-preferences'],
      ['DELETE', '/api/user/location'],
    ] as const) {
      const refused = await withToken(
        reader.token,
        method,
        url,
        method === 'DELETE' ? undefined : { name: 'x' },
      )
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json().message).toBe('This token can only read')
    }
    expect((await withCookie(cookie, 'GET', '/api/family-groups')).json()).toEqual([])

    const writer = await createToken(cookie, 'read-write')
    // A script sends no Origin header, like curl: the same-origin check does not stand in its way.
    const created = await withToken(writer.token, 'POST', '/api/family-groups', { name: 'The Garcias' })
    expect(created.statusCode, created.body).toBe(201)
    const groups = (await withCookie(cookie, 'GET', '/api/family-groups')).json<Array<{ name: string }>>()
    expect(groups.map((group) => group.name)).toEqual(['The Garcias'])
  })

  it('lets a bearer request from another site through, but still refuses a cookie request from one', async () => {
    const { cookie } = await registerUser(t.app)
    const writer = await createToken(cookie, 'read-write')
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { authorization: `Bearer ${writer.token}`, ...crossSite },
      payload: { name: 'By script' },
    })
    expect(byToken.statusCode, byToken.body).toBe(201)
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/family-groups',
      headers: { cookie, authorization: `Bearer ${writer.token}`, ...crossSite },
      payload: { name: 'Forged' },
    })
    expect(byCookie.statusCode).toBe(403)
    expect(byCookie.json().code).toBe('CROSS_ORIGIN')
  })

  it('answers 401 with a clear message to a revoked or unknown token', async () => {
    const { cookie } = await registerUser(t.app)
    const { token, id } = await createToken(cookie, 'read-write')
    expect((await withToken(token, 'GET', '/api/auth/user')).statusCode).toBe(200)
    const revoked = await withCookie(cookie, 'DELETE', `${TOKENS_URL}/${id}`)
    expect(revoked.json()).toEqual({ success: true })

    const after = await withToken(token, 'GET', '/api/family-groups')
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toMatch(/token is not valid/)
    const unknown = await withToken('fct_not-a-real-token', 'GET', '/api/health')
    expect(unknown.statusCode).toBe(401)
    expect((await withCookie(cookie, 'GET', TOKENS_URL)).json()).toEqual({ tokens: [] })
  })

  it("answers 404 when revoking someone else's token and leaves it working", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const { token, id } = await createToken(owner.cookie, 'read')
    const refused = await withCookie(other.cookie, 'DELETE', `${TOKENS_URL}/${id}`)
    expect(refused.statusCode).toBe(404)
    expect(await rowsOf(owner.userId)).toHaveLength(1)
    expect((await withToken(token, 'GET', '/api/auth/user')).json().id).toBe(owner.userId)
    expect((await withCookie(other.cookie, 'GET', TOKENS_URL)).json()).toEqual({ tokens: [] })
  })

  it('refuses guests', async () => {
    const { cookie, userId } = await registerUser(t.app)
    await t.database.db.update(users).set({ isGuest: true }).where(eq(users.id, userId))
    forgetUsersInProcess([userId])
    const refused = await withCookie(cookie, 'POST', TOKENS_URL, { name: 'Mine', scope: 'read' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/Guests cannot create API tokens/)
    expect(await rowsOf(userId)).toEqual([])
  })

  it('answers 400 naming the field for a blank or long name or an unknown scope, and writes nothing', async () => {
    const { cookie, userId } = await registerUser(t.app)
    for (const [body, field] of [
      [{ name: '   ', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'name'],
      [{ name: 'Script', scope: 'admin' }, 'scope'],
      [{ scope: 'read' }, 'name'],
    ] as const) {
      const response = await withCookie(cookie, 'POST', TOKENS_URL, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().issues[0].path).toBe(field)
    }
    expect(await rowsOf(userId)).toEqual([])
  })

  it(`stops at ${MAX_API_TOKENS_PER_USER} tokens with a message saying what to do`, async () => {
    const { cookie, userId } = await registerUser(t.app)
    await t.database.db.insert(apiTokens).values(
      Array.from({ length: MAX_API_TOKENS_PER_USER }, (_, index) => ({
        userId,
        name: `Token ${index}`,
        scope: 'read' as const,
        tokenHash: hashToken(`cap-${userId}-${index}`),
        prefix: 'fct_abcdef',
      })),
    )
    const refused = await withCookie(cookie, 'POST', TOKENS_URL, { name: 'One more', scope: 'read' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/at most 20 API tokens. Revoke one/)
    expect(await rowsOf(userId)).toHaveLength(MAX_API_TOKENS_PER_USER)
  })

  it('keeps tokens away from session-only routes, whatever their scope', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const writer = await createToken(cookie, 'read-write')
    for (const [method, url, payload] of [
      ['GET', TOKENS_URL],
      ['POST', TOKENS_URL, { name: 'Another', scope: 'read-write' }],
      ['DELETE', `${TOKENS_URL}/${writer.id}`],
      [
        'POST',
        '/api/account/password',
        { currentPassword: 'correct horse battery', newPassword: 'x'.repeat(12) },
      ],
      ['POST', '/api/account/email', { newEmail: 'new@example.com', password: 'correct horse battery' }],
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account', { password: 'correct horse battery' }],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/cancel-subscription'],
      ['GET', '/api/groups/1/backup'],
    ] as const) {
      const refused = await withToken(writer.token, method, url, payload)
      expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(403)
      expect(refused.json().message).toMatch(/API tokens cannot be used here/)
    }
    expect(await rowsOf(userId)).toHaveLength(1)
    expect((await withCookie(cookie, 'GET', '/api/account/sessions')).statusCode).toBe(200)
    expect((await withToken(writer.token, 'GET', '/api/auth/user')).statusCode).toBe(200)
  })

  it('tells API users in the OpenAPI document to send a bearer token or the session cookie', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> }
      security: Array<Record<string, string[]>>
    }>()
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey' })
    expect(document.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }])
  })

  it('answers 401 to every call from a signed-out caller', async () => {
    for (const [method, url] of [
      ['GET', TOKENS_URL],
      ['POST', TOKENS_URL],
      ['DELETE', `${TOKENS_URL}/1`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { name: 'x', scope: 'read' } : undefined,
      })
      expect(response.statusCode).toBe(401)
    }
  })
})
