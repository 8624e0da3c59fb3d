import path from 'node:path'
import { loadConfig, type Config } from '../../config'
import { openDatabase, type Database } from '../../db/client'
import { getErrorMessage } from '../../lib/app-error'
import { fromServerRoot } from '../../package-root'

// The fresh database `npm run build` makes: a restore into a new DATA_DIR loads it instead of running initdb.
const FRESH_DATABASE_TEMPLATE = {
  archive: fromServerRoot('dist', 'fresh-database.tar.gz'),
  manifest: fromServerRoot('dist', 'fresh-database.json'),
}

/**
 * Runs a command-line step against the database the app would open (DATABASE_URL, else PGlite in DATA_DIR),
 * migrated first. Prints one line: the result, or what went wrong and what to do; answers the exit code.
 */
export async function runWithAppDatabase(
  failurePrefix: string,
  step: (database: Database, config: Config) => Promise<string>,
): Promise<number> {
  let database: Database | null = null
  try {
    const config = loadConfig()
    // The same lock as the app's: a running app on this DATA_DIR makes this refuse instead of corrupting it.
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      freshTemplate: FRESH_DATABASE_TEMPLATE,
    })
    await database.migrate()
    console.log(await step(database, config))
    return 0
  } catch (error) {
    console.error(`${failurePrefix}: ${getErrorMessage(error)}`)
    return 1
  } finally {
    await database?.close()
  }
}

/** Where a path typed on the command line points: npm runs scripts from the project root, not the shell's folder. */
export const resolveFromShell = (file: string, initCwd: string | undefined) =>
  path.resolve(initCwd ?? process.cwd(), file)

/** Where the data lives, for the result line. */
export const describeDatabase = (config: Config) =>
  config.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : path.resolve(config.DATA_DIR)
