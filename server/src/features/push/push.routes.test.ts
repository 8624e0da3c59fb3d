import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'
import { subscribe } from './push.service'

interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A local stand-in for a browser's push service: records each encrypted POST, answers 201 (or 410 for /gone). */
let pushService: Server
let pushOrigin: string
const received: ReceivedPush[] = []
let onReceived: (() => void) | null = null

let t: TestApp
beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end()
      onReceived?.()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' } })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => pushService.close(resolve))
})

/** Keys as a browser's PushSubscription has them: a P-256 public key and a 16-byte secret. */
const browserKeys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

const call = (cookie: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload })

const waitForPushes = (count: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received.length} pushes arrived`)), 5000)
    onReceived = () => {
      if (received.length >= count) {
        clearTimeout(timer)
        resolve()
      }
    }
    onReceived()
  })

describe('web push', () => {
  it('keeps one VAPID key pair, made on first use, and shows it only to signed-in users', async () => {
    expect((await call(null, 'GET', '/api/push/public-key')).statusCode).toBe(401)
    const { cookie } = await registerUser(t.app)
    const first = (await call(cookie, 'GET', '/api/push/public-key')).json<{ publicKey: string }>()
    const second = (await call(cookie, 'GET', '/api/push/public-key')).json<{ publicKey: string }>()
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(second.publicKey).toBe(first.publicKey)
  })

  it('sends the other members an encrypted, signed notification when someone starts tonight’s decision', async () => {
    received.length = 0
    const maria = await registerUser(t.app, { firstName: 'Maria' })
    const ben = await registerUser(t.app, { firstName: 'Ben' })
    const group = (await call(maria.cookie, 'POST', '/api/family-groups', { name: 'Garcias' })).json<{
      id: number
      inviteCode: string
    }>()
    await call(ben.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    for (const member of [maria, ben]) {
      const subscribed = await call(member.cookie, 'POST', '/api/push/subscriptions', {
        endpoint: `${pushOrigin}/device-${member.userId}`,
        keys: browserKeys(),
      })
      expect(subscribed.statusCode).toBe(201)
    }

    await call(maria.cookie, 'POST', '/api/elimination-session', { groupId: group.id, category: 'cuisine' })
    await waitForPushes(1)
    expect(received.map((push) => push.path)).toEqual([`/device-${ben.userId}`])
    const [push] = received
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0)
    // aes128gcm: salt (16), record size (4), key id length (1) = a 65-byte P-256 key, then ciphertext.
    expect(push!.body[20]).toBe(65)
    expect(push!.body.toString('latin1')).not.toContain('Maria')
  })

  it('forgets a device its push service says is gone, and unsubscribes on request', async () => {
    received.length = 0
    const owner = await registerUser(t.app)
    const member = await registerUser(t.app)
    const group = (await call(owner.cookie, 'POST', '/api/family-groups', { name: 'Gone' })).json<{
      id: number
      inviteCode: string
    }>()
    await call(member.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    const gone = `${pushOrigin}/gone-${member.userId}`
    await call(member.cookie, 'POST', '/api/push/subscriptions', { endpoint: gone, keys: browserKeys() })
    const kept = `${pushOrigin}/kept-${member.userId}`
    const added = await call(member.cookie, 'POST', '/api/push/subscriptions', {
      endpoint: kept,
      keys: browserKeys(),
    })
    expect(added.json()).toEqual({ subscribed: true, devices: 2 })

    await call(owner.cookie, 'POST', '/api/elimination-session', { groupId: group.id, category: 'cuisine' })
    await waitForPushes(2)
    await expect
      .poll(async () =>
        (await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: 'none' })).json(),
      )
      .toEqual({
        subscribed: false,
        devices: 1,
      })
    const off = await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: kept })
    expect(off.json()).toEqual({ subscribed: false, devices: 0 })
  })

  it('refuses plain-http and private endpoints unless the operator allows them, and bad bodies with a 400', async () => {
    const { userId, cookie } = await registerUser(t.app)
    const strict = { ...t.app.ctx, config: { ...t.app.ctx.config, PUSH_ALLOW_INSECURE_ENDPOINTS: false } }
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
    ]) {
      await expect(
        subscribe(strict, { userId, input: { endpoint, keys: browserKeys() } }),
      ).rejects.toBeInstanceOf(AppError)
    }
    const bad = await call(cookie, 'POST', '/api/push/subscriptions', { endpoint: 'not a url', keys: {} })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ issues: Array<{ path: string }> }>().issues.map((issue) => issue.path)).toContain(
      'endpoint',
    )
    expect(
      (
        await call(null, 'POST', '/api/push/subscriptions', {
          endpoint: 'https://x.example/1',
          keys: browserKeys(),
        })
      ).statusCode,
    ).toBe(401)
  })
})
