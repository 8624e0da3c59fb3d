import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { formatBulkCsv } from '@forkcast/contract/bulk-csv'
import { readTestDatabaseUrl } from '../../config'
import { openDatabase, rowsOf, type Database } from '../../db/client'
import { outboxDirectory, readOutbox } from '../../providers/mail/mailer'
import { pickFreePort } from '../../testing/free-port'
import { productionServerEnv, waitUntilHealthy } from '../../testing/server-process'
import { createTestDatabase, UNLIMITED_TIERS_FILE, type TestDatabase } from '../../testing/test-app'

const SERVER_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url))
// Enough rows that the upload takes a few hundred ms even on a fast machine, so the kill can land inside it.
const ROWS = 3_000
const SMALL_ROWS = ROWS / 6
const csvOf = (count: number, title: string) =>
  formatBulkCsv(
    Array.from({ length: count }, (_unused, index) => ({
      title: `${title} ${index}`,
      ingredients: [`${index} carrots`, '1 onion, diced', '2 cups stock'],
      instructions: ['Chop everything.', 'Simmer for 30 minutes.'],
    })),
  )
const CONTENT = csvOf(ROWS, 'Crash Stew')
const SMALL_CONTENT = csvOf(SMALL_ROWS, 'Warm-up Soup')
const SMALL_CONTENT_AGAIN = csvOf(SMALL_ROWS, 'Timed Soup')

const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

interface Server {
  baseUrl: string
  child: ChildProcess
  exited: Promise<unknown>
}

/** The real server in a child process, on this data directory and (on PostgreSQL) this database. */
async function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await pickFreePort()
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...productionServerEnv({ port, dataDir, databaseUrl }), TIERS_FILE: UNLIMITED_TIERS_FILE },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilHealthy(child, baseUrl, 90_000)
  return { baseUrl, child, exited }
}

const post = (baseUrl: string, url: string, body: unknown, cookie = '') =>
  fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })

async function signUp(server: Server, dataDir: string, name: string) {
  const email = `${name}@example.com`
  const registered = await post(server.baseUrl, '/api/auth/email', {
    email,
    password: 'lantern orbit mango',
    firstName: name,
    phoneNumber: '555-0100',
  })
  expect(registered.status).toBe(202)
  const mail = (await readOutbox(outboxDirectory(dataDir))).find((entry) => entry.to === email)
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  const confirmed = await post(server.baseUrl, '/api/auth/verify-email', { token })
  expect(confirmed.status).toBe(201)
  const { user } = (await confirmed.json()) as { user: { id: number } }
  return { cookie: String(confirmed.headers.get('set-cookie')).split(';')[0] ?? '', userId: user.id }
}

const upload = (server: Server, cookie: string, content = CONTENT) =>
  post(server.baseUrl, '/api/recipes/bulk-upload', { content, fileType: 'csv' }, cookie)

const countRows = async (database: Database, table: 'recipes' | 'bulk_upload_rows', ownerId: number) => {
  const result = await database.db.execute(
    sql`select count(*)::int as count from ${sql.identifier(table)} where owner_id = ${ownerId}`,
  )
  return (rowsOf(result)[0] as { count: number }).count
}

const killNow = async (server: Server) => {
  server.child.kill('SIGKILL')
  await server.exited
}

/*
 * Kills the server with SIGKILL in the middle of a bulk upload, starts it again on the same data, and finds
 * none or all of the upload's rows; uploading the same file again then stores each row once.
 */
describe('a bulk upload under kill -9', () => {
  it('stores none or all of its rows on the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bulk-crash-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    let server = await startServer(dataDir)
    // The test cannot look inside the embedded database while the server holds it, so it times the kill: a
    // warm upload of a sixth of the file tells how long this machine takes, and the kill lands part-way
    // through the whole file (sooner on each try, in case the machine sped up).
    const timer = await signUp(server, dataDir, 'timer')
    expect((await upload(server, timer.cookie, SMALL_CONTENT)).status).toBe(200)
    const startedAt = performance.now()
    expect((await upload(server, timer.cookie, SMALL_CONTENT_AGAIN)).status).toBe(200)
    const smallUploadMs = performance.now() - startedAt

    let killedMidUpload = false
    for (const [attempt, multiple] of [2.5, 1.2, 0.6].entries()) {
      const victim = await signUp(server, dataDir, `victim${attempt}`)
      const answer = upload(server, victim.cookie).catch(() => null)
      await new Promise((resolve) => setTimeout(resolve, multiple * smallUploadMs))
      await killNow(server)
      killedMidUpload = (await answer) === null

      // The dead server's lock names a pid that is gone, so the directory opens at once, as a restart would.
      const afterKill = await openDatabase({ dataDir })
      try {
        expect([0, ROWS]).toContain(await countRows(afterKill, 'recipes', victim.userId))
      } finally {
        await afterKill.close()
      }

      server = await startServer(dataDir)
      expect((await upload(server, victim.cookie)).status).toBe(200)
      if (killedMidUpload) break
    }
    expect(killedMidUpload).toBe(true)
    server.child.kill('SIGTERM')
    await server.exited

    const afterRetry = await openDatabase({ dataDir })
    try {
      expect(await countRows(afterRetry, 'recipes', timer.userId)).toBe(2 * SMALL_ROWS)
    } finally {
      await afterRetry.close()
    }
  }, 600_000)

  it.skipIf(!readTestDatabaseUrl())(
    'stores none or all of its rows on PostgreSQL, killed while rows are staged',
    async () => {
      const testDatabase: TestDatabase = await createTestDatabase()
      cleanups.push(() => testDatabase.drop())
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bulk-crash-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const { database, url } = testDatabase
      let server = await startServer(dataDir, url ?? undefined)
      const victim = await signUp(server, dataDir, 'victim')

      const answer = upload(server, victim.cookie).catch(() => null)
      // Killed once part of the file is staged, before it is moved into recipes.
      while ((await countRows(database, 'bulk_upload_rows', victim.userId)) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      await killNow(server)
      expect(await answer).toBeNull()
      const afterKill = await countRows(database, 'recipes', victim.userId)
      expect([0, ROWS]).toContain(afterKill)

      server = await startServer(dataDir, url ?? undefined)
      expect(await countRows(database, 'recipes', victim.userId)).toBe(afterKill)
      expect((await upload(server, victim.cookie)).status).toBe(200)
      expect(await countRows(database, 'recipes', victim.userId)).toBe(ROWS)
      server.child.kill('SIGTERM')
      await server.exited
    },
    300_000,
  )
})
