import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../db/schema'
import { isAllowedHost } from './host-check'
import { startTestApp, type TestApp } from '../testing/test-app'

let localTrial: TestApp
let configured: TestApp
beforeAll(async () => {
  // A default `npm start`: no PUBLIC_ORIGIN, no SMTP, the outbox page on.
  localTrial = await startTestApp({ env: { PORT: '3000' } })
  configured = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://forkcast.example' } })
})
afterAll(async () => {
  await localTrial.close()
  await configured.close()
})

type Request = {
  method?: 'GET' | 'POST'
  url: string
  host: string
  remoteAddress?: string
  payload?: object
}
const send = (t: TestApp, { method = 'GET', url, host, remoteAddress, payload }: Request) =>
  t.app.inject({
    method,
    url,
    headers: { host, origin: `http://${host}` },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(payload ? { payload } : {}),
  })

describe('the Host check', () => {
  it('refuses a foreign Host on a local trial with a 421 saying where to go, and writes nothing', async () => {
    const rebinding = 'evil.example:3000'
    for (const url of ['/api/health', '/dev/outbox', '/api/auth/user', '/']) {
      const response = await send(localTrial, { url, host: rebinding })
      expect(response.statusCode, url).toBe(421)
      expect(response.json()).toEqual({
        code: 'MISDIRECTED_REQUEST',
        message: 'This server does not answer for that address. Open Forkcast at http://localhost:3000.',
      })
    }
    const reset = await send(localTrial, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      host: rebinding,
      payload: { email: 'victim@example.com' },
    })
    expect(reset.statusCode).toBe(421)
    expect(await localTrial.database.db.select().from(rateLimits)).toEqual([])
  })

  it('answers loopback names on any port on a local trial', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:51234', '[::1]:3000', 'LOCALHOST', '127.0.0.1']) {
      expect((await send(localTrial, { url: '/api/health', host })).statusCode, host).toBe(200)
    }
  })

  it("with PUBLIC_ORIGIN, answers that origin's host and port and loopback names, nothing else", async () => {
    for (const host of ['forkcast.example', 'forkcast.example:443', 'FORKCAST.example', 'localhost:3000']) {
      expect((await send(configured, { url: '/api/health', host })).statusCode, host).toBe(200)
    }
    for (const host of [
      'forkcast.example:8443',
      'evil.example',
      'forkcast.example.evil.example',
      '10.0.0.5',
    ]) {
      expect((await send(configured, { url: '/api/health', host })).statusCode, host).toBe(421)
    }
  })

  it('refuses a missing or malformed Host', () => {
    expect(isAllowedHost(undefined)).toBe(false)
    expect(isAllowedHost('')).toBe(false)
    expect(isAllowedHost('user@localhost')).toBe(false)
    expect(isAllowedHost('localhost/path')).toBe(false)
    expect(isAllowedHost('forkcast.example', 'https://forkcast.example')).toBe(true)
  })
})

describe('the mail preview', () => {
  for (const [name, app] of [
    ['a local trial', () => localTrial],
    ['a server with PUBLIC_ORIGIN', () => configured],
  ] as const) {
    it(`on ${name}, answers only a loopback Host on a loopback socket, not through a proxy`, async () => {
      const t = app()
      expect((await send(t, { url: '/dev/outbox', host: 'localhost:3000' })).statusCode).toBe(200)
      expect((await send(t, { url: '/dev/outbox', host: '[::1]:3000' })).statusCode).toBe(200)
      const remote = await send(t, { url: '/dev/outbox', host: 'localhost:3000', remoteAddress: '192.0.2.7' })
      expect(remote.statusCode).toBe(404)
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: { host: 'localhost:3000', 'x-forwarded-for': '192.0.2.7' },
      })
      expect(proxied.statusCode).toBe(404)
    })
  }

  it('is offered after registering only to a browser on this machine', async () => {
    const register = (email: string, remoteAddress: string) =>
      send(localTrial, {
        method: 'POST',
        url: '/api/auth/email',
        host: 'localhost:3000',
        remoteAddress,
        payload: { email, password: 'sorrel lantern quay', firstName: 'Ada', phoneNumber: '555-0100' },
      })
    expect((await register('local@example.com', '127.0.0.1')).json().mailPreviewUrl).toBe('/dev/outbox')
    expect((await register('remote@example.com', '192.0.2.9')).json().mailPreviewUrl).toBeNull()
  })

  it('with PUBLIC_ORIGIN, is not shown at the public address even from this machine', async () => {
    const response = await send(configured, { url: '/dev/outbox', host: 'forkcast.example' })
    expect(response.statusCode).toBe(404)
  })
})
