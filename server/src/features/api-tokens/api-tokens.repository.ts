import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { apiTokens } from '../../db/schema'

export type NewApiTokenRow = typeof apiTokens.$inferInsert

/** A person's tokens, newest first (the hash stays in the database). */
export const findApiTokensOfUser = (db: Executor, userId: number) =>
  db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))

export const countApiTokensOfUser = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
  return row?.count ?? 0
}

/** Serialises token creation per person, so two at once cannot both pass the cap. */
export const lockApiTokensOfUser = async (db: Executor, userId: number) => {
  // 48 namespaces the lock (decision 048): the two-key form keeps it apart from other advisory locks on user ids.
  await db.execute(sql`select pg_advisory_xact_lock(48::int, ${userId}::int)`)
}

export const insertApiToken = async (db: Executor, row: NewApiTokenRow) => {
  const [inserted] = await db.insert(apiTokens).values(row).returning()
  if (!inserted) throw new Error('inserting an API token returned no row')
  return inserted
}

/** Deletes one of the person's tokens; false when they have no token with that id. */
export const deleteApiTokenOfUser = async (db: Executor, userId: number, id: number) => {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id })
  return deleted.length > 0
}
