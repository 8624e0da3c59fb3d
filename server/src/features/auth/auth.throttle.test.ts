import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like, sql } from 'drizzle-orm'
import { rateLimits, users } from '../../db/schema'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'
import { KNOWN_DEVICE_COOKIE_NAME } from '../../plugins/auth'
import { PASSWORD_MESSAGES } from './password-policy'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '3' } })
})
afterAll(() => t.close())

const OWNER_IP = '203.0.113.10'
const ATTACKER_IP = '198.51.100.66'

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email, password }, remoteAddress: ip })

/** Moves every recorded attempt on `email` back in time, as if the client had waited. */
const waitOut = (email: string, seconds: number) =>
  t.database.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - (${seconds}::int * interval '1 second')` })
    .where(like(rateLimits.key, `%${email}%`))

describe('sign-in limits', () => {
  it('never lock the owner out because someone else guessed from another address', async () => {
    await registerUser(t.app, { email: 'owner@example.com', password: 'velvet harbor quince' })
    const guesses = []
    for (let attempt = 0; attempt < 10; attempt += 1)
      guesses.push((await signIn('owner@example.com', 'guess guess', ATTACKER_IP)).statusCode)
    expect(guesses).toContain(429)
    expect((await signIn('owner@example.com', 'velvet harbor quince', OWNER_IP)).statusCode).toBe(200)
  })

  it('count only failures: many correct sign-ins in a row all succeed', async () => {
    await registerUser(t.app, { email: 'regular@example.com', password: 'copper meadow violin' })
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signIn('regular@example.com', 'copper meadow violin', OWNER_IP)).statusCode).toBe(200)
    }
  })

  it('make each failure past the free ones wait longer than the last', async () => {
    await registerUser(t.app, { email: 'slow@example.com', password: 'granite tulip echo' })
    const retryAfters: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn('slow@example.com', 'wrong guess', ATTACKER_IP)
    for (let round = 0; round < 4; round += 1) {
      const refused = await signIn('slow@example.com', 'wrong guess', ATTACKER_IP)
      expect(refused.statusCode).toBe(429)
      retryAfters.push(Number(refused.headers['retry-after']))
      await waitOut('slow@example.com', retryAfters.at(-1)!)
      expect((await signIn('slow@example.com', 'wrong guess', ATTACKER_IP)).statusCode).toBe(401)
    }
    expect(retryAfters).toEqual([1, 2, 4, 8])
  })

  it('start over after a correct sign-in', async () => {
    await registerUser(t.app, { email: 'forgetful@example.com', password: 'saffron kite ladder' })
    for (let attempt = 0; attempt < 2; attempt += 1) await signIn('forgetful@example.com', 'not it', OWNER_IP)
    expect((await signIn('forgetful@example.com', 'saffron kite ladder', OWNER_IP)).statusCode).toBe(200)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await signIn('forgetful@example.com', 'not it', OWNER_IP)).statusCode).toBe(401)
    }
  })
})

describe('sign-in under attack', () => {
  const PER_IP = 10
  const PER_EMAIL = 5
  // The account's budget across networks is three times the per-pair one.
  const PER_ACCOUNT = PER_EMAIL * 3
  let attacked: TestApp
  beforeAll(async () => {
    attacked = await startTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: String(PER_IP), AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL) },
    })
  })
  afterAll(() => attacked.close())

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    attacked.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    })
  const deviceCookieFrom = (response: { cookies: Array<{ name: string; value: string }> }) => {
    const cookie = response.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE_NAME)
    if (!cookie) throw new Error('The sign-in set no device cookie')
    return `${KNOWN_DEVICE_COOKIE_NAME}=${cookie.value}`
  }
  const statuses = (responses: Array<{ statusCode: number }>) => ({
    evaluated: responses.filter((response) => response.statusCode === 401).length,
    refused: responses.filter((response) => response.statusCode === 429).length,
  })

  it('evaluates at most the network limit when 60 wrong passwords arrive at once from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        attempt(`crowd${index}@example.com`, 'wrong guess', '192.0.2.60'),
      ),
    )
    expect(statuses(responses)).toEqual({ evaluated: PER_IP, refused: 60 - PER_IP })
  })

  it("evaluates at most the account's budget when 60 networks guess at one account at once", async () => {
    await registerUser(attacked.app, { email: 'crowded@example.com', password: 'pewter canyon sorrel' })
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        attempt('crowded@example.com', 'wrong', `192.0.2.${index + 100}`),
      ),
    )
    expect(statuses(responses)).toEqual({ evaluated: PER_ACCOUNT, refused: 60 - PER_ACCOUNT })
  })

  it('throttles 20 networks guessing 10 times each at one account, with a wait and a sentence', async () => {
    await registerUser(attacked.app, { email: 'spread@example.com', password: 'indigo walrus thimble' })
    const responses = []
    for (let guess = 0; guess < 10; guess += 1)
      for (let network = 0; network < 20; network += 1)
        responses.push(await attempt('spread@example.com', `guess ${guess}`, `198.18.0.${network + 1}`))
    expect(statuses(responses).evaluated).toBe(PER_ACCOUNT)
    // Guess 0 from network 16 is the first past the account's budget: no pair budget is spent yet.
    const refused = responses[PER_ACCOUNT]!
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30)
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts on this account\. Please try again in (1 minute|\d+ seconds)\. A device you signed in with before can still sign in\.$/,
    )
  })

  it('lets the owner sign in from a device that signed in before, while their account and network are under attack', async () => {
    const SHARED_IP = '203.0.113.77'
    await registerUser(attacked.app, { email: 'besieged@example.com', password: 'marble fennel oriole' })
    const before = await attempt('besieged@example.com', 'marble fennel oriole', SHARED_IP)
    expect(before.statusCode).toBe(200)
    const device = deviceCookieFrom(before)

    for (let guess = 0; guess < PER_IP; guess += 1) await attempt('besieged@example.com', 'nope', SHARED_IP)
    for (let network = 0; network < 20; network += 1)
      for (let guess = 0; guess < PER_EMAIL; guess += 1)
        await attempt('besieged@example.com', 'nope', `198.19.0.${network + 1}`)

    expect((await attempt('besieged@example.com', 'marble fennel oriole', SHARED_IP)).statusCode).toBe(429)
    expect((await attempt('besieged@example.com', 'marble fennel oriole', '198.51.100.200')).statusCode).toBe(
      429,
    )
    const known = await attempt('besieged@example.com', 'marble fennel oriole', SHARED_IP, device)
    expect(known.statusCode).toBe(200)
  })

  it("gives a device cookie its own bounded budget, and no weight on another person's account", async () => {
    await registerUser(attacked.app, { email: 'lender@example.com', password: 'tawny glacier bellows' })
    await registerUser(attacked.app, { email: 'other@example.com', password: 'quartz nimbus parsley' })
    const device = deviceCookieFrom(
      await attempt('lender@example.com', 'tawny glacier bellows', '192.0.2.250'),
    )
    const responses = []
    for (let guess = 0; guess < PER_EMAIL + 1; guess += 1)
      responses.push(await attempt('lender@example.com', `stolen cookie ${guess}`, '192.0.2.251', device))
    expect(statuses(responses)).toEqual({ evaluated: PER_EMAIL, refused: 1 })

    // The other account's budget across networks is spent (its waits are minutes): the cookie must not skip it.
    for (let network = 0; network < PER_ACCOUNT; network += 1)
      await attempt('other@example.com', 'nope', `192.0.3.${network + 1}`)
    const borrowed = await attempt('other@example.com', 'quartz nimbus parsley', '192.0.3.200', device)
    expect(borrowed.statusCode).toBe(429)
  })
})

describe('new passwords', () => {
  const register = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email, password, firstName: 'New', phoneNumber: '555-0100' },
    })

  for (const password of ['password', '12345678', 'iloveyou1', 'qwertyuiop']) {
    it(`refuses the common password '${password}' with a 400 saying what to do, and writes nothing`, async () => {
      const response = await register(`common-${password}@example.com`, password)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'password', message: PASSWORD_MESSAGES.tooCommon }],
      })
      const rows = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `common-${password}@example.com`))
      expect(rows).toHaveLength(0)
    })
  }

  it('refuses a password that contains the email', async () => {
    const response = await register('margarita.flores@example.com', 'Margarita.Flores-2026!')
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([{ path: 'password', message: PASSWORD_MESSAGES.containsEmail }])
  })

  it('accepts a phrase of unrelated words', async () => {
    expect((await register('phrase@example.com', 'lantern orbit mango')).statusCode).toBe(202)
  })
})
