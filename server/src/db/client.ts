import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import pg from 'pg'
import * as schema from './schema'
import { fromServerRoot } from '../lib/package-root'
import { lockDataDir } from './data-dir-lock'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What repositories accept: the database or a transaction inside it. */
export type Executor = Db | Tx

export const MIGRATIONS_FOLDER = fromServerRoot('drizzle')

/** The single channel every live event travels on (see realtime/event-hub.ts). */
export const EVENTS_CHANNEL = 'forkcast_events'

export interface Database {
  db: Db
  dialect: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Subscribes to NOTIFY payloads on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export function createPgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema })
  return {
    // Both drivers build the same PgDatabase; only their result-type marker differs.
    db: db as unknown as Db,
    dialect: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload)
      return () => unlisten()
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

export function createPostgresDatabase(connectionString: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // An idle client can be cut off by the server (restart, failover); without a listener that crashes the process.
  pool.on('error', (error) => console.error('PostgreSQL pool client error:', error.message))
  const db = drizzlePostgres({ client: pool, schema })
  let listener: pg.Client | null = null
  const handlers = new Map<string, Set<(payload: string) => void>>()

  const ensureListener = async () => {
    if (listener) return listener
    const client = new pg.Client({ connectionString })
    client.on('error', (error) => console.error('PostgreSQL listener error:', error.message))
    await client.connect()
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    listener = client
    return client
  }

  return {
    db: db as unknown as Db,
    dialect: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      const client = await ensureListener()
      let channelHandlers = handlers.get(channel)
      if (!channelHandlers) {
        channelHandlers = new Set()
        handlers.set(channel, channelHandlers)
        await client.query(`LISTEN "${channel.replaceAll('"', '')}"`)
      }
      channelHandlers.add(onPayload)
      return async () => {
        channelHandlers.delete(onPayload)
      }
    },
    close: async () => {
      await listener?.end()
      listener = null
      await pool.end()
    },
  }
}

export const PGLITE_EXTENSIONS = { pg_trgm }

/** Opens the database the config names: a PostgreSQL server, or PGlite persisted in dataDir. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  onLockCompromised = exitOnLockCompromised,
}: {
  databaseUrl?: string
  dataDir: string
  /** Called if another process takes the data directory's lock while we run. */
  onLockCompromised?: (error: Error) => void
}): Promise<Database> {
  if (databaseUrl) return createPostgresDatabase(databaseUrl)
  mkdirSync(dataDir, { recursive: true })
  // Two processes on one directory would both write and one side's data would vanish: refuse the second.
  const releaseLock = await lockDataDir(dataDir, { onCompromised: onLockCompromised })
  let client: PGlite
  try {
    client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
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
