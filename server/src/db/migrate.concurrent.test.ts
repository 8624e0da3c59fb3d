import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { readTestDatabaseUrl } from '../config'
import { databaseUrlFor } from '../testing/database-url'
import { createPostgresDatabase, MIGRATIONS_FOLDER } from './client'

const serverUrl = readTestDatabaseUrl()

// PostgreSQL only: instances sharing a server is what the advisory lock is for; PGlite has one process per directory.
describe.skipIf(!serverUrl)('migrating from several instances at once', () => {
  it('applies every migration exactly once when three instances start together on an empty database', async () => {
    const name = `forkcast_migrate_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = databaseUrlFor(serverUrl!, name)
    const instances = [1, 2, 3].map(() => createPostgresDatabase(url, 2))
    try {
      await Promise.all(instances.map((instance) => instance.migrate()))
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[]
      }
      const check = new pg.Client({ connectionString: url })
      await check.connect()
      const { rows } = await check.query('select count(*)::int as count from drizzle.__drizzle_migrations')
      await check.end()
      expect(rows[0].count).toBe(journal.entries.length)
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
