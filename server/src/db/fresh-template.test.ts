import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, pgliteVersion, rowsOf, type FreshDatabaseTemplate } from './client'

// Each open of an empty directory is an initdb or a template load: seconds each on a loaded machine.
const OPENS_TIMEOUT_MS = 120_000

describe('starting from the fresh-database template', () => {
  let directory: string
  let template: FreshDatabaseTemplate
  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-template-'))
    const source = await PGlite.create(path.join(directory, 'source'))
    await source.exec(
      `create table template_marker (note text); insert into template_marker values ('from the template')`,
    )
    const dump = await source.dumpDataDir('gzip')
    await source.close()
    template = { archive: path.join(directory, 'fresh.tar.gz'), manifest: path.join(directory, 'fresh.json') }
    writeFileSync(template.archive, Buffer.from(await dump.arrayBuffer()))
  }, OPENS_TIMEOUT_MS)
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  const markerIn = async (dataDir: string) => {
    const database = await openDatabase({ dataDir, freshTemplate: template })
    try {
      const result = await database.db.execute(
        sql`select to_regclass('template_marker') is not null as "hasMarker"`,
      )
      return (rowsOf(result)[0] as { hasMarker: boolean }).hasMarker
    } finally {
      await database.close()
    }
  }

  it(
    'loads the template into an empty data directory and never into one that holds a database',
    async () => {
      writeFileSync(template.manifest, JSON.stringify({ pgliteVersion: pgliteVersion() }))
      const dataDir = path.join(directory, 'empty')
      expect(await markerIn(dataDir)).toBe(true)

      const database = await openDatabase({ dataDir })
      await database.db.execute(sql`drop table template_marker`)
      await database.close()
      expect(await markerIn(dataDir)).toBe(false)
    },
    OPENS_TIMEOUT_MS,
  )

  it(
    'runs initdb instead when the template was made by another PGlite version',
    async () => {
      writeFileSync(template.manifest, JSON.stringify({ pgliteVersion: '0.0.1' }))
      expect(await markerIn(path.join(directory, 'other-version'))).toBe(false)
    },
    OPENS_TIMEOUT_MS,
  )
})
