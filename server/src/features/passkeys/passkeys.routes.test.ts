import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { passkeys, sessions } from '../../db/schema'
import { createSoftAuthenticator } from '../../testing/soft-authenticator'
import { registerUser, sessionCookieFrom, startTestApp, type TestApp } from '../../testing/test-app'

const ORIGIN = 'https://forkcast.example'
const host = { host: 'forkcast.example' }

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...host, ...(cookie ? { cookie } : {}) } })

/** A signed-in person and a software passkey made for the site, added under `name`. */
async function personWithPasskey(name = 'Kitchen tablet') {
  const person = await registerUser(t.app)
  const authenticator = createSoftAuthenticator({ origin: ORIGIN, rpId: 'forkcast.example' })
  const started = await call('POST', '/api/passkeys/registration-options', person.cookie)
  expect(started.statusCode).toBe(200)
  const { challengeId, options } = started.json()
  const added = await call('POST', '/api/passkeys', person.cookie, {
    challengeId,
    name,
    response: authenticator.register(options),
  })
  expect(added.statusCode).toBe(201)
  return { ...person, authenticator, passkey: added.json<{ id: string; name: string }>() }
}

const startSignIn = async () => {
  const started = await call('POST', '/api/auth/passkey/options')
  expect(started.statusCode).toBe(200)
  return started.json<{ challengeId: string; options: { challenge: string; rpId: string } }>()
}

describe('passkeys', () => {
  it('makes a passkey for PUBLIC_ORIGIN’s host that the account can be found by, with no email typed', async () => {
    const person = await registerUser(t.app)
    const started = await call('POST', '/api/passkeys/registration-options', person.cookie)
    const { options } = started.json()
    expect(options.rp).toEqual({ name: 'Forkcast', id: 'forkcast.example' })
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' })
    expect((await startSignIn()).options.rpId).toBe('forkcast.example')
  })

  it('signs in with one tap of a saved passkey: a session for its account, and the passkey marked used', async () => {
    const { authenticator, userId, email } = await personWithPasskey()
    const { challengeId, options } = await startSignIn()
    const signedIn = await call('POST', '/api/auth/passkey', undefined, {
      challengeId,
      response: authenticator.signIn(options),
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ isNewUser: false, user: { id: userId, email } })
    const me = await call('GET', '/api/auth/user', sessionCookieFrom(signedIn))
    expect(me.json()).toMatchObject({ id: userId })
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId))
    expect(row?.lastUsedAt).not.toBeNull()
    expect(row?.counter).toBe(1)
  })

  it('keeps several passkeys per account, named, newest first, and lists only the owner’s', async () => {
    const first = await personWithPasskey('Phone')
    const started = await call('POST', '/api/passkeys/registration-options', first.cookie)
    const laptop = createSoftAuthenticator({ origin: ORIGIN, rpId: 'forkcast.example' })
    const { challengeId, options } = started.json()
    // The browser is told which passkeys the account already has, so it does not make a second on one device.
    expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: first.authenticator.id })])
    await call('POST', '/api/passkeys', first.cookie, {
      challengeId,
      name: '  Laptop ',
      response: laptop.register(options),
    })
    const listed = await call('GET', '/api/passkeys', first.cookie)
    expect(listed.json().passkeys.map((passkey: { name: string }) => passkey.name)).toEqual([
      'Laptop',
      'Phone',
    ])
    const other = await registerUser(t.app)
    expect((await call('GET', '/api/passkeys', other.cookie)).json()).toEqual({ passkeys: [] })
  })

  it('removes a passkey so it no longer signs in, and never removes another person’s', async () => {
    const owner = await personWithPasskey()
    const stranger = await registerUser(t.app)
    const refused = await call('DELETE', `/api/passkeys/${owner.passkey.id}`, stranger.cookie)
    expect(refused.statusCode).toBe(404)
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, owner.passkey.id))).toHaveLength(
      1,
    )

    expect((await call('DELETE', `/api/passkeys/${owner.passkey.id}`, owner.cookie)).statusCode).toBe(200)
    const { challengeId, options } = await startSignIn()
    const signIn = await call('POST', '/api/auth/passkey', undefined, {
      challengeId,
      response: owner.authenticator.signIn(options),
    })
    expect(signIn.statusCode).toBe(401)
    expect(signIn.json().message).toMatch(/does not know this passkey/)
  })

  it('answers each challenge once: a replayed sign-in is refused and starts no session', async () => {
    const { authenticator, userId } = await personWithPasskey()
    const { challengeId, options } = await startSignIn()
    const answer = authenticator.signIn(options)
    expect(
      (await call('POST', '/api/auth/passkey', undefined, { challengeId, response: answer })).statusCode,
    ).toBe(200)
    const sessionsBefore = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))
    const replay = await call('POST', '/api/auth/passkey', undefined, { challengeId, response: answer })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().message).toBe('This passkey request has expired. Please try again.')
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(
      sessionsBefore.length,
    )
  })

  it('refuses a passkey answer made on another site, and keeps nothing', async () => {
    const person = await registerUser(t.app)
    const phishing = createSoftAuthenticator({
      origin: 'https://forkcast.example.evil',
      rpId: 'forkcast.example',
    })
    const started = await call('POST', '/api/passkeys/registration-options', person.cookie)
    const { challengeId, options } = started.json()
    const added = await call('POST', '/api/passkeys', person.cookie, {
      challengeId,
      name: 'Phone',
      response: phishing.register(options),
    })
    expect(added.statusCode).toBe(400)
    expect(added.json().message).toBe('Your passkey could not be checked. Please try again.')
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, person.userId))).toEqual([])
  })

  it('refuses a signature from a different key for a saved passkey', async () => {
    const { authenticator } = await personWithPasskey()
    const impostor = createSoftAuthenticator({ origin: ORIGIN, rpId: 'forkcast.example' })
    const { challengeId, options } = await startSignIn()
    const forged = { ...impostor.signIn(options), id: authenticator.id, rawId: authenticator.id }
    const response = await call('POST', '/api/auth/passkey', undefined, { challengeId, response: forged })
    expect(response.statusCode).toBe(401)
    expect(response.cookies).toHaveLength(0)
  })

  it('names what is wrong with a passkey’s name and keeps nothing', async () => {
    const person = await registerUser(t.app)
    const { challengeId, options } = (
      await call('POST', '/api/passkeys/registration-options', person.cookie)
    ).json()
    const authenticator = createSoftAuthenticator({ origin: ORIGIN, rpId: 'forkcast.example' })
    const response = await call('POST', '/api/passkeys', person.cookie, {
      challengeId,
      name: '   ',
      response: authenticator.register(options),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([{ path: 'name', message: 'Give the passkey a name' }])
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, person.userId))).toEqual([])
  })

  it('manages passkeys only from a signed-in browser', async () => {
    expect((await call('GET', '/api/passkeys')).statusCode).toBe(401)
    expect((await call('POST', '/api/passkeys/registration-options')).statusCode).toBe(401)
  })
})

describe('passkeys in a local trial (no PUBLIC_ORIGIN)', () => {
  let local: TestApp
  beforeAll(async () => {
    local = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
  })
  afterAll(() => local.close())

  it('belong to the loopback name the page was opened at', async () => {
    const started = await local.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: { host: 'localhost:3000' },
    })
    expect(started.json().options.rpId).toBe('localhost')
  })

  it('point a page opened at an IP address to localhost, since a passkey names a site, not a number', async () => {
    const started = await local.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: { host: '127.0.0.1:3000' },
    })
    expect(started.statusCode).toBe(400)
    expect(started.json().message).toBe(
      "Passkeys need the site's name: open Forkcast at http://localhost:3000 to use them.",
    )
  })
})
