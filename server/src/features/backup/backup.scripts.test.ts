import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import * as schema from '../../db/schema'
import { openDatabase, PGLITE_EXTENSIONS } from '../../db/client'

const run = promisify(execFile)
const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const TSX = path.join(SERVER_ROOT, 'node_modules', '.bin', 'tsx')
const tsx = existsSync(TSX) ? TSX : path.join(SERVER_ROOT, '..', 'node_modules', '.bin', 'tsx')

let workDir: string
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-backup-cli-'))
})
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/** A migrated embedded database in a new folder: the test run's template when there is one (initdb is slow). */
const newDataDir = async (name: string) => {
  const dataDir = path.join(workDir, name)
  const templateFile = inject('pgliteTemplateFile')
  if (templateFile) {
    const client = await PGlite.create(dataDir, {
      loadDataDir: new Blob([readFileSync(templateFile)]),
      extensions: PGLITE_EXTENSIONS,
    })
    await client.close()
  }
  return dataDir
}

/** Runs a script as `npm run backup` would, on an embedded database; answers its exit code and output. */
const runScript = async (script: 'backup' | 'restore', args: string[], dataDir: string) => {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: workDir, LOG_LEVEL: 'silent' }
  try {
    const { stdout, stderr } = await run(tsx, [path.join(SERVER_ROOT, 'scripts', `${script}.ts`), ...args], {
      cwd: SERVER_ROOT,
      env,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up an embedded instance and restore it into a fresh DATA_DIR, refusing a second restore', async () => {
    const source = await newDataDir('source')
    const migrated = await openDatabase({ dataDir: source })
    await migrated.migrate()
    await migrated.close()
    // The target is a copy of the migrated, empty directory: a second initdb would only cost time.
    const target = path.join(workDir, 'target')
    cpSync(source, target, { recursive: true })
    const database = await openDatabase({ dataDir: source })
    await database.db.insert(schema.users).values({
      email: 'ana@example.com',
      passwordHash: 'argon2-hash-of-ana',
      firstName: 'Ana',
      allergies: ['sesame'],
    })
    await database.close()

    const backup = await runScript('backup', ['--out', 'family.zip'], source)
    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout.trim()).toMatch(/^Backed up the whole instance .*1 accounts.*family\.zip$/)
    expect(existsSync(path.join(workDir, 'family.zip'))).toBe(true)

    const restore = await runScript('restore', ['family.zip'], target)
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toMatch(/^Restored the instance backup made .* into /)

    const again = await runScript('restore', ['family.zip'], target)
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toMatch(/^Restore failed: This Forkcast already has accounts/)

    const restored = await openDatabase({ dataDir: target })
    try {
      // While this process holds the directory, the command line refuses it instead of corrupting it.
      const locked = await runScript('backup', ['--out', 'locked.zip'], target)
      expect(locked.code).toBe(1)
      expect(locked.stderr).toMatch(/^Backup failed: The data directory .* is in use/)
      const [ana] = await restored.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'ana@example.com'))
      expect(ana).toMatchObject({ passwordHash: 'argon2-hash-of-ana', allergies: ['sesame'] })
    } finally {
      await restored.close()
    }
  }, 180_000)

  it('explains its usage when the arguments are wrong', async () => {
    const missing = await runScript('restore', [], path.join(workDir, 'unused'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/Usage: npm run restore -- <backup.zip>/)
  }, 60_000)
})
