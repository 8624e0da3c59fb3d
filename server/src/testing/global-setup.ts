import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { readTestDatabaseUrl } from '../config'
import { createPgliteDatabase, createPostgresDatabase, PGLITE_EXTENSIONS } from '../db/client'
import { databaseUrlFor } from './database-url'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string | null
    /** PGlite: a dump of a migrated database each test file loads. */
    pgliteTemplateFile: string | null
  }
}

// One migrated template per run; test files copy it instead of migrating again.
export default async function setup(project: TestProject) {
  const serverUrl = readTestDatabaseUrl()
  if (serverUrl) {
    const templateName = `forkcast_template_${process.pid}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`)
    await admin.query(`CREATE DATABASE ${templateName}`)
    const template = createPostgresDatabase(databaseUrlFor(serverUrl, templateName), 1)
    await template.migrate()
    await template.close()
    project.provide('templateDatabase', templateName)
    project.provide('pgliteTemplateFile', null)
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`)
      await admin.end()
    }
  }

  const directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-test-'))
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  const database = createPgliteDatabase(client)
  await database.migrate()
  const dump = await client.dumpDataDir('none')
  const file = path.join(directory, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('templateDatabase', null)
  project.provide('pgliteTemplateFile', file)
  return () => rmSync(directory, { recursive: true, force: true })
}
