import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import { registerUser, startTestApp, type TestApp } from '../../testing/test-app'
import { subscribe } from './push.service'

interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * A local stand-in for a browser's push service: records each POST, answers 201, 410 for /gone… and 503 with a
 * reason for /busy…. What it received is checked as a real push service (and the browser) would.
 */
let pushService: Server
let pushOrigin: string
const received: ReceivedPush[] = []
let onReceived: (() => void) | null = null

const logLines: string[] = []
let t: TestApp
const dispatcherBefore = getGlobalDispatcher()
beforeAll(async () => {
  // As in the built server, where loading the npm undici first makes its Agent the one Node's fetch uses too.
  setGlobalDispatcher(new Agent())
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      const path = request.url ?? ''
      if (path.startsWith('/gone')) response.writeHead(410).end()
      else if (path.startsWith('/busy')) response.writeHead(503).end('{"reason":"push service overloaded"}')
      else response.writeHead(201).end()
      onReceived?.()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => logLines.push(line) },
  })
})
afterAll(async () => {
  setGlobalDispatcher(dispatcherBefore)
  await t.close()
  await new Promise((resolve) => pushService.close(resolve))
})

/** A browser's side of a subscription: the P-256 key pair and 16-byte secret it decrypts with. */
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  }
}
const browserKeys = () => browserSubscription().keys

/** RFC 8291 + RFC 8188 (aes128gcm, one record), as the browser decrypts a push message. */
const decryptPush = (body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string => {
  const salt = body.subarray(0, 16)
  const keyIdLength = body[20]!
  const serverPublicKey = body.subarray(21, 21 + keyIdLength)
  const record = body.subarray(21 + keyIdLength)
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ])
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32))
  const contentKey = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  )
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any zero padding.
  const delimiter = padded.lastIndexOf(2)
  expect(padded.subarray(delimiter + 1).every((byte) => byte === 0)).toBe(true)
  return padded.subarray(0, delimiter).toString('utf8')
}

/** Checks the VAPID header as a push service does; answers the JWT claims. */
const verifyVapid = (authorization: string | undefined, vapidPublicKey: string) => {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  expect(match).not.toBeNull()
  const [, header, claims, signature, key] = match!
  expect(key).toBe(vapidPublicKey)
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' })
  const raw = Buffer.from(key!, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  )
  expect(signed).toBe(true)
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string }
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

/** Two members of one group; the first starts tonight's decision when `start` is called. */
const groupOfTwo = async (name: string) => {
  const owner = await registerUser(t.app, { firstName: 'Maria' })
  const member = await registerUser(t.app, { firstName: 'Ben' })
  const group = (await call(owner.cookie, 'POST', '/api/family-groups', { name })).json<{
    id: number
    inviteCode: string
  }>()
  await call(member.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
  const start = () =>
    call(owner.cookie, 'POST', '/api/elimination-session', { groupId: group.id, category: 'cuisine' })
  return { owner, member, group, start }
}

describe('web push', () => {
  it('keeps one VAPID key pair, made on first use, and shows it only to signed-in users', async () => {
    expect((await call(null, 'GET', '/api/push/public-key')).statusCode).toBe(401)
    const { cookie } = await registerUser(t.app)
    const first = (await call(cookie, 'GET', '/api/push/public-key')).json<{ publicKey: string }>()
    const second = (await call(cookie, 'GET', '/api/push/public-key')).json<{ publicKey: string }>()
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(second.publicKey).toBe(first.publicKey)
  })

  it('delivers a VAPID-signed notification the member’s browser can decrypt when someone starts tonight’s decision', async () => {
    received.length = 0
    const { owner, member, start } = await groupOfTwo('Garcias')
    const browsers = new Map<number, ReturnType<typeof browserSubscription>>()
    for (const person of [owner, member]) {
      const browser = browserSubscription()
      browsers.set(person.userId, browser)
      const subscribed = await call(person.cookie, 'POST', '/api/push/subscriptions', {
        endpoint: `${pushOrigin}/device-${person.userId}`,
        keys: browser.keys,
      })
      expect(subscribed.statusCode).toBe(201)
    }
    const { publicKey } = (await call(owner.cookie, 'GET', '/api/push/public-key')).json<{
      publicKey: string
    }>()

    await start()
    await waitForPushes(1)
    expect(received.map((push) => push.path)).toEqual([`/device-${member.userId}`])
    const [push] = received
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0)
    const claims = verifyVapid(push!.headers.authorization, publicKey)
    expect(claims.aud).toBe(pushOrigin)
    expect(claims.sub).toBe('mailto:admin@localhost')
    expect(claims.exp).toBeGreaterThan(Math.floor(Date.now() / 1000))
    expect(push!.body.toString('latin1')).not.toContain('Maria')
    const message = JSON.parse(decryptPush(push!.body, browsers.get(member.userId)!)) as Record<
      string,
      unknown
    >
    expect(message).toMatchObject({
      title: 'Maria started tonight’s decision',
      body: 'Join Garcias and help pick dinner.',
      url: '/',
    })
    expect(message.tag).toMatch(/^decision-\d+$/)
  })

  it('tells the members’ devices when someone starts tonight’s decision over, under the same board’s tag', async () => {
    received.length = 0
    const { owner, member, start } = await groupOfTwo('Rossis')
    const browser = browserSubscription()
    await call(member.cookie, 'POST', '/api/push/subscriptions', {
      endpoint: `${pushOrigin}/device-${member.userId}`,
      keys: browser.keys,
    })
    const { session } = (await start()).json<{ session: { id: number } }>()
    await waitForPushes(1)
    await call(owner.cookie, 'POST', `/api/elimination-session/${session.id}/eliminate`, { optionId: 'thai' })
    expect(
      (await call(owner.cookie, 'POST', `/api/elimination-session/${session.id}/reset`)).statusCode,
    ).toBe(200)
    await waitForPushes(2)
    const messages = received.map(
      (push) => JSON.parse(decryptPush(push.body, browser)) as Record<string, unknown>,
    )
    expect(messages[1]).toMatchObject({
      title: 'Maria started tonight’s decision over',
      body: 'Join Rossis and help pick dinner.',
      tag: `decision-${session.id}`,
    })
    expect(messages[0]!.tag).toBe(messages[1]!.tag)
  })

  it('writes each member’s notification in their own language: Spanish for one who chose it, English for the rest', async () => {
    received.length = 0
    const { member, group, start } = await groupOfTwo('Garcías')
    const neighbour = await registerUser(t.app, { firstName: 'Sofía' })
    await call(neighbour.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie: member.cookie },
      payload: { language: 'es' },
    })
    expect(chosen.statusCode).toBe(200)
    const browsers = new Map<number, ReturnType<typeof browserSubscription>>()
    for (const person of [member, neighbour]) {
      const browser = browserSubscription()
      browsers.set(person.userId, browser)
      await call(person.cookie, 'POST', '/api/push/subscriptions', {
        endpoint: `${pushOrigin}/device-${person.userId}`,
        keys: browser.keys,
      })
    }

    await start()
    await waitForPushes(2)
    const messageTo = (person: { userId: number }) => {
      const push = received.find((entry) => entry.path === `/device-${person.userId}`)!
      return JSON.parse(decryptPush(push.body, browsers.get(person.userId)!)) as Record<string, unknown>
    }
    expect(messageTo(member)).toMatchObject({
      title: 'Maria ha empezado la decisión de esta noche',
      body: 'Únete a Garcías y ayuda a elegir la cena.',
      url: '/',
    })
    expect(messageTo(neighbour)).toMatchObject({
      title: 'Maria started tonight’s decision',
      body: 'Join Garcías and help pick dinner.',
    })
    expect(messageTo(member).tag).toBe(messageTo(neighbour).tag)
  })

  it('forgets a device its push service says is gone, logs a refusal with the service’s answer, and unsubscribes on request', async () => {
    received.length = 0
    logLines.length = 0
    const { member, start } = await groupOfTwo('Gone')
    const gone = `${pushOrigin}/gone-${member.userId}`
    await call(member.cookie, 'POST', '/api/push/subscriptions', { endpoint: gone, keys: browserKeys() })
    const busy = `${pushOrigin}/busy-${member.userId}`
    await call(member.cookie, 'POST', '/api/push/subscriptions', { endpoint: busy, keys: browserKeys() })
    const kept = `${pushOrigin}/kept-${member.userId}`
    const added = await call(member.cookie, 'POST', '/api/push/subscriptions', {
      endpoint: kept,
      keys: browserKeys(),
    })
    expect(added.json()).toEqual({ subscribed: true, devices: 3 })

    await start()
    await waitForPushes(3)
    await expect
      .poll(async () =>
        (await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: 'none' })).json(),
      )
      .toEqual({ subscribed: false, devices: 2 })
    const refusals = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'push delivery refused')
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pushService: pushOrigin, status: 410, removed: true }),
        expect.objectContaining({
          pushService: pushOrigin,
          status: 503,
          answer: '{"reason":"push service overloaded"}',
          removed: false,
        }),
      ]),
    )
    await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: busy })
    const off = await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: kept })
    expect(off.json()).toEqual({ subscribed: false, devices: 0 })
  })

  it('keeps a subscription with the account that made it: another account with other keys is refused', async () => {
    received.length = 0
    const { owner, member, start } = await groupOfTwo('Mine')
    const endpoint = `${pushOrigin}/owned-${member.userId}`
    const browser = browserSubscription()
    await call(member.cookie, 'POST', '/api/push/subscriptions', { endpoint, keys: browser.keys })
    const stranger = await registerUser(t.app)
    const stolen = await call(stranger.cookie, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: browserKeys(),
    })
    expect(stolen.statusCode).toBe(409)
    expect(stolen.json()).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'endpoint', message: 'This push subscription is already used by another account' }],
    })
    await start()
    await waitForPushes(1)
    expect(received.map((push) => push.path)).toEqual([`/owned-${member.userId}`])
    expect(JSON.parse(decryptPush(received[0]!.body, browser))).toMatchObject({ url: '/' })

    // The same browser (same keys) signed in to another account takes its notifications along.
    const sameBrowser = await call(owner.cookie, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: browser.keys,
    })
    expect(sameBrowser.json()).toEqual({ subscribed: true, devices: 1 })
    expect(
      (await call(member.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: 'none' })).json(),
    ).toEqual({ subscribed: false, devices: 0 })
  })

  it('refuses endpoints that are not https or resolve to a private address unless the operator allows them', async () => {
    const { userId, cookie } = await registerUser(t.app)
    // 'vm' resolves to loopback here, as the machine's own name did in the probe.
    const toLoopback = async (host: string) =>
      host === 'push.example'
        ? [{ address: '93.184.215.14', family: 4 as const }]
        : [{ address: '127.0.0.1', family: 4 as const }]
    const strict = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, PUSH_ALLOW_INSECURE_ENDPOINTS: false },
      importFetch: { lookup: toLoopback },
    }
    for (const endpoint of [
      'http://push.example/x',
      'https://vm:4196/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      'https://[::1]/x',
    ]) {
      const refused = await subscribe(strict, { userId, input: { endpoint, keys: browserKeys() } }).catch(
        (error: unknown) => error,
      )
      expect(refused, endpoint).toBeInstanceOf(AppError)
      expect((refused as AppError).options.issues).toEqual([
        { path: 'endpoint', message: 'The push endpoint must be a public https address' },
      ])
    }
    expect(
      await subscribe(strict, {
        userId,
        input: { endpoint: 'https://push.example/device', keys: browserKeys() },
      }),
    ).toEqual({ subscribed: true, devices: 1 })
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
