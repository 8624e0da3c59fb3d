import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { readTestDatabaseUrl } from '../config'
import { EVENTS_CHANNEL } from './channel'
import { collectSse, listenUrl } from '../testing/sse'
import { registerUser, startTestApp, type TestApp } from '../testing/test-app'

// PostgreSQL only: PGlite delivers notifications inside the process, so there is no LISTEN connection to cut.
describe.skipIf(!readTestDatabaseUrl())('the live-event listener on PostgreSQL', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp()
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    baseUrl = listenUrl(t.app.server)
  })
  afterAll(() => t.close())

  /** Ends this database's LISTEN connection from the server side, as a restart or an operator would. */
  async function terminateListener() {
    const admin = new pg.Client({ connectionString: t.testDatabase.url ?? '' })
    await admin.connect()
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike $1 and pid <> pg_backend_pid()`,
        [`LISTEN "${EVENTS_CHANNEL}"%`],
      )
      expect(rowCount).toBe(1)
    } finally {
      await admin.end()
    }
  }

  const waitForHealth = async (liveEvents: string) => {
    const giveUpAt = Date.now() + 15_000
    while (Date.now() < giveUpAt) {
      const health = await t.app.inject({ url: '/api/health' })
      if (health.json<{ liveEvents: string }>().liveEvents === liveEvents) return health
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`health never reported liveEvents ${liveEvents}`)
  }

  it('reports the drop in health, reconnects, tells open streams to resync, and delivers events again', async () => {
    const owner = await registerUser(t.app)
    const messages = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: owner.cookie },
      onOpen: terminateListener,
      until: (received) => received.some((message) => message.type === 'resync'),
      timeoutMs: 15_000,
    })
    expect(messages.at(-1)).toMatchObject({ type: 'resync' })
    expect((await waitForHealth('listening')).statusCode).toBe(200)

    // A fresh stream hears events published after the reconnection.
    const after = await collectSse(`${baseUrl}/api/events`, {
      headers: { cookie: owner.cookie },
      onOpen: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/family-groups',
          headers: { cookie: owner.cookie },
          payload: { name: 'After the gap' },
        }),
      until: (received) => received.some((message) => message.type === 'groups-changed'),
    })
    expect(after.map((message) => message.type)).toContain('groups-changed')
  })

  it('answers 503 with liveEvents reconnecting while the listener is down', async () => {
    await terminateListener()
    // The first retry waits 250 ms, long enough for the poll to see the gap.
    const health = await waitForHealth('reconnecting')
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', liveEvents: 'reconnecting' })
    expect((await waitForHealth('listening')).statusCode).toBe(200)
  })
})
