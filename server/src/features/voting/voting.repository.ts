import { and, asc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Database, Executor } from '../../db/client'
import * as schema from '../../db/schema'
import { notifyCalls, type HubEvent } from '../../realtime/channel'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import {
  boardGuests,
  eliminationSessions,
  familyGroups,
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

/** The board of a scope and category, if one exists (read without a lock, to decide whether to build one). */
export const findSessionByScope = async (db: Executor, scopeKey: string, category: string) => {
  const [row] = await db
    .select()
    .from(eliminationSessions)
    .where(and(eq(eliminationSessions.scopeKey, scopeKey), eq(eliminationSessions.category, category)))
    .limit(1)
  return row ?? null
}

/** What a cooking or ordering board votes on; written with the board's row lock held. */
export interface BoardOptions {
  options: FoodOption[]
  cuisineId: string | null
  serviceType: string | null
  diningType: string | null
  position: { latitude: number; longitude: number } | null
  candidates: FoodOption[] | null
}

export const replaceBoardOptions = async (db: Executor, id: number, board: BoardOptions) => {
  const [row] = await db
    .update(eliminationSessions)
    .set({ ...board, optionIds: board.options.map((option) => option.id) })
    .where(eq(eliminationSessions.id, id))
    .returning()
  if (!row) throw new Error('board update returned nothing')
  return row
}

/** Someone opened a board nobody has voted on since an earlier day: tonight's round is theirs. */
export const markRoundStarted = async (db: Executor, id: number, userId: number, at: Date) => {
  const [row] = await db
    .update(eliminationSessions)
    .set({ roundStartedBy: userId, roundStartedAt: at })
    .where(eq(eliminationSessions.id, id))
    .returning()
  if (!row) throw new Error('board update returned nothing')
  return row
}

/** A changed list of a board's options (one added, or some taken off): their votes go with them. */
export const updateBoardOptionList = async (
  db: Executor,
  id: number,
  { options, removedIds }: { options: FoodOption[]; removedIds: string[] },
) => {
  await db
    .update(eliminationSessions)
    .set({ options, optionIds: options.map((option) => option.id) })
    .where(eq(eliminationSessions.id, id))
  if (removedIds.length === 0) return
  for (const table of [sessionEliminations, sessionPreferences, sessionChoices])
    await db.delete(table).where(and(eq(table.sessionId, id), inArray(table.optionId, removedIds)))
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

/** What a vote needs to know about its board, read in one statement once the board's row is locked. */
export interface BoardRead {
  eliminated: Set<string>
  preferences: Array<{ userId: number; optionId: string }>
  /** Each member's one choice with who made it, oldest first (what a choose answers with). */
  choices: ChoiceRecord[]
  submitted: Set<number>
  memberIds: number[]
  /** Whether anyone, and this user, voted this round (drives the dashboards' 'started' and 'activity'). */
  activity: { byAnyone: boolean; byUser: boolean }
}

/** The board as `forkcast_board` (migration 0017) answers it, one JSON object. */
interface BoardJson {
  eliminated: string[]
  preferences: Array<[number, string]>
  choices: Array<[number, string, string, string, string | null]>
  submitted: number[]
  memberIds: number[]
  guestIds: number[]
  byAnyone: boolean
  byUser: boolean
}

const toBoardRead = (row: BoardJson): BoardRead => ({
  eliminated: new Set(row.eliminated),
  preferences: row.preferences.map(([preferredBy, optionId]) => ({ userId: preferredBy, optionId })),
  choices: row.choices.map(([chooser, optionId, firstName, lastName, profileImageUrl]) => ({
    optionId,
    user: { id: chooser, firstName, lastName, profileImageUrl },
  })),
  submitted: new Set(row.submitted),
  // Guests of the round vote like members: every decision rule counts them.
  memberIds: [...row.memberIds, ...row.guestIds],
  activity: { byAnyone: row.byAnyone, byUser: row.byUser },
})

/**
 * Locks the board when `userId` may use it (group member or solo owner) and reads all of it; null otherwise.
 * On PostgreSQL the read is a second statement on purpose: in READ COMMITTED a statement that waited for the lock
 * keeps the snapshot it started with, so only a new statement sees the votes committed by the lock's last holder.
 * An embedded database runs one transaction at a time (`isSerial`): nothing can commit in between, so one
 * statement does both.
 */
export const lockAndReadBoard = async (
  db: Executor,
  { id, userId, isSerial }: { id: number; userId: number; isSerial: boolean },
): Promise<{ session: SessionRow; board: BoardRead } | null> => {
  // Qualified by hand: a single-table select renders drizzle's columns bare, which the sub-select would read as its own.
  const table = sql`${eliminationSessions}`
  const isAllowed = sql`(${table}.solo_user_id = ${userId} or exists (select 1 from ${groupMembers} m where m.group_id = ${table}.group_id and m.user_id = ${userId}) or exists (select 1 from ${boardGuests} g where g.session_id = ${table}.id and g.user_id = ${userId} and g.round = ${table}.round and g.expires_at > now()))`
  const thisBoard = eq(eliminationSessions.id, id)
  const board = sql<BoardJson>`forkcast_board(${table}.id, ${userId}::int)`
  if (isSerial) {
    const [row] = await db
      .select({ session: eliminationSessions, board })
      .from(eliminationSessions)
      .where(and(thisBoard, isAllowed))
      .for('update')
    return row ? { session: row.session, board: toBoardRead(row.board) } : null
  }
  const [session] = await db.select().from(eliminationSessions).where(and(thisBoard, isAllowed)).for('update')
  if (!session) return null
  const [read] = await db.select({ board }).from(eliminationSessions).where(thisBoard)
  return { session, board: toBoardRead(read!.board) }
}

export interface LockedBoard {
  session: SessionRow
  board: BoardRead
}

// Only whole numbers go into the one statement that cannot take parameters.
const sqlInteger = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`)
  return String(value)
}

// elimination_sessions as drizzle answers it: snake_case columns to the row's keys (pg parses the values alike).
const sessionColumns = Object.entries(getTableColumns(eliminationSessions)).map(
  ([key, column]) => [key, column.name] as const,
)
const toSessionRow = (raw: Record<string, unknown>) =>
  Object.fromEntries(sessionColumns.map(([key, name]) => [key, raw[name]])) as SessionRow

// One drizzle instance per pooled connection, made the first time it runs a board transaction.
const executorsByClient = new WeakMap<pg.PoolClient, Executor>()
const executorOf = (client: pg.PoolClient) => {
  let executor = executorsByClient.get(client)
  if (!executor) {
    executor = drizzlePostgres({ client, schema })
    executorsByClient.set(client, executor)
  }
  return executor
}

const dialect = new PgDialect()

/**
 * A statement as simple-query text, its values written in as literals (pg's escaping), for the one round trip that
 * also commits: the extended protocol that carries parameters sends one statement at a time.
 */
const withLiterals = (client: pg.PoolClient, statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  return text.replace(/\$(\d+)/g, (_, position: string) => {
    const value = params[Number(position) - 1]
    if (value === null || value === undefined) return 'null'
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    if (typeof value === 'string') return client.escapeLiteral(value)
    throw new Error(`cannot write a ${typeof value} as a literal`)
  })
}

/** Registers the transaction's last statement, sent together with its COMMIT. */
export type CommitWith = (statement: SQL) => void

/**
 * Runs `work` in a transaction that opens by locking and reading the board (`locked` is null when `userId` may not
 * use it) and may end with one statement sent together with the COMMIT (`commitWith`): a vote's whole life. On
 * PostgreSQL that is two round trips: BEGIN, the lock and the read as one simple query of three statements (each
 * takes its own snapshot, so the read sees the votes committed by the lock's last holder), then the last statement
 * and COMMIT. A thrown error, or a failing last statement, rolls everything back.
 */
export async function inLockedBoardTransaction<T>(
  database: Database,
  { id, userId }: { id: number; userId: number },
  work: (tx: Executor, locked: LockedBoard | null, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  let last: SQL | null = null
  const commitWith: CommitWith = (statement) => {
    if (last) throw new Error('a transaction has one last statement')
    last = statement
  }
  const pool = (database.db as unknown as { $client?: unknown }).$client
  if (database.dialect === 'pglite' || !(pool instanceof pg.Pool)) {
    return database.db.transaction(async (tx) => {
      const locked = await lockAndReadBoard(tx, { id, userId, isSerial: database.dialect === 'pglite' })
      const result = await work(tx, locked, commitWith)
      if (last) await tx.execute(last)
      return result
    })
  }
  const session = sqlInteger(id)
  const user = sqlInteger(userId)
  const client = await pool.connect()
  let isBroken = false
  try {
    const results = (await client.query(`begin;
      select s.* from elimination_sessions s where s.id = ${session} and (s.solo_user_id = ${user}
        or exists (select 1 from group_members m where m.group_id = s.group_id and m.user_id = ${user})
        or exists (select 1 from board_guests g where g.session_id = s.id and g.user_id = ${user}
          and g.round = s.round and g.expires_at > now()))
      for update of s;
      select forkcast_board(s.id, ${user}) as board from elimination_sessions s where s.id = ${session}`)) as unknown as Array<
      pg.QueryResult<Record<string, unknown>>
    >
    const [sessionRaw] = results[1]?.rows ?? []
    const boardRaw = results[2]?.rows[0]?.board as BoardJson | undefined
    const locked =
      sessionRaw && boardRaw ? { session: toSessionRow(sessionRaw), board: toBoardRead(boardRaw) } : null
    const result = await work(executorOf(client), locked, commitWith)
    await client.query(last ? `${withLiterals(client, last)};\ncommit` : 'commit')
    return result
  } catch (error) {
    try {
      await client.query('rollback')
    } catch {
      // A connection that cannot roll back is not given to the next transaction.
      isBroken = true
    }
    throw error
  } finally {
    client.release(isBroken)
  }
}

/** Who vetoed an option of a board and when (by the app's clock), if anyone did. */
export const findElimination = async (db: Executor, sessionId: number, optionId: string) => {
  const [row] = await db
    .select({
      userId: sessionEliminations.userId,
      firstName: users.firstName,
      createdAt: sessionEliminations.createdAt,
    })
    .from(sessionEliminations)
    .innerJoin(users, eq(users.id, sessionEliminations.userId))
    .where(and(eq(sessionEliminations.sessionId, sessionId), eq(sessionEliminations.optionId, optionId)))
    .limit(1)
  return row ?? null
}

/** Members (or guests) by id, as voters: who opened each board's round, for dashboards. */
export const findVotersByIds = (db: Executor, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select(voterColumns).from(users).where(inArray(users.id, ids))

type ChoiceRecord = Awaited<ReturnType<typeof findChoices>>[number]

/**
 * What a vote writes on the board; null for a decision that writes nothing but the board row (a random pick). A
 * veto is dated by the app's clock (`at`): its undo window is measured on that clock.
 */
export type BoardWrite =
  | { kind: 'eliminate'; optionId: string; at: Date }
  | { kind: 'prefer' | 'unprefer' | 'choose' | 'restore'; optionId: string }
  | { kind: 'submit' }
  | null

const boardWriteSql = (sessionId: number, userId: number, write: NonNullable<BoardWrite>): SQL => {
  switch (write.kind) {
    case 'eliminate':
      return sql`insert into ${sessionEliminations} (session_id, option_id, user_id, created_at)
        values (${sessionId}, ${write.optionId}, ${userId}, ${write.at.toISOString()}::timestamptz)
        on conflict do nothing`
    case 'restore':
      return sql`delete from ${sessionEliminations}
        where session_id = ${sessionId} and option_id = ${write.optionId} and user_id = ${userId}`
    case 'prefer':
      return sql`insert into ${sessionPreferences} (session_id, user_id, option_id)
        values (${sessionId}, ${userId}, ${write.optionId}) on conflict do nothing`
    case 'unprefer':
      return sql`delete from ${sessionPreferences}
        where session_id = ${sessionId} and user_id = ${userId} and option_id = ${write.optionId}`
    case 'choose':
      return sql`insert into ${sessionChoices} (session_id, user_id, option_id)
        values (${sessionId}, ${userId}, ${write.optionId})
        on conflict (session_id, user_id) do update set option_id = excluded.option_id, created_at = now()`
    case 'submit':
      return sql`insert into ${sessionSubmissions} (session_id, user_id)
        values (${sessionId}, ${userId}) on conflict do nothing`
  }
}

// What counts as a vote has one owner, the database's forkcast_is_vote (migration 0035), which the board reader uses too.
const isVote = sql`forkcast_is_vote(${sessionEvents.payload}->>'action')`

/** Whether anyone voted in the board's current round (the change log is cleared when a round starts). */
export const hasRoundVotes = async (db: Executor, sessionId: number) => {
  const [row] = await db
    .select({ version: sessionEvents.version })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), isVote))
    .limit(1)
  return row !== undefined
}

/** Per session, the members who voted this round by id and first name (the log is cleared on reset). */
export const findRoundVoters = async (db: Executor, sessionIds: number[]) => {
  const voters = new Map<number, Array<{ id: number; firstName: string }>>(sessionIds.map((id) => [id, []]))
  if (sessionIds.length === 0) return voters
  const voterId = sql<number>`(${sessionEvents.payload}->'user'->>'id')::int`
  const firstName = sql<string>`${sessionEvents.payload}->'user'->>'firstName'`
  const rows = await db
    .select({ sessionId: sessionEvents.sessionId, voterId, firstName })
    .from(sessionEvents)
    .where(and(inArray(sessionEvents.sessionId, sessionIds), isVote))
    .groupBy(sessionEvents.sessionId, voterId, firstName)
    .orderBy(sql`min(${sessionEvents.version})`)
  for (const row of rows)
    voters.get(row.sessionId)?.push({ id: Number(row.voterId), firstName: row.firstName })
  return voters
}

/** What `recordSessionChange` writes: a vote's write, the board's new version, its change log and live events. */
export interface SessionChangeRecord {
  next: SessionRow
  write?: BoardWrite
  userId: number
  payload: unknown
  events: HubEvent[]
}

/**
 * The vote's own write, the board's new version, the change log for reconnecting clients and the live events, as
 * one statement (the caller holds the board's row lock and knows from its read that the write changes it).
 */
export const sessionChangeStatement = ({
  next,
  write = null,
  userId,
  payload,
  events,
}: SessionChangeRecord) => {
  const vote = write ? sql`vote as (${boardWriteSql(next.id, userId, write)}),` : sql``
  return sql`
    with ${vote} updated as (
      update ${eliminationSessions} set
        version = ${next.version}, status = ${next.status}, round = ${next.round},
        decided_option_id = ${next.decidedOptionId}::text, decided_reason = ${next.decidedReason}::text,
        decided_by = ${next.decidedBy}::int, decided_at = ${next.decidedAt?.toISOString() ?? null}::timestamptz,
        round_started_by = ${next.roundStartedBy}::int,
        round_started_at = ${next.roundStartedAt?.toISOString() ?? null}::timestamptz,
        updated_at = now()
      where id = ${next.id}
      returning id
    ), logged as (
      insert into ${sessionEvents} (session_id, version, payload)
      select id, ${next.version}, ${JSON.stringify(payload)}::jsonb from updated
      returning version
    )
    select ${notifyCalls(events)} from logged`
}

export const recordSessionChange = async (db: Executor, record: SessionChangeRecord) => {
  await db.execute(sessionChangeStatement(record))
}

/** Whether a board of one of these scopes decided on `optionId` since `since`: what makes tonight's recipes free. */
/** The guests of a board's current round, as voters (never an email: guests have none worth showing). */
export const findRoundGuests = (db: Executor, session: Pick<SessionRow, 'id' | 'round'>) =>
  db
    .select(voterColumns)
    .from(boardGuests)
    .innerJoin(users, eq(users.id, boardGuests.userId))
    .where(
      and(
        eq(boardGuests.sessionId, session.id),
        eq(boardGuests.round, session.round),
        sql`${boardGuests.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(boardGuests.createdAt))

/** Whether `userId` is a live guest of the board's current round. */
export const isRoundGuest = async (
  db: Executor,
  session: Pick<SessionRow, 'id' | 'round'>,
  userId: number,
) => {
  const [row] = await db
    .select({ userId: boardGuests.userId })
    .from(boardGuests)
    .where(
      and(
        eq(boardGuests.sessionId, session.id),
        eq(boardGuests.round, session.round),
        eq(boardGuests.userId, userId),
        sql`${boardGuests.expiresAt} > now()`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A group's name by id: what a guest's board is titled with (guests are not members, so no membership join). */
export const findGroupName = async (db: Executor, groupId: number) => {
  const [row] = await db
    .select({ name: familyGroups.name })
    .from(familyGroups)
    .where(eq(familyGroups.id, groupId))
    .limit(1)
  return row?.name ?? null
}
