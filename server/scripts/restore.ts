/**
 * Restores a backup archive into the database the app uses, which must be empty (no accounts yet).
 *
 *   npm run restore -- backup.zip
 *
 * Stop the app first when it runs on the embedded database (DATA_DIR): one process at a time may open it.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { restoreBackup } from '../src/features/backup/backup.service'
import { describeDatabase, resolveFromShell, runWithAppDatabase } from '../src/features/backup/backup.command'

const USAGE = 'Usage: npm run restore -- <backup.zip>'

const parse = () => {
  try {
    const { positionals } = parseArgs({ options: {}, allowPositionals: true })
    if (positionals.length !== 1) throw new Error('Name one backup file to restore.')
    return positionals[0] as string
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
}

const file = resolveFromShell(parse(), process.env.INIT_CWD)
process.exitCode = await runWithAppDatabase('Restore failed', async (database, config) => {
  let archive: Buffer
  try {
    archive = await readFile(file)
  } catch {
    throw new Error(`cannot read ${file}: check the path.`)
  }
  const { manifest, rows } = await restoreBackup(database.db, new Uint8Array(archive))
  const what =
    manifest.kind === 'instance' ? 'the instance backup' : `the household backup of “${manifest.groupName}”`
  const passwords =
    manifest.kind === 'household'
      ? ' Members choose a new password with “Forgot password” on the sign-in page.'
      : ''
  return `Restored ${what} made ${manifest.createdAt} (${rows} rows) into ${describeDatabase(config)}.${passwords}`
})
