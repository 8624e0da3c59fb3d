import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountTokens } from '../../db/schema'
import { outboxDirectory, readOutbox } from '../../providers/mail/mailer'
import { settleDeferredWork } from './after-response'
import { registerUser, sessionCookieFrom, startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-account-'))
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://forkcast.example' },
  })
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'lantern orchard violet 42'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = async (
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  userAgent?: string,
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: payload as Record<string, unknown>,
  })
  // Forgot-password mails after answering: let that finish before the test reads the outbox.
  await settleDeferredWork()
  return response
}

const signIn = async (email: string, password: string, userAgent?: string) =>
  call(null, 'POST', '/api/auth/email', { email, password }, userAgent)

const mailTo = async (to: string) => (await readOutbox(outboxDirectory(dataDir))).filter((m) => m.to === to)

const linkToken = (text: string, route: string) => {
  const match = new RegExp(`https://forkcast\\.example/${route}\\?token=([A-Za-z0-9_-]+)`).exec(text)
  if (!match?.[1]) throw new Error(`no ${route} link in: ${text}`)
  return match[1]
}

describe('forgot password', () => {
  it('answers the same for an unknown email and mails a link only to a real account', async () => {
    const { email } = await registerUser(t.app)
    const known = await call(null, 'POST', '/api/auth/forgot-password', { email })
    const unknown = await call(null, 'POST', '/api/auth/forgot-password', {
      email: 'nobody-here@example.com',
    })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
    const resetLinks = (await mailTo(email)).filter((mail) => mail.text.includes('/reset-password?token='))
    expect(resetLinks).toHaveLength(1)
    expect(await mailTo('nobody-here@example.com')).toHaveLength(0)
  })

  it('sets the new password once, signs out every device, and refuses the link a second time', async () => {
    const { email, cookie } = await registerUser(t.app)
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    const [mail] = await mailTo(email)
    const token = linkToken(mail!.text, 'reset-password')

    const reset = await call(null, 'POST', '/api/auth/reset-password', { token, password: NEW_PASSWORD })
    expect(reset.statusCode).toBe(200)
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)

    const again = await call(null, 'POST', '/api/auth/reset-password', {
      token,
      password: 'another fine phrase 7',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/expired or was already used/)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await registerUser(t.app)
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    const token = linkToken((await mailTo(email))[0]!.text, 'reset-password')
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) })
    const response = await call(null, 'POST', '/api/auth/reset-password', { token, password: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200)
  })

  it('only the newest link works when several were asked for', async () => {
    const { email } = await registerUser(t.app)
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    const [newest, older] = await mailTo(email)
    const olderToken = linkToken(older!.text, 'reset-password')
    const newestToken = linkToken(newest!.text, 'reset-password')
    expect(
      (await call(null, 'POST', '/api/auth/reset-password', { token: olderToken, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400)
    expect(
      (await call(null, 'POST', '/api/auth/reset-password', { token: newestToken, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses a common new password and keeps the link usable', async () => {
    const { email } = await registerUser(t.app)
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    const token = linkToken((await mailTo(email))[0]!.text, 'reset-password')
    const weak = await call(null, 'POST', '/api/auth/reset-password', { token, password: 'password' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().issues[0].path).toBe('password')
    const good = await call(null, 'POST', '/api/auth/reset-password', { token, password: NEW_PASSWORD })
    expect(good.statusCode).toBe(200)
  })
})

describe('registering an email that has an account', () => {
  it('tells the owner by mail when someone without the password tries', async () => {
    const { email } = await registerUser(t.app)
    const attempt = await call(null, 'POST', '/api/auth/email', {
      email,
      password: 'someone else entirely 9',
      firstName: 'Mallory',
      phoneNumber: '555-0100',
    })
    // Answered exactly as a new registration (see the auth routes' tests); only the owner learns of it.
    expect(attempt.statusCode).toBe(202)
    const [mail] = await mailTo(email)
    expect(mail!.subject).toMatch(/tried to create a Forkcast account/)
  })
})

describe('changing the password', () => {
  it('needs the current password and signs out the other devices only', async () => {
    const { email, cookie } = await registerUser(t.app)
    const other = sessionCookieFrom(await signIn(email, PASSWORD))

    const wrong = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues[0].path).toBe('currentPassword')

    const changed = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(changed.statusCode).toBe(200)
    expect((await call(cookie, 'GET', '/api/auth/user')).statusCode).toBe(200)
    expect((await call(other, 'GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses an easily guessed new password beside the new-password field, and keeps the old one', async () => {
    const { email, cookie } = await registerUser(t.app)
    const refused = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'password123',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().issues).toEqual([
      { path: 'newPassword', message: expect.stringMatching(/easy to guess/) },
    ])
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200)
  })

  it('is for signed-in users only', async () => {
    const response = await call(null, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('changing the email', () => {
  it('changes it only when the link mailed to the new address is opened', async () => {
    const { email, cookie } = await registerUser(t.app)
    const newEmail = `moved-${Date.now()}@example.com`
    const asked = await call(cookie, 'POST', '/api/account/email', { newEmail, password: PASSWORD })
    expect(asked.statusCode).toBe(202)
    expect((await call(cookie, 'GET', '/api/auth/user')).json().email).toBe(email)
    expect((await mailTo(email))[0]!.subject).toMatch(/about to change/)

    const token = linkToken((await mailTo(newEmail))[0]!.text, 'confirm-email')
    const confirmed = await call(null, 'POST', '/api/auth/confirm-email', { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ success: true, email: newEmail })
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(200)
    expect((await call(null, 'POST', '/api/auth/confirm-email', { token })).statusCode).toBe(400)
  })

  it('answers the same for an address that has an account, and changes nothing', async () => {
    const taken = await registerUser(t.app)
    const { email, cookie } = await registerUser(t.app)
    const response = await call(cookie, 'POST', '/api/account/email', {
      newEmail: taken.email,
      password: PASSWORD,
    })
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toContain(taken.email)
    expect((await call(cookie, 'GET', '/api/auth/user')).json().email).toBe(email)
    expect((await mailTo(taken.email))[0]!.subject).toMatch(/already has an account|tried to move/)
  })

  it('needs the password', async () => {
    const { cookie } = await registerUser(t.app)
    const response = await call(cookie, 'POST', '/api/account/email', {
      newEmail: 'elsewhere@example.com',
      password: 'wrong password here',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('password')
  })
})

describe('devices', () => {
  it('lists each signed-in device and signs out another one', async () => {
    const { email } = await registerUser(t.app)
    const phone = sessionCookieFrom(
      await signIn(
        email,
        PASSWORD,
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    )
    const laptop = sessionCookieFrom(
      await signIn(
        email,
        PASSWORD,
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      ),
    )
    const list = await call(laptop, 'GET', '/api/account/sessions')
    expect(list.statusCode).toBe(200)
    const sessions = list.json<{ sessions: Array<{ id: string; device: string; isCurrent: boolean }> }>()
      .sessions
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome on Android', 'Safari on macOS']),
    )
    expect(sessions.filter((s) => s.isCurrent).map((s) => s.device)).toEqual(['Safari on macOS'])
    expect(JSON.stringify(sessions)).not.toMatch(/token/i)
    await call(laptop, 'PUT', '/api/user/language', { language: 'es' })
    const spanish = (await call(laptop, 'GET', '/api/account/sessions')).json<{
      sessions: Array<{ device: string }>
    }>()
    expect(spanish.sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome en Android', 'Safari en macOS']),
    )

    const phoneSession = sessions.find((s) => s.device === 'Chrome on Android')!
    expect((await call(laptop, 'DELETE', `/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(200)
    expect((await call(phone, 'GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await call(laptop, 'GET', '/api/auth/user')).statusCode).toBe(200)
  })

  it("cannot sign out someone else's device", async () => {
    const owner = await registerUser(t.app)
    const stranger = await registerUser(t.app)
    const [session] = (await call(owner.cookie, 'GET', '/api/account/sessions')).json().sessions
    const response = await call(stranger.cookie, 'DELETE', `/api/account/sessions/${session.id}`)
    expect(response.statusCode).toBe(404)
    expect((await call(owner.cookie, 'GET', '/api/auth/user')).statusCode).toBe(200)
  })
})

describe('export', () => {
  it('downloads everything stored about the user without secrets', async () => {
    const { cookie, email } = await registerUser(t.app, { firstName: 'Ines' })
    await call(cookie, 'POST', '/api/family-groups', { name: 'Dinner Crew' })
    const response = await call(cookie, 'GET', '/api/account/export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="forkcast-data-/)
    const data = response.json()
    expect(data.profile).toMatchObject({ email, firstName: 'Ines' })
    expect(data.profile.passwordHash).toBeUndefined()
    expect(data.groups).toEqual([expect.objectContaining({ name: 'Dinner Crew', isOwner: true })])
    expect(response.body).not.toMatch(/argon2|tokenHash|token_hash/)
  })
})

describe('deleting the account', () => {
  it('needs the password, passes group ownership on, and the account can no longer sign in', async () => {
    const owner = await registerUser(t.app)
    const member = await registerUser(t.app)
    const group = (await call(owner.cookie, 'POST', '/api/family-groups', { name: 'Supper Club' })).json()
    await call(member.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })

    const wrong = await call(owner.cookie, 'DELETE', '/api/account', { password: 'not the password' })
    expect(wrong.statusCode).toBe(400)
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200)

    const deleted = await call(owner.cookie, 'DELETE', '/api/account', { password: PASSWORD })
    expect(deleted.statusCode).toBe(200)
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(401)
    expect((await call(owner.cookie, 'GET', '/api/auth/user')).statusCode).toBe(401)

    const groups = (await call(member.cookie, 'GET', '/api/family-groups')).json()
    expect(groups).toEqual([expect.objectContaining({ id: group.id, isOwner: true, memberCount: 1 })])
  })
})

describe('the development outbox', () => {
  it('shows mailed links outside production and does not exist in production', async () => {
    const { email } = await registerUser(t.app)
    await call(null, 'POST', '/api/auth/forgot-password', { email })
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(email)
    expect(page.body).toContain('reset-password?token=')

    const production = await startTestApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir } })
    try {
      const hidden = await production.app.inject({ method: 'GET', url: '/dev/outbox' })
      expect(hidden.body).not.toContain('reset-password?token=')
    } finally {
      await production.close()
    }
  })
})
