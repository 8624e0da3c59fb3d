import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { EVENTS_CHANNEL, rowsOf } from '../../db/client'
import {
  eliminationSessions,
  groupMembers,
  sessionChoices,
  sessionEliminations,
  sessionEvents,
  sessionPreferences,
  sessionSubmissions,
  users,
} from '../../db/schema'

export type SessionRow = typeof eliminationSessions.$inferSelect

/** Creates the board for this scope and category unless one exists; two callers at once get the same row. */
export const insertSessionIfAbsent = async (
  db: Executor,
  values: typeof eliminationSessions.$inferInsert,
) => {
  await db.insert(eliminationSessions).values(values).onConflictDoNothing()
  const [row] = await db
    .select()
    .from(eliminationSessions)
    .where(
      and(
        eq(eliminationSessions.scopeKey, values.scopeKey),
        eq(eliminationSessions.category, values.category),
      ),
    )
    .limit(1)
  if (!row) throw new Error('session insert returned nothing')
  return row
}

export const findSession = async (db: Executor, id: number): Promise<SessionRow | null> => {
  const [row] = await db.select().from(eliminationSessions).where(eq(eliminationSessions.id, id)).limit(1)
  return row ?? null
}

/** Row lock: every change to one board happens one transaction at a time. */
export const lockSession = async (db: Executor, id: number): Promise<SessionRow | null> => {
  const [row] = await db
    .select()
    .from(eliminationSessions)
    .where(eq(eliminationSessions.id, id))
    .for('update')
    .limit(1)
  return row ?? null
}

export const findSessionsByScopes = (db: Executor, scopeKeys: string[]) =>
  scopeKeys.length === 0
    ? Promise.resolve([])
    : db.select().from(eliminationSessions).where(inArray(eliminationSessions.scopeKey, scopeKeys))

const voterColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
}

export const findEliminations = (db: Executor, sessionId: number) =>
  db
    .select({ optionId: sessionEliminations.optionId, user: voterColumns })
    .from(sessionEliminations)
    .innerJoin(users, eq(users.id, sessionEliminations.userId))
    .where(eq(sessionEliminations.sessionId, sessionId))
    .orderBy(asc(sessionEliminations.createdAt))

export const findPreferences = (db: Executor, sessionId: number) =>
  db
    .select({ optionId: sessionPreferences.optionId, user: voterColumns })
    .from(sessionPreferences)
    .innerJoin(users, eq(users.id, sessionPreferences.userId))
    .where(eq(sessionPreferences.sessionId, sessionId))
    .orderBy(asc(sessionPreferences.createdAt))

export const findChoices = (db: Executor, sessionId: number) =>
  db
    .select({ optionId: sessionChoices.optionId, user: voterColumns })
    .from(sessionChoices)
    .innerJoin(users, eq(users.id, sessionChoices.userId))
    .where(eq(sessionChoices.sessionId, sessionId))
    .orderBy(asc(sessionChoices.createdAt))

export const findSubmittedUserIds = async (db: Executor, sessionId: number) => {
  const rows = await db
    .select({ userId: sessionSubmissions.userId })
    .from(sessionSubmissions)
    .where(eq(sessionSubmissions.sessionId, sessionId))
  return rows.map((row) => row.userId)
}

/** Light state for deciding: ids only. */
export const findBoardState = async (db: Executor, sessionId: number) => {
  const [eliminated, preferences, choices, submitted] = await Promise.all([
    db
      .select({ optionId: sessionEliminations.optionId })
      .from(sessionEliminations)
      .where(eq(sessionEliminations.sessionId, sessionId)),
    db
      .select({ userId: sessionPreferences.userId, optionId: sessionPreferences.optionId })
      .from(sessionPreferences)
      .where(eq(sessionPreferences.sessionId, sessionId)),
    db
      .select({ userId: sessionChoices.userId, optionId: sessionChoices.optionId })
      .from(sessionChoices)
      .where(eq(sessionChoices.sessionId, sessionId)),
    findSubmittedUserIds(db, sessionId),
  ])
  return {
    eliminated: new Set(eliminated.map((row) => row.optionId)),
    preferences,
    choices: new Map(choices.map((row) => [row.userId, row.optionId])),
    submitted: new Set(submitted),
  }
}

/** Returns whether a row was written (false: it was already there). */
export const insertElimination = async (
  db: Executor,
  sessionId: number,
  optionId: string,
  userId: number,
) => {
  const rows = await db
    .insert(sessionEliminations)
    .values({ sessionId, optionId, userId })
    .onConflictDoNothing()
    .returning({ optionId: sessionEliminations.optionId })
  return rows.length > 0
}

/** Sets the member's one choice; false when it was already that option. */
export const upsertChoice = async (db: Executor, sessionId: number, userId: number, optionId: string) => {
  const [current] = await db
    .select({ optionId: sessionChoices.optionId })
    .from(sessionChoices)
    .where(and(eq(sessionChoices.sessionId, sessionId), eq(sessionChoices.userId, userId)))
  if (current?.optionId === optionId) return false
  await db
    .insert(sessionChoices)
    .values({ sessionId, userId, optionId })
    .onConflictDoUpdate({
      target: [sessionChoices.sessionId, sessionChoices.userId],
      set: { optionId, createdAt: new Date() },
    })
  return true
}

export const insertSubmission = async (db: Executor, sessionId: number, userId: number) => {
  const rows = await db
    .insert(sessionSubmissions)
    .values({ sessionId, userId })
    .onConflictDoNothing()
    .returning({ userId: sessionSubmissions.userId })
  return rows.length > 0
}

export const clearBoard = async (db: Executor, sessionId: number) => {
  await db.delete(sessionEliminations).where(eq(sessionEliminations.sessionId, sessionId))
  await db.delete(sessionPreferences).where(eq(sessionPreferences.sessionId, sessionId))
  await db.delete(sessionChoices).where(eq(sessionChoices.sessionId, sessionId))
  await db.delete(sessionSubmissions).where(eq(sessionSubmissions.sessionId, sessionId))
  await db.delete(sessionEvents).where(eq(sessionEvents.sessionId, sessionId))
}

export const findSessionEventsAfter = (db: Executor, sessionId: number, version: number) =>
  db
    .select({ version: sessionEvents.version, payload: sessionEvents.payload })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), gt(sessionEvents.version, version)))
    .orderBy(asc(sessionEvents.version))

/** Counts per session for dashboards, in one query. */
export const countActions = async (db: Executor, sessionIds: number[]) => {
  if (sessionIds.length === 0)
    return new Map<number, { eliminations: number; preferences: number; choices: number }>()
  const counted = (table: typeof sessionEliminations | typeof sessionPreferences | typeof sessionChoices) =>
    db
      .select({ sessionId: table.sessionId, total: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(table.sessionId, sessionIds))
      .groupBy(table.sessionId)
  const [eliminations, preferences, choices] = await Promise.all([
    counted(sessionEliminations),
    counted(sessionPreferences),
    counted(sessionChoices),
  ])
  const result = new Map(sessionIds.map((id) => [id, { eliminations: 0, preferences: 0, choices: 0 }]))
  for (const row of eliminations) result.get(row.sessionId)!.eliminations = row.total
  for (const row of preferences) result.get(row.sessionId)!.preferences = row.total
  for (const row of choices) result.get(row.sessionId)!.choices = row.total
  return result
}

export const findExcludedFoodTypes = async (db: Executor, userIds: number[]) => {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ excluded: users.excludedFoodTypes })
    .from(users)
    .where(inArray(users.id, userIds))
  return rows.flatMap((row) => row.excluded)
}

export const markPreferencesReset = async (db: Executor, userIds: number[], day: string) => {
  if (userIds.length === 0) return
  await db.update(users).set({ lastPreferencesReset: day }).where(inArray(users.id, userIds))
}

/** Locks the board only when `userId` may use it (group member or solo owner); null otherwise. */
export const lockSessionForMember = async (
  db: Executor,
  id: number,
  userId: number,
): Promise<SessionRow | null> => {
  const isAllowed = sql`(${eliminationSessions.soloUserId} = ${userId} or exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${eliminationSessions.groupId} and ${groupMembers.userId} = ${userId}))`
  const [row] = await db
    .select()
    .from(eliminationSessions)
    .where(and(eq(eliminationSessions.id, id), isAllowed))
    .for('update')
    .limit(1)
  return row ?? null
}

export const findEliminatedIds = async (db: Executor, sessionId: number) => {
  const rows = await db
    .select({ optionId: sessionEliminations.optionId })
    .from(sessionEliminations)
    .where(eq(sessionEliminations.sessionId, sessionId))
  return new Set(rows.map((row) => row.optionId))
}

/** Toggles a recommendation; a new one is refused ('eliminated') when the option was vetoed. */
export const togglePreferenceUnlessEliminated = async (
  db: Executor,
  sessionId: number,
  userId: number,
  optionId: string,
) => {
  const removed = await db
    .delete(sessionPreferences)
    .where(
      and(
        eq(sessionPreferences.sessionId, sessionId),
        eq(sessionPreferences.userId, userId),
        eq(sessionPreferences.optionId, optionId),
      ),
    )
    .returning({ optionId: sessionPreferences.optionId })
  if (removed.length > 0) return 'unprefer' as const
  const inserted = await db.execute(sql`
    insert into ${sessionPreferences} (session_id, user_id, option_id)
    select ${sessionId}, ${userId}, ${optionId}
    where not exists (select 1 from ${sessionEliminations} where session_id = ${sessionId} and option_id = ${optionId})
    returning option_id`)
  return rowsOf(inserted).length > 0 ? ('prefer' as const) : ('eliminated' as const)
}

/** Whether anything but a reset happened on the board this round. */
export const hasRoundActivity = async (db: Executor, sessionId: number) => {
  const [row] = await db
    .select({ version: sessionEvents.version })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), sql`${sessionEvents.payload}->>'action' <> 'reset'`))
    .limit(1)
  return Boolean(row)
}

/** Bumps the board, logs the change and notifies every instance, in one statement. */
export const recordSessionChange = async (
  db: Executor,
  { next, payload, notification }: { next: SessionRow; payload: unknown; notification: string },
) => {
  await db.execute(sql`
    with updated as (
      update ${eliminationSessions} set
        version = ${next.version}, status = ${next.status}, round = ${next.round},
        decided_option_id = ${next.decidedOptionId}::text, decided_reason = ${next.decidedReason}::text,
        decided_by = ${next.decidedBy}::int, decided_at = ${next.decidedAt?.toISOString() ?? null}::timestamptz,
        updated_at = now()
      where id = ${next.id}
      returning id
    ), logged as (
      insert into ${sessionEvents} (session_id, version, payload)
      select id, ${next.version}, ${JSON.stringify(payload)}::jsonb from updated
      returning version
    )
    select pg_notify(${EVENTS_CHANNEL}, ${notification}) from logged`)
}
