import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPgliteDatabase,
  isFullyMigrated,
  MIGRATIONS_FOLDER,
  newestMigrationMillis,
  PGLITE_EXTENSIONS,
  type Database,
} from './client'

describe('deciding at boot whether migrations must run', () => {
  let database: Database
  let folder: string
  beforeAll(async () => {
    database = createPgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }))
    folder = mkdtempSync(path.join(os.tmpdir(), 'forkcast-migrations-'))
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  })
  afterAll(async () => {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('migrates a fresh database, then finds nothing to do until a newer migration appears', async () => {
    expect(await isFullyMigrated(database.db)).toBe(false)
    await database.migrate()
    expect(await isFullyMigrated(database.db)).toBe(true)
    await database.migrate()

    const journalPath = path.join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>
    }
    const last = journal.entries.at(-1)!
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: 'newer' })
    writeFileSync(journalPath, JSON.stringify(journal))
    writeFileSync(path.join(folder, 'newer.sql'), 'create table newer_probe (id integer)')

    expect(newestMigrationMillis(folder)).toBe(last.when + 1)
    expect(await isFullyMigrated(database.db, folder)).toBe(false)
    expect(await isFullyMigrated(database.db)).toBe(true)
  })
})
