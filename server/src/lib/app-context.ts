import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { EventHub } from '../realtime/event-hub'
import type { SessionCache } from '../sessions/session-lookup'
import type { Mailer } from '../providers/mail/mailer'
import type { SafeFetchOptions } from './safe-fetch'

/** What services need from the running app; built once in buildApp and passed explicitly. */
export interface AppContext {
  config: Config
  database: Database
  db: Db
  hub: EventHub
  /** Signed-in sessions, cached in process and evicted through the events channel. */
  sessions: SessionCache
  /** How user-supplied addresses (recipe pages, push services) are reached; empty in production, tests allow their local servers. */
  importFetch: SafeFetchOptions
  /** Outgoing mail: SMTP when configured, else the local outbox. */
  mailer: Mailer
  /** The clock plans and daily limits read; unset means the system clock (tests set it to move time). */
  now?: () => Date
  /** For work that outlives its request (push delivery); unset in contexts built by hand. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>
}

/** What time it is for the app: the context's clock when a test set one, else the system's. */
export const nowOf = (ctx: Pick<AppContext, 'now'>) => ctx.now?.() ?? new Date()
