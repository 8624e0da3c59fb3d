import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleDeferredWork } from '../account/after-response'
import { latestMailTo, registerUser, startTestApp, type TestApp } from '../../testing/test-app'

let localTrial: TestApp
let configured: TestApp
beforeAll(async () => {
  // A default `npm start` on port 3000 (no PUBLIC_ORIGIN), and a server that names its public address.
  localTrial = await startTestApp({ env: { PORT: '3000', AUTH_RATE_LIMIT_PER_IP: '100000' } })
  configured = await startTestApp({
    env: { PUBLIC_ORIGIN: 'https://forkcast.example', AUTH_RATE_LIMIT_PER_IP: '100000' },
  })
})
afterAll(async () => {
  await localTrial.close()
  await configured.close()
})

let counter = 0
const freshEmail = () => `origin${(counter += 1)}-${Date.now().toString(36)}@example.com`

const post = async (t: TestApp, host: string, url: string, payload: object, cookie?: string) => {
  // Behind PUBLIC_ORIGIN the page's origin is the public one, whatever Host a proxy forwards.
  const origin = t.app.ctx.config.PUBLIC_ORIGIN ?? `http://${host}`
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { host, origin, ...(cookie ? { cookie } : {}) },
    payload,
  })
  // Forgot-password mails after answering: let that finish before the test reads the outbox.
  await settleDeferredWork()
  return response
}

const register = (t: TestApp, host: string, email: string) =>
  post(t, host, '/api/auth/email', {
    email,
    password: 'sorrel lantern quay',
    firstName: 'Ada',
    phoneNumber: '555-0100',
  })

/** Every http(s) origin a mail's text links to. */
const linkedOrigins = (text: string) => [...text.matchAll(/https?:\/\/[^/\s]+/g)].map((match) => match[0])

describe('mail links in a local trial', () => {
  it('point at 127.0.0.1 when the person registered from 127.0.0.1', async () => {
    const email = freshEmail()
    expect((await register(localTrial, '127.0.0.1:3000', email)).statusCode).toBe(202)
    const { text } = await latestMailTo(localTrial.app, email)
    expect(text).toContain('http://127.0.0.1:3000/verify-email?token=')
    expect(linkedOrigins(text)).toEqual(['http://127.0.0.1:3000'])
  })

  it('point at localhost when the person registered from localhost, on the port the browser used', async () => {
    const email = freshEmail()
    expect((await register(localTrial, 'localhost:5173', email)).statusCode).toBe(202)
    expect(linkedOrigins((await latestMailTo(localTrial.app, email)).text)).toEqual(['http://localhost:5173'])
  })

  it('point at [::1] when the person registered from [::1]', async () => {
    const email = freshEmail()
    expect((await register(localTrial, '[::1]:3000', email)).statusCode).toBe(202)
    expect(linkedOrigins((await latestMailTo(localTrial.app, email)).text)).toEqual(['http://[::1]:3000'])
  })

  it('send a password reset to the loopback origin it was asked from', async () => {
    const { email } = await registerUser(localTrial.app)
    const asked = await post(localTrial, '127.0.0.1:3000', '/api/auth/forgot-password', { email })
    expect(asked.statusCode).toBe(202)
    const { text } = await latestMailTo(localTrial.app, email)
    expect(text).toContain('http://127.0.0.1:3000/reset-password?token=')
  })

  it('send an email change confirmation to the loopback origin it was asked from', async () => {
    const { cookie } = await registerUser(localTrial.app, { password: 'sorrel lantern quay' })
    const newEmail = freshEmail()
    const asked = await post(
      localTrial,
      '127.0.0.1:3000',
      '/api/account/email',
      { newEmail, password: 'sorrel lantern quay' },
      cookie,
    )
    expect(asked.statusCode).toBe(202)
    expect((await latestMailTo(localTrial.app, newEmail)).text).toContain(
      'http://127.0.0.1:3000/confirm-email?token=',
    )
  })

  it('never name a Host that is not allowed: the request is refused and nothing is mailed', async () => {
    const email = freshEmail()
    const response = await register(localTrial, 'evil.example:3000', email)
    expect(response.statusCode).toBe(421)
    await expect(latestMailTo(localTrial.app, email)).rejects.toThrow(/no mail/)
  })
})

describe('mail links with PUBLIC_ORIGIN', () => {
  it('point at PUBLIC_ORIGIN even when a proxy forwards a loopback Host', async () => {
    const email = freshEmail()
    expect((await register(configured, '127.0.0.1:3000', email)).statusCode).toBe(202)
    expect(linkedOrigins((await latestMailTo(configured.app, email)).text)).toEqual([
      'https://forkcast.example',
    ])
  })

  it('point at PUBLIC_ORIGIN for a password reset asked from localhost', async () => {
    const { email } = await registerUser(configured.app)
    expect(
      (await post(configured, 'localhost:3000', '/api/auth/forgot-password', { email })).statusCode,
    ).toBe(202)
    expect((await latestMailTo(configured.app, email)).text).toContain(
      'https://forkcast.example/reset-password?token=',
    )
  })
})
