import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  accountTokens,
  knownDevices,
  pendingRegistrations,
  rateLimits,
  sessions,
  users,
} from '../../db/schema'
import type { Mailer, MailMessage } from '../../providers/mail/mailer'
import {
  latestMailTo,
  registerUser,
  registrationTokenFor,
  confirmRegistrationLink,
  startTestApp,
  type TestApp,
} from '../../testing/test-app'
import { KNOWN_DEVICE_COOKIE_NAME } from '../../plugins/auth'
import { settleDeferredWork } from './after-response'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'

const call = async (cookie: string | null, method: 'POST' | 'DELETE', url: string, payload: object) => {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  })
  await settleDeferredWork()
  return response
}

const tokenIn = async (address: string, route: string) => {
  const { text } = await latestMailTo(t.app, address)
  const token = new RegExp(`/${route}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]
  if (!token) throw new Error(`no ${route} link in the newest mail to ${address}`)
  return token
}

const askReset = async (email: string) => {
  await call(null, 'POST', '/api/auth/forgot-password', { email })
  return tokenIn(email, 'reset-password')
}

const useReset = (token: string, password: string) =>
  call(null, 'POST', '/api/auth/reset-password', { token, password })

const changeEmail = async (cookie: string, newEmail: string) => {
  expect(
    (await call(cookie, 'POST', '/api/account/email', { newEmail, password: PASSWORD })).statusCode,
  ).toBe(202)
  return tokenIn(newEmail, 'confirm-email')
}

describe('mailed links die with what should kill them', () => {
  it('a reset link mailed to the old address stops working once an email change is confirmed', async () => {
    const { email, cookie } = await registerUser(t.app)
    const resetToken = await askReset(email)
    const newEmail = `moved-${email}`
    const confirm = await call(null, 'POST', '/api/auth/confirm-email', {
      token: await changeEmail(cookie, newEmail),
    })
    expect(confirm.statusCode).toBe(200)
    const reset = await useReset(resetToken, 'attacker chosen phrase 9')
    expect(reset.statusCode).toBe(400)
    expect(reset.json().message).toMatch(/expired or was already used/)
  })

  it('a reset link issued before a password change stops working after it', async () => {
    const { email, cookie } = await registerUser(t.app)
    const resetToken = await askReset(email)
    const changed = await call(cookie, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'juniper obelisk cradle',
    })
    expect(changed.statusCode).toBe(200)
    expect((await useReset(resetToken, 'attacker chosen phrase 9')).statusCode).toBe(400)
  })

  it('an email-change link stops working once the password is reset', async () => {
    const { email, cookie } = await registerUser(t.app)
    const changeToken = await changeEmail(cookie, `elsewhere-${email}`)
    expect((await useReset(await askReset(email), 'juniper obelisk cradle')).statusCode).toBe(200)
    const confirm = await call(null, 'POST', '/api/auth/confirm-email', { token: changeToken })
    expect(confirm.statusCode).toBe(400)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toBeDefined()
  })

  it('a registration link for the address an account moves to stops working when the move is confirmed', async () => {
    const { cookie } = await registerUser(t.app)
    const newEmail = `claimed-${randomUUID()}@example.com`
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: {
        email: newEmail,
        password: 'walnut prism harbor',
        firstName: 'Sam',
        phoneNumber: '555-0100',
      },
    })
    expect(registered.statusCode).toBe(202)
    const registrationToken = await registrationTokenFor(t.app, newEmail)
    const confirm = await call(null, 'POST', '/api/auth/confirm-email', {
      token: await changeEmail(cookie, newEmail),
    })
    expect(confirm.statusCode).toBe(200)
    const pending = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, newEmail))
    expect(pending).toHaveLength(0)
    expect((await confirmRegistrationLink(t.app, registrationToken)).statusCode).toBe(400)
  })
})

describe('forgot password', () => {
  it('answers before the account is looked up and the mail is sent', async () => {
    const { email } = await registerUser(t.app)
    const events: string[] = []
    let openGate = () => {}
    // Only the test opens the gate: a handler that waited for the mail would never answer (the test times out).
    const gate = new Promise<void>((resolve) => {
      openGate = resolve
    })
    const realMailer = t.app.ctx.providers.mail
    const slowMailer: Mailer = {
      kind: realMailer.kind,
      send: async (message: MailMessage) => {
        events.push('mail started')
        await gate
        await realMailer.send(message)
        events.push('mail sent')
      },
    }
    t.app.ctx.providers.mail = slowMailer
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      })
      events.push('answered')
      expect(response.statusCode).toBe(202)
      openGate()
      await settleDeferredWork()
    } finally {
      t.app.ctx.providers.mail = realMailer
    }
    expect(events.indexOf('answered')).toBeLessThan(events.indexOf('mail sent'))
    expect(events.filter((event) => event !== 'mail started')).toEqual(['answered', 'mail sent'])
    expect((await latestMailTo(t.app, email)).text).toMatch(/reset-password\?token=/)
  })
})

describe('deleting the account', () => {
  it('leaves no email, address-and-email counter, link, session or device behind', async () => {
    const { email, cookie, userId } = await registerUser(t.app)
    const ip = '203.0.113.99'
    const signIn = (password: string, device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email',
        payload: { email, password },
        remoteAddress: ip,
        headers: device ? { cookie: device } : {},
      })
    const signedIn = await signIn(PASSWORD)
    expect(signedIn.statusCode).toBe(200)
    const device = signedIn.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE_NAME)!
    // One wrong password from the known device and one from elsewhere: both budgets now hold a counter.
    await signIn('not the password', `${device.name}=${device.value}`)
    await signIn('not the password')
    const deviceKeys = sql`${rateLimits.key} like 'auth:device:%'`
    expect(await t.database.db.select().from(rateLimits).where(deviceKeys)).toHaveLength(1)
    await askReset(email)
    await changeEmail(cookie, `next-${email}`)

    const personal = sql`position(${email} in ${rateLimits.key}) > 0`
    expect((await t.database.db.select().from(rateLimits).where(personal)).length).toBeGreaterThan(0)
    const deleted = await call(cookie, 'DELETE', '/api/account', { password: PASSWORD })
    expect(deleted.statusCode).toBe(200)

    const { db } = t.database
    expect(await db.select().from(rateLimits).where(personal)).toEqual([])
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, userId))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([])
    expect(await db.select().from(knownDevices).where(eq(knownDevices.userId, userId))).toEqual([])
    expect(await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).toEqual(
      [],
    )
    expect(await db.select().from(rateLimits).where(deviceKeys)).toEqual([])
  })
})
