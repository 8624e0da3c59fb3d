import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildApp } from '../app'
import { readTestDatabaseUrl } from '../config'
import { createPostgresDatabase } from '../db/client'
import {
  createTestConfig,
  registerUser,
  sessionCookieFrom,
  startTestApp,
  type TestApp,
} from '../testing/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t.close()
})

type App = TestApp['app']

const call = (app: App, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

const currentUser = async (app: App, cookie: string) => {
  const response = await call(app, cookie, 'GET', '/api/auth/user')
  return {
    status: response.statusCode,
    timezone: response.statusCode === 200 ? response.json().timezone : null,
  }
}

// Polls a bounded number of times, not against a clock: the notice must arrive, however busy the machine.
const POLL_ATTEMPTS = 500

/** Polls until `check` holds; fails after POLL_ATTEMPTS tries (how fast is a benchmark's question). */
const waitUntil = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`still not so after ${POLL_ATTEMPTS} checks`)
}

describe('the session cache on one instance', () => {
  it('refuses a signed-out session on the very next request, though it was just served from memory', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await currentUser(t.app, cookie)).status).toBe(200)
    expect((await currentUser(t.app, cookie)).status).toBe(200)
    expect((await call(t.app, cookie, 'POST', '/api/auth/logout')).statusCode).toBe(200)
    expect((await currentUser(t.app, cookie)).status).toBe(401)
  })

  it('forgets on this instance at once, without waiting for the database trigger to be heard', async () => {
    const { cookie } = await registerUser(t.app)
    await currentUser(t.app, cookie)
    // With the triggers off only the eviction done in process can refuse the session.
    await t.database.db.execute(sql`alter table sessions disable trigger sessions_ended_notice`)
    await t.database.db.execute(sql`alter table users disable trigger users_changed_notice`)
    try {
      expect(
        (await call(t.app, cookie, 'PUT', '/api/user/timezone', { timezone: 'Asia/Seoul' })).statusCode,
      ).toBe(200)
      expect((await currentUser(t.app, cookie)).timezone).toBe('Asia/Seoul')
      await call(t.app, cookie, 'POST', '/api/auth/logout')
      expect((await currentUser(t.app, cookie)).status).toBe(401)
    } finally {
      await t.database.db.execute(sql`alter table sessions enable trigger sessions_ended_notice`)
      await t.database.db.execute(sql`alter table users enable trigger users_changed_notice`)
    }
  })

  it('shows a change to the user on the very next request', async () => {
    const { cookie } = await registerUser(t.app)
    await currentUser(t.app, cookie)
    const changed = await call(t.app, cookie, 'PUT', '/api/user/timezone', { timezone: 'Asia/Tokyo' })
    expect(changed.statusCode).toBe(200)
    expect(await currentUser(t.app, cookie)).toEqual({ status: 200, timezone: 'Asia/Tokyo' })
  })

  it('ends the other devices at once when the password changes', async () => {
    const { cookie, email } = await registerUser(t.app, { password: 'correct horse battery' })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email, password: 'correct horse battery' },
    })
    const otherDevice = sessionCookieFrom(signIn)
    expect((await currentUser(t.app, otherDevice)).status).toBe(200)
    const changed = await call(t.app, cookie, 'POST', '/api/account/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase',
    })
    expect(changed.statusCode).toBe(200)
    expect((await currentUser(t.app, otherDevice)).status).toBe(401)
    expect((await currentUser(t.app, cookie)).status).toBe(200)
  })

  it('hears a change made to the user row by any code path, through the database trigger', async () => {
    const { cookie, userId } = await registerUser(t.app)
    await currentUser(t.app, cookie)
    await t.database.db.execute(sql`update users set timezone = 'Europe/Oslo' where id = ${userId}`)
    await waitUntil(async () => (await currentUser(t.app, cookie)).timezone === 'Europe/Oslo')
  })
})

// PostgreSQL only: an embedded database belongs to one process, so there is no second instance to tell.
describe.skipIf(!readTestDatabaseUrl())('the session cache across two instances', () => {
  let other: App
  let otherDatabase: ReturnType<typeof createPostgresDatabase>

  beforeAll(async () => {
    otherDatabase = createPostgresDatabase(t.testDatabase.url!, 4)
    other = await buildApp({ config: createTestConfig(), database: otherDatabase })
    await other.ready()
  })
  afterAll(async () => {
    await other.close()
    await otherDatabase.close()
  })

  it('refuses a session signed out on the other instance, which hears it through the database', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await currentUser(other, cookie)).status).toBe(200)
    expect((await currentUser(other, cookie)).status).toBe(200)
    await call(t.app, cookie, 'POST', '/api/auth/logout')
    await waitUntil(async () => (await currentUser(other, cookie)).status === 401)
  })

  it('shows a change to the user made on the other instance', async () => {
    const { cookie } = await registerUser(t.app)
    await currentUser(other, cookie)
    await call(t.app, cookie, 'PUT', '/api/user/timezone', { timezone: 'America/Denver' })
    await waitUntil(async () => (await currentUser(other, cookie)).timezone === 'America/Denver')
  })
})
