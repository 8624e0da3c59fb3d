import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { users } from '../db/schema'
import { toLoggableError } from './logging'
import { createTestConfig, createTestDatabase, registerUser, type TestDatabase } from '../testing/test-app'

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$very-secret-hash'
const SECRET_EMAIL = 'dup.secret@example.com'

let testDatabase: TestDatabase
let app: Awaited<ReturnType<typeof buildApp>>
const lines: string[] = []
const logged = () => lines.join('')
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

beforeAll(async () => {
  testDatabase = await createTestDatabase()
  app = await buildApp({
    config: createTestConfig({ LOG_LEVEL: 'info' }),
    database: testDatabase.database,
    logStream: { write: (line) => lines.push(line) },
  })
  // A route that fails the way a real one would: a unique violation on an insert carrying a password hash.
  app.post('/api/test/duplicate-user', async () => {
    const row = { email: SECRET_EMAIL, passwordHash: SECRET_HASH, firstName: 'Dup' }
    await app.ctx.db.insert(users).values(row)
    await app.ctx.db.insert(users).values(row)
    return { ok: true }
  })
  app.get('/api/test/log-object', async (request) => {
    request.log.info(
      { password: 'hunter2-plain', user: { token: 'tok-123', passwordHash: SECRET_HASH } },
      'debug',
    )
    return { ok: true }
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await testDatabase.drop()
})

describe('log lines', () => {
  it('record a failed query without its parameters or the row it quotes', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/duplicate-user' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('argon2')
    const failure = entries().find((entry) => entry.msg === 'request failed')
    expect(failure?.err).toMatchObject({
      message: expect.stringContaining('Failed query: insert into "users"'),
    })
    expect(logged()).not.toContain('very-secret-hash')
    expect(logged()).not.toContain(SECRET_EMAIL)
  })

  it('redact password, token and hash fields wherever they are logged', async () => {
    await app.inject({ url: '/api/test/log-object' })
    const entry = entries().find((candidate) => candidate.msg === 'debug')
    expect(entry).toMatchObject({
      password: '[redacted]',
      user: { token: '[redacted]', passwordHash: '[redacted]' },
    })
    expect(logged()).not.toContain('hunter2-plain')
  })

  it('never include the session cookie or a sign-in password', async () => {
    const { cookie } = await registerUser(app, { password: 'correct horse battery staple' })
    await app.inject({ url: '/api/auth/user', headers: { cookie } })
    expect(logged()).not.toContain(cookie.split('=')[1])
    expect(logged()).not.toContain('correct horse battery staple')
  })

  it('leave out query strings, which carry search text and codes', async () => {
    await app.inject({ url: '/api/recipes/search?q=private-search-words' })
    expect(logged()).not.toContain('private-search-words')
    expect(logged()).toContain('/api/recipes/search')
  })

  it("adopt a client's well-formed x-request-id and replace a malformed one", async () => {
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-abc-12345' } })
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'evil\n{"level":60,"msg":"forged"}' } })
    const ids = entries().map((entry) => entry.reqId)
    expect(ids).toContain('trace-abc-12345')
    expect(logged()).not.toContain('forged')
  })

  it('replace invite, beta and checkout codes in logged paths and drop reset and registration tokens', async () => {
    const secrets = [
      'INVITECODE42',
      'BETACODE42',
      'cs_test_checkout42',
      'reset-token-42',
      'registration-token-42',
    ]
    await app.inject({ url: '/api/invites/INVITECODE42' })
    await app.inject({ method: 'POST', url: '/api/beta/invites/BETACODE42/redeem' })
    await app.inject({ url: '/api/billing/test-checkout/cs_test_checkout42' })
    await app.inject({ url: '/join/INVITECODE42' })
    await app.inject({ url: '/beta/BETACODE42?from=mail' })
    await app.inject({ url: '/reset-password?token=reset-token-42' })
    await app.inject({ url: '/api/auth/verify-email?token=registration-token-42' })
    for (const secret of secrets) expect(logged()).not.toContain(secret)
    const urls = entries().map((entry) => (entry.req as { url?: string } | undefined)?.url)
    expect(urls).toContain('/api/invites/[redacted]')
    expect(urls).toContain('/api/beta/invites/[redacted]/redeem')
    expect(urls).toContain('/join/[redacted]')
  })

  it('log a failure handed over as a sentence as that sentence', () => {
    expect(toLoggableError('The language model answered text that is not JSON')).toMatchObject({
      type: 'string',
      message: 'The language model answered text that is not JSON',
    })
    expect(toLoggableError('x'.repeat(10_000)).message).toHaveLength(500)
  })
})
