import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like, sql } from 'drizzle-orm'
import { rateLimits, users } from '../../db/schema'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'
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

/** Moves every recorded failure for `email` back in time, as if the client had waited. */
const waitOut = (email: string, seconds: number) =>
  t.database.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - (${seconds}::int * interval '1 second')` })
    .where(like(rateLimits.key, `auth:fail:${email}:%`))

describe('sign-in limits', () => {
  it('never lock the owner out because someone else guessed from another address', async () => {
    await registerUser(t.app, { email: 'owner@example.com', password: 'velvet harbor quince' })
    for (let attempt = 0; attempt < 10; attempt += 1)
      await signIn('owner@example.com', 'guess guess', ATTACKER_IP)
    expect((await signIn('owner@example.com', 'guess guess', ATTACKER_IP)).statusCode).toBe(429)
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
