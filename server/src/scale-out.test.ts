import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readTestDatabaseUrl } from './config'
import { outboxDirectory } from './providers/mail/mailer'
import { pickFreePort } from './testing/free-port'
import { productionServerEnv, waitUntilHealthy } from './testing/server-process'
import { readSseMessages } from './testing/sse'
import { createTestDatabase, UNLIMITED_TIERS_FILE, type TestDatabase } from './testing/test-app'

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url))

interface Instance {
  name: 'A' | 'B'
  port: number
  dataDir: string
  process: ChildProcess
}

const instances: Instance[] = []
let proxy: http.Server | null = null
let testDatabase: TestDatabase | null = null
afterAll(async () => {
  for (const instance of instances) {
    if (instance.process.exitCode === null && instance.process.signalCode === null)
      instance.process.kill('SIGKILL')
    rmSync(instance.dataDir, { recursive: true, force: true })
  }
  proxy?.close()
  await testDatabase?.drop()
})

async function startInstance(name: Instance['name'], databaseUrl: string): Promise<Instance> {
  const port = await pickFreePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forkcast-scale-${name}-`))
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...productionServerEnv({ port, dataDir, databaseUrl }), TIERS_FILE: UNLIMITED_TIERS_FILE },
    stdio: 'ignore',
  })
  const instance = { name, port, dataDir, process: child }
  instances.push(instance)
  await waitUntilHealthy(child, `http://127.0.0.1:${port}`, 90_000)
  return instance
}

/**
 * A reverse proxy as a load balancer would be: requests take turns between the instances, an instance that
 * refuses the connection is skipped, and each answer says which instance gave it (x-upstream).
 */
function startProxy(upstreams: Instance[]) {
  let turn = 0
  const server = http.createServer((incoming, outgoing) => {
    const order = upstreams.map((_, index) => upstreams[(turn + index) % upstreams.length]!)
    turn += 1
    const body: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => body.push(chunk))
    incoming.on('end', () => {
      const tryNext = (index: number) => {
        const upstream = order[index]
        if (!upstream) {
          outgoing.writeHead(502).end()
          return
        }
        const forwarded = http.request(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name })
            answer.pipe(outgoing)
            // A dying instance cuts its streams: so does the proxy, and the client reconnects.
            answer.on('error', () => outgoing.destroy())
            answer.on('aborted', () => outgoing.destroy())
          },
        )
        forwarded.on('error', () => {
          if (outgoing.headersSent) outgoing.destroy()
          else tryNext(index + 1)
        })
        forwarded.end(Buffer.concat(body))
      }
      tryNext(0)
    })
  })
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

/** The registration link mailed to an address, by whichever instance answered the registration. */
function registrationToken(address: string) {
  for (const { dataDir } of instances) {
    const outbox = outboxDirectory(dataDir)
    let files: string[] = []
    try {
      files = readdirSync(outbox)
    } catch {
      continue
    }
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string }
      const token = mail.to === address ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : null
      if (token) return token
    }
  }
  throw new Error(`no registration link for ${address}`)
}

async function call(baseUrl: string, method: string, url: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

async function signUp(baseUrl: string, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now().toString(36)}@example.com`
  const registered = await call(baseUrl, 'POST', '/api/auth/email', undefined, {
    email,
    password: 'lantern orbit mango',
    firstName,
    phoneNumber: '555-0100',
  })
  expect(registered.status).toBe(202)
  const response = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: registrationToken(email) }),
  })
  expect(response.status).toBe(201)
  return String(response.headers.get('set-cookie')).split(';')[0]!
}

interface Follower {
  /** Vote event ids received, in order, over every connection. */
  voteIds: number[]
  /** Which instance served each connection. */
  upstreams: string[]
  stop: () => void
}

/** A member's board stream that, like the browser's EventSource, reconnects with Last-Event-ID when cut. */
function follow(url: string, cookie: string): Follower {
  const follower: Follower = { voteIds: [], upstreams: [], stop: () => {} }
  const controller = new AbortController()
  follower.stop = () => controller.abort()
  let lastEventId: string | null = null
  void (async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: controller.signal,
        })
        follower.upstreams.push(response.headers.get('x-upstream') ?? '?')
        for await (const batch of readSseMessages(response.body!)) {
          for (const message of batch) {
            if (message.id) lastEventId = message.id
            if (message.type === 'vote' && message.id) follower.voteIds.push(Number(message.id))
          }
        }
      } catch {
        // Cut off: reconnect below, as EventSource does.
      }
      // Long enough for the votes after a kill to happen while this member is away.
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })()
  return follower
}

const waitFor = async (condition: () => boolean, what: string) => {
  const giveUpAt = Date.now() + 15_000
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// PostgreSQL only: PGlite lives inside one process, so two instances can only share a PostgreSQL server.
describe.skipIf(!readTestDatabaseUrl())('two instances behind a reverse proxy, on one PostgreSQL', () => {
  it('bring votes made on either to members on both, and a member of a killed one resumes on the other', async () => {
    testDatabase = await createTestDatabase()
    const [a, b] = await Promise.all([
      startInstance('A', testDatabase.url!),
      startInstance('B', testDatabase.url!),
    ])
    const started = await startProxy([a!, b!])
    proxy = started.server
    const baseUrl = started.url

    const ownerCookie = await signUp(baseUrl, 'Maria')
    const memberCookie = await signUp(baseUrl, 'Ben')
    const group = await call(baseUrl, 'POST', '/api/family-groups', ownerCookie, { name: 'Scale' })
    await call(baseUrl, 'POST', '/api/family-groups/join', memberCookie, {
      inviteCode: group.body.inviteCode,
    })
    const board = await call(baseUrl, 'POST', '/api/elimination-session', ownerCookie, {
      groupId: group.body.id,
      category: 'cuisine',
    })
    const sessionId: number = board.body.session.id
    const streamUrl = `${baseUrl}/api/elimination-session/${sessionId}/events`

    // Opened one after the other, the two streams land on different instances.
    const owner = follow(streamUrl, ownerCookie)
    await waitFor(() => owner.upstreams.length === 1, 'the owner’s stream')
    const member = follow(streamUrl, memberCookie)
    await waitFor(() => member.upstreams.length === 1, 'the member’s stream')
    expect(new Set([owner.upstreams[0], member.upstreams[0]])).toEqual(new Set(['A', 'B']))

    const eliminate = async (optionId: string) => {
      const answer = await call(
        baseUrl,
        'POST',
        `/api/elimination-session/${sessionId}/eliminate`,
        ownerCookie,
        {
          optionId,
        },
      )
      expect(answer.status).toBe(200)
      return answer.headers.get('x-upstream')
    }
    // Votes take turns between the instances; both streams get every one.
    const servedBy = [await eliminate('thai'), await eliminate('korean'), await eliminate('french')]
    expect(new Set(servedBy)).toEqual(new Set(['A', 'B']))
    await waitFor(() => owner.voteIds.length === 3 && member.voteIds.length === 3, 'the first three votes')

    // The member's instance dies without a goodbye; votes go on through the one left.
    const killed = instances.find((instance) => instance.name === member.upstreams[0])!
    killed.process.kill('SIGKILL')
    await new Promise((resolve) => killed.process.once('exit', resolve))
    for (const optionId of ['indian', 'mexican', 'japanese']) await eliminate(optionId)

    await waitFor(() => member.voteIds.length >= 6, 'the member to catch up on the other instance')
    expect(member.voteIds).toEqual([1, 2, 3, 4, 5, 6])
    expect(member.upstreams.slice(1).every((upstream) => upstream !== killed.name)).toBe(true)
    await waitFor(() => owner.voteIds.length >= 6, 'the owner’s stream')
    expect(owner.voteIds).toEqual([1, 2, 3, 4, 5, 6])
    owner.stop()
    member.stop()
  }, 120_000)
})
