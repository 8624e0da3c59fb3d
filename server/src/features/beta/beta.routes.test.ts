import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  confirmRegistrationLink,
  registerUser,
  registrationTokenFor,
  sessionCookieFrom,
  startTestApp,
  type TestApp,
} from '../../testing/test-app'

let t: TestApp
let admin: { cookie: string; userId: number; email: string }
beforeAll(async () => {
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: ' Someone@Example.com , beta-admin@example.com' },
  })
  admin = await registerUser(t.app, { email: 'beta-admin@example.com' })
})
afterAll(() => t.close())

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  })

const addTester = async (payload: Record<string, unknown>) => {
  const response = await call(admin.cookie, 'POST', '/api/beta/add-tester', payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ inviteCode: string; tester: Record<string, unknown> }>()
}

describe('beta management', () => {
  it('answers 404 to signed-out visitors and to users not in ADMIN_EMAILS, and writes nothing', async () => {
    const { cookie } = await registerUser(t.app)
    for (const who of [null, cookie]) {
      expect((await call(who, 'GET', '/api/beta/testers')).statusCode).toBe(404)
      const add = await call(who, 'POST', '/api/beta/add-tester', {
        email: 'x@example.com',
        accessLevel: 'full',
      })
      expect(add.statusCode).toBe(404)
      expect(add.json().code).toBe('NOT_FOUND')
    }
    const list = await call(admin.cookie, 'GET', '/api/beta/testers')
    expect(list.json()).toEqual([])
  })

  it('lets an admin add a tester with a unique invite code and lists them newest first', async () => {
    const first = await addTester({
      email: '  Tess@Example.com ',
      accessLevel: 'limited',
      notes: '  Early feedback  ',
    })
    const second = await addTester({ email: 'omar@example.com' })
    expect(first.inviteCode).toMatch(/^[A-Z2-9]{12}$/)
    expect(first.inviteCode).not.toBe(second.inviteCode)
    expect(first.tester).toMatchObject({
      email: 'tess@example.com',
      accessLevel: 'limited',
      notes: 'Early feedback',
    })
    expect(second.tester).toMatchObject({ accessLevel: 'full', notes: null })
    const list = (await call(admin.cookie, 'GET', '/api/beta/testers')).json<Array<{ email: string }>>()
    expect(list.slice(0, 2).map((tester) => tester.email)).toEqual(['omar@example.com', 'tess@example.com'])
  })

  it('refuses a missing or malformed email with a 400 naming the field', async () => {
    for (const email of ['   ', 'not-an-email']) {
      const response = await call(admin.cookie, 'POST', '/api/beta/add-tester', {
        email,
        accessLevel: 'full',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().issues[0].path).toBe('email')
    }
  })

  it('gives whoever claims a full invite Premium at no charge, shown as beta; the code then stops working', async () => {
    const { inviteCode } = await addTester({ email: 'new@example.com', accessLevel: 'full' })
    expect((await call(null, 'GET', `/api/beta/invites/${inviteCode.toLowerCase()}`)).json()).toEqual({
      accessLevel: 'full',
      tierName: 'Premium',
    })
    const tester = await registerUser(t.app)
    const redeem = await call(tester.cookie, 'POST', `/api/beta/invites/${inviteCode}/redeem`)
    expect(redeem.statusCode, redeem.body).toBe(200)
    expect(redeem.json()).toEqual({ tier: 'premium' })
    const info = (await call(tester.cookie, 'GET', '/api/subscription/info')).json()
    expect(info).toMatchObject({ tier: 'premium', status: 'beta', currentPeriodEnd: null })

    const someoneElse = await registerUser(t.app)
    const reuse = await call(someoneElse.cookie, 'POST', `/api/beta/invites/${inviteCode}/redeem`)
    expect(reuse.statusCode).toBe(409)
    expect((await call(null, 'GET', `/api/beta/invites/${inviteCode}`)).statusCode).toBe(409)
    expect((await call(someoneElse.cookie, 'GET', '/api/subscription/info')).json().tier).toBe('free')
  })

  it('gives a limited invite Plus, and answers 404 for an unknown code and 401 when signed out', async () => {
    const { inviteCode } = await addTester({ email: 'lim@example.com', accessLevel: 'limited' })
    expect((await call(null, 'POST', `/api/beta/invites/${inviteCode}/redeem`)).statusCode).toBe(401)
    const tester = await registerUser(t.app)
    expect((await call(tester.cookie, 'POST', `/api/beta/invites/${inviteCode}/redeem`)).json()).toEqual({
      tier: 'plus',
    })
    expect((await call(tester.cookie, 'POST', '/api/beta/invites/ZZZZZZZZZZZZ/redeem')).statusCode).toBe(409)
    const stranger = await registerUser(t.app)
    expect((await call(stranger.cookie, 'POST', '/api/beta/invites/ZZZZZZZZZZZZ/redeem')).statusCode).toBe(
      404,
    )
  })

  it('tells the page whether to show beta management', async () => {
    expect((await call(admin.cookie, 'GET', '/api/subscription/info')).json().canManageBeta).toBe(true)
    const { cookie } = await registerUser(t.app)
    expect((await call(cookie, 'GET', '/api/subscription/info')).json().canManageBeta).toBe(false)
  })
})

/** Registers on the beta page (as its form does), then opens the mailed link like the tester would. */
const registerFromBetaPage = async (code: string, email: string) => {
  const registered = await call(null, 'POST', '/api/auth/email', {
    email,
    password: 'correct horse battery',
    firstName: 'Tess',
    phoneNumber: '555-0100',
    continueTo: `/beta/${code}`,
  })
  expect(registered.statusCode, registered.body).toBe(202)
  const confirmed = await confirmRegistrationLink(t.app, await registrationTokenFor(t.app, email))
  expect(confirmed.statusCode, confirmed.body).toBe(201)
  return { body: confirmed.json<Record<string, unknown>>(), cookie: sessionCookieFrom(confirmed) }
}

describe('a beta invite opened before signing up', () => {
  it('is claimed when the mailed link creates the account, so the tester starts on the beta tier', async () => {
    const { inviteCode } = await addTester({ email: 'mailed@example.com', accessLevel: 'limited' })
    const { body, cookie } = await registerFromBetaPage(inviteCode, 'mailed@example.com')
    expect(body).toMatchObject({ continueTo: '/subscription', betaTierName: 'Plus' })
    const info = (await call(cookie, 'GET', '/api/subscription/info')).json()
    expect(info).toMatchObject({ tier: 'plus', status: 'beta' })
    expect((await call(null, 'GET', `/api/beta/invites/${inviteCode}`)).statusCode).toBe(409)
  })

  it('still creates the account on Free, back on the invite page, when the code was used meanwhile', async () => {
    const { inviteCode } = await addTester({ email: 'late@example.com', accessLevel: 'full' })
    const registered = await call(null, 'POST', '/api/auth/email', {
      email: 'late@example.com',
      password: 'correct horse battery',
      firstName: 'Lou',
      phoneNumber: '555-0100',
      continueTo: `/beta/${inviteCode}`,
    })
    expect(registered.statusCode).toBe(202)
    const first = await registerUser(t.app)
    expect((await call(first.cookie, 'POST', `/api/beta/invites/${inviteCode}/redeem`)).statusCode).toBe(200)

    const confirmed = await confirmRegistrationLink(
      t.app,
      await registrationTokenFor(t.app, 'late@example.com'),
    )
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json()).toMatchObject({ continueTo: `/beta/${inviteCode}`, betaTierName: null })
    const info = (await call(sessionCookieFrom(confirmed), 'GET', '/api/subscription/info')).json()
    expect(info).toMatchObject({ tier: 'free', status: 'none' })
  })
})
