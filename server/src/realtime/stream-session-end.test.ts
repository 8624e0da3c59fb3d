import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../lib/tokens'
import { collectSse, listenUrl, type SseMessage } from '../testing/sse'
import { registerUser, sessionCookieFrom, startTestApp, type TestApp } from '../testing/test-app'

/**
 * A live stream lives no longer than the session that opened it, however the session ends: deleted or cut short
 * in the database by any code path, expired, signed out or ended by a password change.
 */
let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = listenUrl(t.app.server)
})
afterAll(() => t.close())

const AFTER_END = 'after-end'

const tokenHashOf = (cookie: string) => hashToken(decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!))

/**
 * Opens the user's stream, ends the session once it is ready, then asks for one more event of theirs: the stream
 * must end (collectSse returns) with only 'ready' received; a stream still open times out and fails.
 */
async function streamOutlives(cookie: string, endSession: () => Promise<unknown>, userId: number) {
  const messages: SseMessage[] = await collectSse(`${baseUrl}/api/events`, {
    headers: { cookie },
    until: () => false,
    timeoutMs: 8000,
    onOpen: async () => {
      await endSession()
      // An event on the user's own topic after the end (not one that makes a stream re-check its access): a
      // stream still open would pass it on.
      await t.app.ctx.hub.publish({ topic: `user:${userId}`, type: AFTER_END, data: {} })
    },
  })
  return messages.map((message) => message.type)
}

describe('a live stream whose session ends', () => {
  it('ends when the session row is deleted in the database directly', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const types = await streamOutlives(
      cookie,
      () => t.database.db.execute(sql`delete from sessions where token_hash = ${tokenHashOf(cookie)}`),
      userId,
    )
    expect(types[0]).toBe('ready')
    expect(types).not.toContain(AFTER_END)
  })

  it('ends when the session is expired in the database directly', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const types = await streamOutlives(
      cookie,
      () =>
        t.database.db.execute(
          sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${tokenHashOf(cookie)}`,
        ),
      userId,
    )
    expect(types).not.toContain(AFTER_END)
  })

  it('ends when the session reaches its expiry while the stream is open', async () => {
    const { cookie } = await registerUser(t.app)
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie },
      until: () => false,
      timeoutMs: 8000,
      // Cut to a moment from now: still valid when the stream re-checks, so it must wait for the expiry itself.
      onOpen: () =>
        t.database.db.execute(
          sql`update sessions set expires_at = now() + interval '1500 milliseconds' where token_hash = ${tokenHashOf(cookie)}`,
        ),
    })
    expect(messages.map((message) => message.type)).toEqual(['ready'])
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('ends on the other device when the password changes', async () => {
    const { cookie, email, userId } = await registerUser(t.app, { password: 'correct horse battery' })
    const otherDevice = sessionCookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/email',
        payload: { email, password: 'correct horse battery' },
      }),
    )
    const types = await streamOutlives(
      otherDevice,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: { cookie },
          payload: { currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' },
        }),
      userId,
    )
    expect(types).not.toContain(AFTER_END)
  })

  it('ends on sign-out', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const types = await streamOutlives(
      cookie,
      () => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }),
      userId,
    )
    expect(types).not.toContain(AFTER_END)
  })

  it('keeps streaming when the session is extended rather than cut short', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie },
      until: (received) => received.some((message) => message.type === AFTER_END),
      onOpen: async () => {
        await t.database.db.execute(
          sql`update sessions set expires_at = expires_at + interval '1 day' where token_hash = ${tokenHashOf(cookie)}`,
        )
        await t.app.ctx.hub.publish({ topic: `user:${userId}`, type: AFTER_END, data: {} })
      },
    })
    expect(messages.map((message) => message.type)).toContain(AFTER_END)
  })
})
