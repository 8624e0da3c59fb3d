import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { like } from 'drizzle-orm'
import { openDatabase } from './db/client'
import { recipes } from './db/schema'
import { outboxDirectory, readOutbox } from './providers/mail/mailer'
import { customRecipe } from './testing/recipe-test-app'
import { pickFreePort } from './testing/free-port'
import { startTestApp, UNLIMITED_TIERS_FILE } from './testing/test-app'
import { productionServerEnv } from './testing/server-process'

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url))
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-shutdown-'))
let child: ChildProcess | null = null
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

const request = (
  port: number,
  agent: http.Agent,
  { method = 'GET', url, body, cookie }: { method?: string; url: string; body?: unknown; cookie?: string },
) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })

// Attempts, not a clock: a slow machine gets as many tries as a fast one.
const HEALTH_ATTEMPTS = 360

async function waitForHealth(port: number, agent: http.Agent) {
  for (let attempt = 0; attempt < HEALTH_ATTEMPTS; attempt += 1) {
    try {
      if ((await request(port, agent, { url: '/api/health' })).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start')
}

describe('SIGTERM', () => {
  it('exits with 0 before its own deadline despite an idle keep-alive client, storing every acknowledged write', async () => {
    const port = await pickFreePort()
    child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      // The writers create many groups; plan limits have their own tests.
      env: { ...productionServerEnv({ port, dataDir }), TIERS_FILE: UNLIMITED_TIERS_FILE },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)))
    // One socket kept open between requests, the way browsers and proxies hold connections.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const writeAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    await waitForHealth(port, idleAgent)

    const registered = await request(port, writeAgent, {
      method: 'POST',
      url: '/api/auth/email',
      body: {
        email: 'shutdown@example.com',
        password: 'lantern orbit mango',
        firstName: 'Sam',
        phoneNumber: '1',
      },
    })
    expect(registered.status).toBe(202)
    const [mail] = await readOutbox(outboxDirectory(dataDir))
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    const confirmed = await request(port, writeAgent, {
      method: 'POST',
      url: '/api/auth/verify-email',
      body: { token },
    })
    expect(confirmed.status).toBe(201)
    const cookie = String(confirmed.headers['set-cookie']?.[0]?.split(';')[0])
    expect((await request(port, idleAgent, { url: '/api/health' })).status).toBe(200)

    // Four clients writing back to back, so the signal lands in the middle of some writes.
    let written = 0
    const writer = async () => {
      const answers: Answer[] = []
      for (;;) {
        written += 1
        // Custom recipes: a write with no small per-account cap (unlike groups), however fast the machine.
        const answer = await request(port, writeAgent, {
          method: 'POST',
          url: '/api/recipes/custom',
          body: customRecipe({ title: `Shutdown ${written}` }),
          cookie,
        }).catch(() => null)
        if (!answer) return answers
        answers.push(answer)
        if (answer.status !== 201) return answers
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The 10 s is the server's own deadline (SHUTDOWN_DEADLINE_MS in server.ts); exiting at all, with 0, is the check.
    child.kill('SIGTERM')
    const answers = (await Promise.all(writers)).flat()
    expect(await exited).toBe(0)

    const acknowledged = answers.filter((answer) => answer.status === 201)
    expect(acknowledged.length).toBeGreaterThan(0)
    // Whatever was refused during shutdown was refused whole, with the connection closed.
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(503)
      expect(refused.headers.connection).toBe('close')
    }
    const database = await openDatabase({ dataDir })
    try {
      const stored = await database.db.select().from(recipes).where(like(recipes.title, 'Shutdown %'))
      expect(stored.length).toBe(acknowledged.length)
    } finally {
      await database.close()
      idleAgent.destroy()
      writeAgent.destroy()
    }
  }, 180_000)
})

describe('closing the app', () => {
  it('answers an in-flight request with Connection: close and does not wait for the idle keep-alive socket', async () => {
    const t = await startTestApp({ ready: false })
    let finish: () => void = () => {}
    const gate = new Promise<void>((resolve) => (finish = resolve))
    t.app.get('/api/test/slow', async () => {
      await gate
      return { ok: true }
    })
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const port = (t.app.server.address() as { port: number }).port
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    try {
      expect((await request(port, agent, { url: '/api/health' })).status).toBe(200)
      const slow = request(port, agent, { url: '/api/test/slow' })
      await new Promise((resolve) => setTimeout(resolve, 50))
      // A keep-alive socket left open would hold close() past the test's own timeout.
      const closing = t.app.close()
      setTimeout(finish, 100)
      const answer = await slow
      await closing
      expect(answer.status).toBe(200)
      expect(answer.headers.connection).toBe('close')
    } finally {
      agent.destroy()
      await t.testDatabase.drop()
    }
  })
})
