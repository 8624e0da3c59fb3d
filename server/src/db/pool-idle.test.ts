import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readTestDatabaseUrl } from '../config'
import { createPostgresDatabase } from './client'

const serverUrl = readTestDatabaseUrl()

afterEach(() => {
  vi.useRealTimers()
})

// PostgreSQL only: the embedded database has no pool. Only the pool's idle timers are faked; sockets stay real.
describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('keeps an idle connection through a quiet spell of a minute, and lets it go after some minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const database = createPostgresDatabase(serverUrl!, 2)
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    try {
      await database.db.execute(sql`select 1`)
      expect(pool.idleCount).toBe(1)
      // pg's default would have closed it after 10 s; the next burst of votes would then start a new backend.
      await vi.advanceTimersByTimeAsync(60_000)
      expect(pool.idleCount).toBe(1)
      await vi.advanceTimersByTimeAsync(10 * 60_000)
      expect(pool.idleCount).toBe(0)
    } finally {
      vi.useRealTimers()
      await database.close()
    }
  })
})
