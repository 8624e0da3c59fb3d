import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm'
import pg from 'pg'
import * as schema from './schema'
import { fromServerRoot } from '../package-root'
import { lockDataDir } from './data-dir-lock'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What repositories accept: the database or a transaction inside it. */
export type Executor = Db | Tx

export const MIGRATIONS_FOLDER = fromServerRoot('drizzle')
/** pg_advisory_lock key held while migrating (any fixed 64-bit number; this one spells 'forkcast'). */
const MIGRATION_LOCK_KEY = '7380013898163085684'

/** When the newest migration in the journal was generated: drizzle records it as `created_at` once applied. */
export function newestMigrationMillis(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>
  }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database already holds every migration, by the same rule drizzle's migrator applies (a migration
 * runs when it is newer than the last one recorded). One query instead of reading and hashing every file.
 */
export async function isFullyMigrated(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<boolean> {
  try {
    const result = await db.execute(
      sql`select max(created_at) as "lastMillis" from drizzle.__drizzle_migrations`,
    )
    const [row] = rowsOf(result) as Array<{ lastMillis: string | number | null }>
    return row?.lastMillis != null && Number(row.lastMillis) >= newestMigrationMillis(migrationsFolder)
  } catch {
    // No migrations table yet: a fresh database.
    return false
  }
}

export interface Database {
  db: Db
  dialect: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Subscribes to NOTIFY payloads on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** Whether notifications can arrive now; 'reconnecting' after the LISTEN connection dropped. */
  listenerState(): ListenerState
  /** Called after the LISTEN connection was lost and is back: notifications sent meanwhile are gone. */
  onListenerGap(callback: () => void): void
  close(): Promise<void>
}

export type ListenerState = 'listening' | 'reconnecting'

// Reconnection waits 250 ms, then twice as long each time, up to 10 s.
const LISTENER_RETRY_MIN_MS = 250
const LISTENER_RETRY_MAX_MS = 10_000

export function createPgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema })
  return {
    // Both drivers build the same PgDatabase; only their result-type marker differs.
    db: db as unknown as Db,
    dialect: 'pglite',
    migrate: async () => {
      if (await isFullyMigrated(db as unknown as Db)) return
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload)
      return () => unlisten()
    },
    // In-process: notifications cannot be cut off.
    listenerState: () => 'listening',
    onListenerGap: () => {},
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

const POOL_IDLE_TIMEOUT_MS = 5 * 60_000

export function createPostgresDatabase(connectionString: string, poolSize = 20): Database {
  // Idle connections are kept for minutes, not pg's 10 s: after a quiet spell, tonight's first votes would
  // otherwise wait while twenty new server processes start and warm their caches on a small machine.
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS })
  // An idle client can be cut off by the server (restart, failover); without a listener that crashes the process.
  pool.on('error', (error) => console.error('PostgreSQL pool client error:', error.message))
  const db = drizzlePostgres({ client: pool, schema })
  let listener: pg.Client | null = null
  let state: ListenerState = 'listening'
  let isClosed = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const gapCallbacks: Array<() => void> = []
  const listenSql = (channel: string) => `LISTEN "${channel.replaceAll('"', '')}"`

  const connectListener = async () => {
    const client = new pg.Client({ connectionString })
    client.on('error', (error) => console.error('PostgreSQL listener error:', error.message))
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    // A dropped connection (pg_terminate_backend, a restart, a failover) is re-established, never given up.
    client.on('end', () => {
      if (listener !== client || isClosed) return
      listener = null
      state = 'reconnecting'
      scheduleReconnect(LISTENER_RETRY_MIN_MS)
    })
    await client.connect()
    for (const channel of handlers.keys()) await client.query(listenSql(channel))
    return client
  }

  const scheduleReconnect = (delayMs: number) => {
    retryTimer = setTimeout(() => {
      connectListener().then(
        (client) => {
          if (isClosed) return void client.end()
          listener = client
          state = 'listening'
          for (const callback of gapCallbacks) callback()
        },
        (error: unknown) => {
          console.error(
            'PostgreSQL listener reconnect failed:',
            error instanceof Error ? error.message : error,
          )
          if (!isClosed) scheduleReconnect(Math.min(delayMs * 2, LISTENER_RETRY_MAX_MS))
        },
      )
    }, delayMs)
  }

  const ensureListener = async () => {
    if (listener) return listener
    listener = await connectListener()
    return listener
  }

  return {
    db: db as unknown as Db,
    dialect: 'postgres',
    // Instances starting together take turns: the first migrates, the others wait and then find nothing to do.
    migrate: async () => {
      if (await isFullyMigrated(db as unknown as Db)) return
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    },
    listen: async (channel, onPayload) => {
      const client = await ensureListener()
      let channelHandlers = handlers.get(channel)
      if (!channelHandlers) {
        channelHandlers = new Set()
        handlers.set(channel, channelHandlers)
        await client.query(listenSql(channel))
      }
      channelHandlers.add(onPayload)
      return async () => {
        channelHandlers.delete(onPayload)
      }
    },
    listenerState: () => state,
    onListenerGap: (callback) => void gapCallbacks.push(callback),
    close: async () => {
      isClosed = true
      clearTimeout(retryTimer)
      const client = listener
      listener = null
      await client?.end()
      await pool.end()
    },
  }
}

export const PGLITE_EXTENSIONS = { pg_trgm }

/**
 * A fresh embedded database dumped at build time (migrated, catalog seeded) and what made it; loading it
 * replaces initdb, every migration and the first seed, the slow part of a first start.
 */
export interface FreshDatabaseTemplate {
  /** A gzipped tarball from PGlite's dumpDataDir. */
  archive: string
  /** JSON `{ pgliteVersion }`: a data directory from another PGlite version might not open. */
  manifest: string
}

/** The installed PGlite's version (its package.json is not exported: found from its entry, dist/ up). */
export const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = path.join(path.dirname(entry), '..', 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** The template's archive when one exists for the running PGlite version, else null (initdb as usual). */
function usableTemplate(template: FreshDatabaseTemplate | undefined): Blob | null {
  if (!template || !existsSync(template.archive) || !existsSync(template.manifest)) return null
  try {
    const { pgliteVersion: madeWith } = JSON.parse(readFileSync(template.manifest, 'utf8')) as {
      pgliteVersion?: string
    }
    return madeWith === pgliteVersion() ? new Blob([readFileSync(template.archive)]) : null
  } catch {
    return null
  }
}

/** Opens the database the config names: a PostgreSQL server, or PGlite persisted in dataDir. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  onLockCompromised = exitOnLockCompromised,
  freshTemplate,
}: {
  databaseUrl?: string
  dataDir: string
  /** Loaded into a data directory that holds no database yet; migrations and seeding still check it after. */
  freshTemplate?: FreshDatabaseTemplate
  /** Called if another process takes the data directory's lock while we run. */
  onLockCompromised?: (error: Error) => void
}): Promise<Database> {
  if (databaseUrl) return createPostgresDatabase(databaseUrl)
  mkdirSync(dataDir, { recursive: true })
  // Two processes on one directory would both write and one side's data would vanish: refuse the second.
  const releaseLock = await lockDataDir(dataDir, { onCompromised: onLockCompromised })
  let client: PGlite
  try {
    const template = existsSync(path.join(dataDir, 'PG_VERSION')) ? null : usableTemplate(freshTemplate)
    client = await PGlite.create(dataDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(template ? { loadDataDir: template } : {}),
    })
  } catch (error) {
    await releaseLock()
    throw error
  }
  const database = createPgliteDatabase(client)
  return {
    ...database,
    close: async () => {
      await database.close()
      await releaseLock()
    },
  }
}

/** Another process now owns the data directory: stopping beats two writers corrupting it. */
const exitOnLockCompromised = (error: Error) => {
  console.error(
    `Forkcast lost the lock on its data directory (${error.message}); stopping to protect the data.`,
  )
  process.exit(1)
}

/** Rows of a raw `execute` result; both drivers answer `{ rows }`, but the shared type does not say so. */
export const rowsOf = (result: unknown): unknown[] =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : []
