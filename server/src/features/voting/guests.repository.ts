import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { boardGuestLinks, boardGuests, eliminationSessions, familyGroups, users } from '../../db/schema'

/** The board's live link (this round, not expired), if any. */
export const findLiveGuestLink = async (db: Executor, session: { id: number; round: number }) => {
  const [row] = await db
    .select()
    .from(boardGuestLinks)
    .where(
      and(
        eq(boardGuestLinks.sessionId, session.id),
        eq(boardGuestLinks.round, session.round),
        sql`${boardGuestLinks.expiresAt} > now()`,
      ),
    )
    .limit(1)
  return row ?? null
}

/** One link per board: a new one replaces the last. */
export const upsertGuestLink = async (db: Executor, link: typeof boardGuestLinks.$inferInsert) => {
  const [row] = await db
    .insert(boardGuestLinks)
    .values(link)
    .onConflictDoUpdate({
      target: boardGuestLinks.sessionId,
      set: {
        token: link.token,
        round: link.round,
        createdBy: link.createdBy,
        expiresAt: link.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning()
  if (!row) throw new Error('guest link upsert returned nothing')
  return row
}

/** Ends the link and every guest still seated through it; answers those guests' user ids. */
export const endGuestLink = async (db: Executor, sessionId: number) => {
  await db.delete(boardGuestLinks).where(eq(boardGuestLinks.sessionId, sessionId))
  const ended = await db
    .update(boardGuests)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(boardGuests.sessionId, sessionId), sql`${boardGuests.expiresAt} > now()`))
    .returning({ userId: boardGuests.userId })
  return ended.map((row) => row.userId)
}

/** A live link by its token, with what its invitation page shows: never an email. */
export const findInvitation = async (db: Executor, token: string) => {
  const [row] = await db
    .select({
      link: boardGuestLinks,
      session: eliminationSessions,
      groupName: familyGroups.name,
      invitedBy: users.firstName,
    })
    .from(boardGuestLinks)
    .innerJoin(eliminationSessions, eq(eliminationSessions.id, boardGuestLinks.sessionId))
    .innerJoin(familyGroups, eq(familyGroups.id, eliminationSessions.groupId))
    .leftJoin(users, eq(users.id, boardGuestLinks.createdBy))
    .where(
      and(
        eq(boardGuestLinks.token, token),
        eq(boardGuestLinks.round, eliminationSessions.round),
        sql`${boardGuestLinks.expiresAt} > now()`,
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * A guest as a user row that can never sign in (no usable password, an address that cannot receive mail) and
 * their place on one board's round, reached only through `tokenHash`.
 */
export async function insertGuest(
  db: Executor,
  {
    firstName,
    allergies,
    sessionId,
    round,
    tokenHash,
    expiresAt,
  }: {
    firstName: string
    allergies: string[]
    sessionId: number
    round: number
    tokenHash: string
    expiresAt: Date
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `guest-${randomUUID()}@guests.invalid`,
      passwordHash: '!guest',
      firstName,
      allergies,
      isGuest: true,
      onboardingCompleted: true,
    })
    .returning()
  if (!user) throw new Error('guest insert returned nothing')
  await db.insert(boardGuests).values({ userId: user.id, sessionId, round, tokenHash, expiresAt })
  return user
}

/** The guest behind a cookie, while their board's round and their time last. */
export const findGuestByToken = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .select({ user: users, sessionId: boardGuests.sessionId, expiresAt: boardGuests.expiresAt })
    .from(boardGuests)
    .innerJoin(users, eq(users.id, boardGuests.userId))
    .innerJoin(eliminationSessions, eq(eliminationSessions.id, boardGuests.sessionId))
    .where(
      and(
        eq(boardGuests.tokenHash, tokenHash),
        eq(boardGuests.round, eliminationSessions.round),
        sql`${boardGuests.expiresAt} > now()`,
      ),
    )
    .limit(1)
  return row ?? null
}

/** Guests whose time is over are forgotten: their user rows go, and their votes with them. */
export const deleteEndedGuests = async (db: Executor, before: Date) => {
  await db.execute(sql`delete from ${users} where ${users.isGuest} and (
    not exists (select 1 from ${boardGuests} g where g.user_id = ${users.id})
    or exists (select 1 from ${boardGuests} g where g.user_id = ${users.id} and g.expires_at < ${before.toISOString()}::timestamptz))`)
}

/** The guests seated on the board's round now: those whose seat ended (link ended, joined again) leave room. */
export const countRoundGuests = async (db: Executor, session: { id: number; round: number }) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(boardGuests)
    .where(
      and(
        eq(boardGuests.sessionId, session.id),
        eq(boardGuests.round, session.round),
        sql`${boardGuests.expiresAt} > now()`,
      ),
    )
  return row?.total ?? 0
}

/** Ends the live seat behind a guest cookie, if any; answers that guest's user id. */
export const endGuestSeat = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .update(boardGuests)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(boardGuests.tokenHash, tokenHash), sql`${boardGuests.expiresAt} > now()`))
    .returning({ userId: boardGuests.userId })
  return row?.userId ?? null
}

/** The board a link token belongs to, live or not; null for a token no board has. */
export const findLinkBoardId = async (db: Executor, token: string) => {
  const [row] = await db
    .select({ sessionId: boardGuestLinks.sessionId })
    .from(boardGuestLinks)
    .where(eq(boardGuestLinks.token, token))
    .limit(1)
  return row?.sessionId ?? null
}
