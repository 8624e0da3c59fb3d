import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pendingRegistrations, sessions, users } from '../../db/schema'
import {
  confirmRegistrationLink,
  latestMailTo,
  registerUser,
  registrationTokenFor,
  sessionCookieFrom,
  startTestApp,
  type TestApp,
} from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '5' } })
})
afterAll(() => t.close())

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email', payload, headers })

describe('registration', () => {
  it('creates the account with trimmed values and a lower-cased email once the mailed link is opened', async () => {
    const response = await post({
      email: '  Maya.Lopez@Example.COM ',
      password: 'tortilla-soup',
      firstName: '  Maya ',
      phoneNumber: ' 555-0101 ',
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({
      status: 'confirmation-sent',
      email: 'maya.lopez@example.com',
      mailPreviewUrl: '/dev/outbox',
    })
    expect(response.cookies).toHaveLength(0)
    expect(await t.database.db.select().from(users).where(eq(users.email, 'maya.lopez@example.com'))).toEqual(
      [],
    )

    const mail = await latestMailTo(t.app, 'maya.lopez@example.com')
    expect(mail.subject).toBe('Confirm your email to finish creating your Forkcast account')
    expect(mail.text).toContain('Hi Maya,')
    const confirmed = await confirmRegistrationLink(
      t.app,
      await registrationTokenFor(t.app, 'maya.lopez@example.com'),
    )
    expect(confirmed.statusCode).toBe(201)
    const body = confirmed.json()
    expect(body).toMatchObject({
      isNewUser: true,
      continueTo: null,
      user: {
        email: 'maya.lopez@example.com',
        firstName: 'Maya',
        phoneNumber: '555-0101',
        needsOnboarding: true,
      },
    })
    expect(body.user).not.toHaveProperty('passwordHash')
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(confirmed) },
    })
    expect(me.json().email).toBe('maya.lopez@example.com')
    const signIn = await post({ email: 'maya.lopez@example.com', password: 'tortilla-soup' })
    expect(signIn.statusCode).toBe(200)
  })

  it('opens each link once, and no other link for that address after the account exists', async () => {
    const details = {
      email: 'twice@example.com',
      password: 'long enough pass',
      firstName: 'Two',
      phoneNumber: '2',
    }
    await post(details)
    const first = await registrationTokenFor(t.app, 'twice@example.com')
    await post(details)
    const second = await registrationTokenFor(t.app, 'twice@example.com')
    expect(second).not.toBe(first)

    expect((await confirmRegistrationLink(t.app, second)).statusCode).toBe(201)
    for (const token of [first, second]) {
      const again = await confirmRegistrationLink(t.app, token)
      expect(again.statusCode).toBe(400)
      expect(again.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'token', message: expect.stringMatching(/expired or was already used/) }],
      })
      expect(again.cookies).toHaveLength(0)
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, 'twice@example.com'))).toHaveLength(
      1,
    )
  })

  it('refuses an expired link and creates nothing', async () => {
    await post({
      email: 'late@example.com',
      password: 'long enough pass',
      firstName: 'Late',
      phoneNumber: '3',
    })
    const token = await registrationTokenFor(t.app, 'late@example.com')
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'late@example.com'))
    expect((await confirmRegistrationLink(t.app, token)).statusCode).toBe(400)
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([])
  })

  it('carries the invite page a registration began on through the link', async () => {
    await post({
      email: 'invited@example.com',
      password: 'long enough pass',
      firstName: 'Vi',
      phoneNumber: '4',
      continueTo: '/join/ABCD2345',
    })
    const confirmed = await confirmRegistrationLink(
      t.app,
      await registrationTokenFor(t.app, 'invited@example.com'),
    )
    expect(confirmed.json()).toMatchObject({ continueTo: '/join/ABCD2345' })
    const elsewhere = await post({
      email: 'elsewhere@example.com',
      password: 'long enough pass',
      firstName: 'El',
      phoneNumber: '5',
      continueTo: 'https://evil.example/join/X',
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().issues[0].path).toBe('continueTo')
  })

  it('stores optional fields only when they are not empty', async () => {
    const { userId } = await registerUser(t.app, { email: 'opt@example.com', lastName: '  Rivera ' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(row).toMatchObject({ lastName: 'Rivera', city: null, zipCode: null, address: null })
  })

  it('names each missing required field in a 400', async () => {
    const response = await post({ email: 'missing@example.com', password: 'long enough', firstName: 'Ann' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'phoneNumber', message: 'Phone number is required' }],
    })
  })

  it('refuses passwords shorter than 8 characters and writes nothing', async () => {
    const response = await post({
      email: 'short@example.com',
      password: 'seven77',
      firstName: 'A',
      phoneNumber: '1',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'short@example.com'))
    expect(rows).toHaveLength(0)
  })

  it('refuses passwords longer than 256 characters', async () => {
    const response = await post({
      email: 'long@example.com',
      password: 'x'.repeat(257),
      firstName: 'A',
      phoneNumber: '1',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('password')
  })

  it('answers a taken email exactly as a new one, with any password, and signs nobody in', async () => {
    await registerUser(t.app, { email: 'taken@example.com', password: 'correct horse battery' })
    const answers = []
    for (const [email, password] of [
      ['TAKEN@example.com', 'correct horse battery'],
      ['taken@example.com', 'another pass phrase'],
      ['never-seen@example.com', 'another pass phrase'],
    ] as const) {
      const response = await post({ email, password, firstName: 'B', phoneNumber: '2' })
      expect(response.statusCode).toBe(202)
      expect(response.cookies).toHaveLength(0)
      answers.push({ ...response.json(), email: 'same' })
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    // The owner hears about it; no registration link exists for an address that has an account.
    const notice = await latestMailTo(t.app, 'taken@example.com')
    expect(notice.subject).toBe('Someone tried to create a Forkcast account with your email')
    await expect(registrationTokenFor(t.app, 'taken@example.com')).rejects.toThrow(/no registration link/)
  })

  it('rejects a malformed email with a message naming the field', async () => {
    const response = await post({ email: 'not-an-email', password: 'whatever1' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([{ path: 'email', message: 'Please enter a valid email address' }])
  })
})

describe('sign-in', () => {
  it('signs in with the right password and answers isNewUser false', async () => {
    await registerUser(t.app, { email: 'cook@example.com', password: 'right password' })
    const response = await post({ email: ' Cook@Example.com ', password: 'right password' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ isNewUser: false, user: { email: 'cook@example.com' } })
    expect(response.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  })

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    await registerUser(t.app, { email: 'same@example.com', password: 'right password' })
    const wrong = await post({ email: 'same@example.com', password: 'wrong password' })
    const unknown = await post({ email: 'nobody@example.com', password: 'wrong password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('slows repeated failures per email with 429, Retry-After and a message saying when to retry', async () => {
    await registerUser(t.app, { email: 'limited@example.com', password: 'right password' })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post({ email: 'limited@example.com', password: 'nope nope' })).statusCode).toBe(401)
    }
    const blocked = await post({ email: 'limited@example.com', password: 'right password' })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().message).toMatch(/Too many sign-in attempts\. Please try again in \d+ seconds?\./)
  })
})

describe('sessions', () => {
  it('logout deletes the session so the same cookie stops working at once', async () => {
    const { cookie } = await registerUser(t.app)
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200)
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('answers 401 for an expired session', async () => {
    const { cookie, userId } = await registerUser(t.app)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId))
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' })
  })

  it('slides the expiry forward when a session is used after a day', async () => {
    const { cookie, userId } = await registerUser(t.app)
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, userId))
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000)
  })

  it('purges sessions that expired as new ones start, and keeps every live one', async () => {
    const expired = await registerUser(t.app)
    const live = await registerUser(t.app)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expired.userId))
    await registerUser(t.app)
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, expired.userId))).toEqual([])
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, live.userId))).toHaveLength(
      1,
    )
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: live.cookie } })).statusCode).toBe(
      200,
    )
  })

  it('answers 401 to signed-out calls of protected routes', async () => {
    const user = await t.app.inject({ url: '/api/auth/user' })
    const timezone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/timezone',
      payload: { timezone: 'UTC' },
    })
    expect(user.statusCode).toBe(401)
    expect(timezone.statusCode).toBe(401)
    expect(timezone.json().code).toBe('UNAUTHORIZED')
  })
})

describe('timezone', () => {
  it('stores a valid IANA zone and refuses an invalid one with a 400 naming the field', async () => {
    const { cookie } = await registerUser(t.app)
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/timezone',
      headers: { cookie },
      payload: { timezone: 'Europe/Lisbon' },
    })
    expect(ok.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().timezone).toBe(
      'Europe/Lisbon',
    )
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/timezone',
      headers: { cookie },
      payload: { timezone: 'Mars/Olympus' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues).toEqual([
      { path: 'timezone', message: 'Timezone must be a valid IANA time zone' },
    ])
  })
})

describe('same-origin guard', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await post(
      { email: 'x@example.com', password: 'whatever1' },
      { origin: 'https://evil.example' },
    )
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('CROSS_ORIGIN')
  })

  it('refuses a cross-site fetch flagged by Sec-Fetch-Site', async () => {
    const response = await post(
      { email: 'x@example.com', password: 'whatever1' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(response.statusCode).toBe(403)
  })

  it('accepts requests from our own origin', async () => {
    const response = await post(
      { email: 'origin@example.com', password: 'long enough', firstName: 'O', phoneNumber: '1' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    )
    expect(response.statusCode).toBe(202)
  })

  it('lets the logout redirect page through as a plain GET', async () => {
    const response = await t.app.inject({ url: '/api/login' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/')
  })
})
