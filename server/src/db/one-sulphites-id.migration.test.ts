import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTestDatabaseUrl } from '../config'
import { databaseUrlFor } from '../testing/database-url'
import { MIGRATIONS_FOLDER } from './client'

const serverUrl = readTestDatabaseUrl()
const TAG = '0016_one_sulphites_id'

interface Journal {
  entries: Array<{ tag: string }>
}

// A copy of the migrations folder that stops just before this migration, to store rows as they were.
function folderBeforeMigration(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'forkcast-migrations-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal
  const index = journal.entries.findIndex((entry) => entry.tag === TAG)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }))
  return folder
}

// PostgreSQL only: it builds databases at chosen migration steps on the server; on PGlite the migration was run by hand.
describe.skipIf(!serverUrl)('the one sulphites id migration', () => {
  const name = `forkcast_sulphites_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  let client: pg.Client
  let olderMigrations: string

  const insertUser = async (email: string, sensitivities: string[], allergies: string[] = []) => {
    await client.query(
      `insert into users (email, password_hash, first_name, sensitivities, allergies) values ($1, 'x', 'Test', $2, $3)`,
      [email, sensitivities, allergies],
    )
  }
  const storedLists = async () => {
    const { rows } = await client.query<{ email: string; sensitivities: string[]; allergies: string[] }>(
      'select email, sensitivities, allergies from users order by email',
    )
    return rows
  }

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    client = new pg.Client({ connectionString: databaseUrlFor(serverUrl!, name) })
    await client.connect()
    olderMigrations = folderBeforeMigration()
    await migrate(drizzle({ client }), { migrationsFolder: olderMigrations })
    await insertUser('a-old@example.com', ['sulfites'])
    await insertUser('b-mixed@example.com', ['lactose', 'sulfites', 'onions'], ['sulphites'])
    await insertUser('c-both@example.com', ['sulfites', 'msg', 'sulphites'])
    await insertUser('d-none@example.com', ['lactose', 'Sulfites typed long ago'])
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
  })

  afterAll(async () => {
    await client.end()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    rmSync(olderMigrations, { recursive: true, force: true })
  })

  it('rewrites a stored sulfites sensitivity to sulphites, in its place and only once', async () => {
    expect(await storedLists()).toEqual([
      { email: 'a-old@example.com', sensitivities: ['sulphites'], allergies: [] },
      {
        email: 'b-mixed@example.com',
        sensitivities: ['lactose', 'sulphites', 'onions'],
        allergies: ['sulphites'],
      },
      { email: 'c-both@example.com', sensitivities: ['sulphites', 'msg'], allergies: [] },
      { email: 'd-none@example.com', sensitivities: ['lactose', 'Sulfites typed long ago'], allergies: [] },
    ])
  })

  it('changes nothing when it runs a second time', async () => {
    const before = await storedLists()
    const sql = readFileSync(path.join(MIGRATIONS_FOLDER, `${TAG}.sql`), 'utf8')
    const { rowCount } = await client.query(sql)
    expect(rowCount).toBe(0)
    expect(await storedLists()).toEqual(before)
  })
})
