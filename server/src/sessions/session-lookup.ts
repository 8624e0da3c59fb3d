import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { sessions, users } from '../db/schema'
import type { EventHub } from '../realtime/event-hub'
import { AUTH_TOPIC } from '../realtime/events'

/** The signed-in user's row, as every request sees it. */
export type SessionUser = typeof users.$inferSelect

export interface SessionWithUser {
  session: typeof sessions.$inferSelect
  user: SessionUser
}

/**
 * How the request plugins read a session: a live session and its user in one statement. Creating and ending
 * sessions belongs to the auth feature; reading them for every request lives here so plugins need no feature.
 */
const findSessionWithUser = async (
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionWithUser | null> => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1)
  return row ?? null
}

// Correct by eviction, not by age: the age only bounds the cost of an eviction that never arrived.
const CACHE_TTL_MS = 5 * 60_000
const MAX_CACHED_SESSIONS = 50_000

const liveCaches = new Set<SessionCache>()

/**
 * Forgets these users in every cache of this process, at once. Called by the writes that end sessions or change
 * user rows, so the very next request on this instance sees the change; other instances hear it through the
 * database triggers of migration 0015 within milliseconds.
 */
export const forgetUsersInProcess = (userIds: Iterable<number>) => {
  for (const cache of liveCaches) for (const userId of userIds) cache.forgetUser(userId)
}

/**
 * Sessions and their users, cached in process so a request (a vote above all) spends no statement on who is asking.
 * Evicted on the events channel ('auth' topic, from database triggers), wholesale after a gap in live events, and
 * bypassed while the channel is reconnecting, since an eviction could be missed then.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: SessionWithUser; cachedAt: number }>()
  /** Counts evictions: a read that overlapped one may hold what was just evicted, so it is not kept. */
  private evictions = 0
  private unsubscribe: (() => void) | null = null

  constructor(
    private readonly db: Executor,
    private readonly hub: EventHub,
  ) {}

  start(): void {
    this.unsubscribe = this.hub.subscribe(AUTH_TOPIC, ({ data }) => {
      if (typeof data.userId === 'number') this.forgetUser(data.userId)
    })
    this.hub.onGap(() => this.forgetAll())
    liveCaches.add(this)
  }

  stop(): void {
    this.unsubscribe?.()
    this.forgetAll()
    liveCaches.delete(this)
  }

  async find(tokenHash: string, now: Date): Promise<SessionWithUser | null> {
    const isTrusted = this.hub.state() === 'listening'
    const cached = isTrusted ? this.entries.get(tokenHash) : undefined
    if (cached && now.getTime() - cached.cachedAt < CACHE_TTL_MS && cached.found.session.expiresAt > now) {
      return cached.found
    }
    this.entries.delete(tokenHash)
    const evictionsBefore = this.evictions
    const found = await findSessionWithUser(this.db, tokenHash, now)
    if (found && isTrusted && this.evictions === evictionsBefore) this.remember(tokenHash, found, now)
    return found
  }

  /** The session as the database has it now, past the cache: a live stream re-checks access this way. */
  findFresh(tokenHash: string, now: Date): Promise<SessionWithUser | null> {
    return findSessionWithUser(this.db, tokenHash, now)
  }

  /** Slides a session's expiry forward (sessions in use stay signed in), in the database and the cached copy. */
  async extend(tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, tokenHash))
    const cached = this.entries.get(tokenHash)
    if (cached) cached.found = { ...cached.found, session: { ...cached.found.session, expiresAt } }
  }

  forgetUser(userId: number): void {
    this.evictions++
    for (const [tokenHash, { found }] of this.entries) {
      if (found.user.id === userId) this.entries.delete(tokenHash)
    }
  }

  forgetAll(): void {
    this.evictions++
    this.entries.clear()
  }

  private remember(tokenHash: string, found: SessionWithUser, now: Date): void {
    if (this.entries.size >= MAX_CACHED_SESSIONS) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, { found, cachedAt: now.getTime() })
  }
}
