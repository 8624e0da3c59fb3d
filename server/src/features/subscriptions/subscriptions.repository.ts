import { and, eq, sql } from 'drizzle-orm'
import type { DailyLimitKind } from '@forkcast/contract/subscriptions.schemas'
import type { Executor } from '../../db/client'
import { betaTesters, dailyUsage, stripeEvents, subscriptions, testCheckouts, users } from '../../db/schema'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type NewSubscriptionRow = typeof subscriptions.$inferInsert
export type TestCheckoutRow = typeof testCheckouts.$inferSelect

/** Everything that decides a user's plan, in one read: timezone, paid subscription and claimed beta access. */
export const findPlanState = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({
      timezone: users.timezone,
      email: users.email,
      subscription: subscriptions,
      betaAccessLevel: betaTesters.accessLevel,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(betaTesters, eq(betaTesters.redeemedBy, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row ?? null
}

/**
 * Counts one use unless the day's count already reached `limit` (null: no limit). One statement, so
 * concurrent calls queue on the row and each re-checks the count: answers the new count, or null when refused.
 */
export const incrementDailyUsage = async (
  db: Executor,
  { userId, kind, day, limit }: { userId: number; kind: DailyLimitKind; day: string; limit: number | null },
): Promise<number | null> => {
  const [row] = await db
    .insert(dailyUsage)
    .values({ userId, kind, day, count: 1 })
    .onConflictDoUpdate({
      target: [dailyUsage.userId, dailyUsage.kind, dailyUsage.day],
      set: { count: sql`${dailyUsage.count} + 1` },
      setWhere: limit === null ? undefined : sql`${dailyUsage.count} < ${limit}`,
    })
    .returning({ count: dailyUsage.count })
  return row?.count ?? null
}

export const findDailyUsage = async (db: Executor, userId: number, day: string) => {
  const rows = await db
    .select({ kind: dailyUsage.kind, count: dailyUsage.count })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, day)))
  const usage: Record<DailyLimitKind, number> = { recipeSearches: 0, restaurantSearches: 0 }
  for (const row of rows) usage[row.kind] = row.count
  return usage
}

/** Serialises group-limit checks of one user until the transaction ends (works on PGlite and PostgreSQL). */
export const lockUserPlan = async (tx: Executor, userId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${7_413_001}, ${userId})`)
}

export const findSubscription = async (db: Executor, userId: number): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1)
  return row ?? null
}

export const findSubscriptionByStripeId = async (
  db: Executor,
  stripeSubscriptionId: string,
): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1)
  return row ?? null
}

export const upsertSubscription = async (db: Executor, values: NewSubscriptionRow) => {
  const { userId: _userId, ...changes } = values
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: new Date() } })
}

export const updateSubscription = async (
  db: Executor,
  userId: number,
  values: Partial<Omit<NewSubscriptionRow, 'userId'>>,
) => {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
}

/** Records a Stripe event id; false when it was already there (a replay). */
export const insertStripeEvent = async (db: Executor, id: string, type: string): Promise<boolean> => {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id })
  return rows.length > 0
}

export const hasStripeEvent = async (db: Executor, id: string): Promise<boolean> => {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id))
  return rows.length > 0
}

export const insertTestCheckout = async (db: Executor, values: typeof testCheckouts.$inferInsert) => {
  const [row] = await db.insert(testCheckouts).values(values).returning()
  if (!row) throw new Error('test checkout insert returned nothing')
  return row
}

export const findTestCheckout = async (
  db: Executor,
  id: string,
  userId: number,
): Promise<TestCheckoutRow | null> => {
  const [row] = await db
    .select()
    .from(testCheckouts)
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId)))
    .limit(1)
  return row ?? null
}

/** Moves an open test checkout to paid or cancelled; null when it was not open (already finished). */
export const closeTestCheckout = async (
  db: Executor,
  { id, userId, status }: { id: string; userId: number; status: 'paid' | 'cancelled' },
): Promise<TestCheckoutRow | null> => {
  const [row] = await db
    .update(testCheckouts)
    .set({ status })
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId), eq(testCheckouts.status, 'open')))
    .returning()
  return row ?? null
}
