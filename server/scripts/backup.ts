/**
 * Writes a backup archive of the instance (or of one family group) from the database the app uses.
 *
 *   npm run backup -- [--out backup.zip] [--household <groupId>]
 *
 * Stop the app first when it runs on the embedded database (DATA_DIR): one process at a time may open it.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { createBackup } from '../src/features/backup/backup.service'
import { describeDatabase, resolveFromShell, runWithAppDatabase } from '../src/features/backup/backup.command'

const USAGE = 'Usage: npm run backup -- [--out <file.zip>] [--household <groupId>]'

const parse = () => {
  try {
    const { values } = parseArgs({
      options: { out: { type: 'string' }, household: { type: 'string' } },
      allowPositionals: false,
    })
    const groupId = values.household === undefined ? null : Number(values.household)
    if (groupId !== null && (!Number.isInteger(groupId) || groupId < 1))
      throw new Error('--household takes the number of a family group')
    return { out: values.out, groupId }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
}

const { out, groupId } = parse()
process.exitCode = await runWithAppDatabase('Backup failed', async (database, config) => {
  const backup = await createBackup(
    database.db,
    groupId === null ? { kind: 'instance' } : { kind: 'household', groupId },
  )
  const file = resolveFromShell(out ?? backup.fileName, process.env.INIT_CWD)
  await writeFile(file, backup.archive)
  const rows = Object.values(backup.manifest.tables).reduce((sum, count) => sum + count, 0)
  const what =
    backup.manifest.kind === 'instance'
      ? 'the whole instance'
      : `the household “${backup.manifest.groupName}”`
  return `Backed up ${what} from ${describeDatabase(config)}: ${backup.manifest.tables.users ?? 0} accounts, ${rows} rows, ${backup.manifest.photos} photos → ${file}`
})
