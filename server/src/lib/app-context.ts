import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import type { EventHub } from '../realtime/event-hub'
import type { SessionCache } from '../sessions/session-lookup'
import type { Providers } from '../providers/providers'
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
  /** Outside services (mail, places, language model, billing, push), built once with the app. */
  providers: Providers
  /** The clock plans and daily limits read; unset means the system clock (tests set it to move time). */
  now?: () => Date
  /** Where services log what they could not do (a failed push, an unstored photo): the app's logger. */
  log: FastifyBaseLogger
}

/** What time it is for the app: the context's clock when a test set one, else the system's. */
export const nowOf = (ctx: Pick<AppContext, 'now'>) => ctx.now?.() ?? new Date()
