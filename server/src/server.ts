import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { keepRecipeStatistics } from './db/statistics'
import { seedRecipeCatalogWhenChanged } from './features/recipes/recipe-catalog'
import {
  startAllergenRederivation,
  type BackgroundRederivation,
} from './features/recipes/allergen-rederivation'

// Made next to the bundle by `npm run build:server` (build.mjs --fresh-database); absent, initdb runs as usual.
const FRESH_DATABASE_TEMPLATE = {
  archive: fileURLToPath(new URL('./fresh-database.tar.gz', import.meta.url)),
  manifest: fileURLToPath(new URL('./fresh-database.json', import.meta.url)),
}

// Orchestrators usually send SIGKILL 30 s after SIGTERM; we promise to be gone within 10 s.
const SHUTDOWN_GRACE_MS = 8_000
const SHUTDOWN_DEADLINE_MS = 9_500

/** Seconds since the process started at the end of each boot step, logged at debug level once ready. */
const bootSteps: Array<[step: string, seconds: number]> = [['modules loaded', process.uptime()]]
const markBootStep = (step: string) => void bootSteps.push([step, process.uptime()])

async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    freshTemplate: FRESH_DATABASE_TEMPLATE,
  })
  markBootStep('database open')
  await database.migrate()
  markBootStep('migrations')
  await seedRecipeCatalogWhenChanged(database.db)
  markBootStep('catalog seed')
  await keepRecipeStatistics(database)
  markBootStep('recipe statistics')
  const app = await buildApp({ config, database })
  markBootStep('app built')

  let isClosing = false
  const rederivation: { pass?: BackgroundRederivation } = {}
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // Requests still running after the grace period are cut off, and the process is gone by the deadline.
    const forceClose = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the remaining connections')
      app.server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    const deadline = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting')
      process.exit(1)
    }, SHUTDOWN_DEADLINE_MS)
    forceClose.unref()
    deadline.unref()
    await rederivation.pass?.stop()
    // Stops accepting, lets in-flight requests finish, ends live streams (preClose), then the database.
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.HOST, port: config.PORT })
  markBootStep('listening')
  app.log.debug(
    { bootSteps: Object.fromEntries(bootSteps.map(([step, seconds]) => [step, Number(seconds.toFixed(3))])) },
    'boot steps (seconds since the process started)',
  )
  // Recipes derived under an older allergen lexicon are redone in the background, after listening.
  rederivation.pass = startAllergenRederivation(database.db, app.log)
  app.log.info(
    `Forkcast is ready at http://localhost:${config.PORT} in ${process.uptime().toFixed(1)} s (database: ${database.dialect === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL'})`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error('Forkcast failed to start:', error)
  }
  process.exit(1)
})
