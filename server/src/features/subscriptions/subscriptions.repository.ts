import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DailyLimitKind } from '@forkcast/contract/subscriptions.schemas'
import type { Executor } from '../../db/client'
import {
  betaTesters,
  dailyUsage,
  familyGroups,
  groupMembers,
  stripeEvents,
  subscriptions,
  testCheckouts,
  users,
} from '../../db/schema'

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

const payers = alias(users, 'payers')

/**
 * Paid plans that cover a group `userId` belongs to (one group, or all of theirs), with the group's and the
 * payer's names: what lends a member the payer's tier. Whether each still runs is decided by the caller.
 */
export const findCoversOfMember = (db: Executor, userId: number, groupId?: number) =>
  db
    .select({
      subscription: subscriptions,
      groupId: familyGroups.id,
      groupName: familyGroups.name,
      payerName: payers.firstName,
    })
    .from(subscriptions)
    .innerJoin(familyGroups, eq(familyGroups.id, subscriptions.coveredGroupId))
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.groupId, subscriptions.coveredGroupId), eq(groupMembers.userId, userId)),
    )
    .innerJoin(payers, eq(payers.id, subscriptions.userId))
    .where(groupId === undefined ? undefined : eq(subscriptions.coveredGroupId, groupId))
    .orderBy(asc(familyGroups.id))

/** The group a payer's plan covers, with its name and the payer's (null when it covers none). */
export const findOwnCover = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({
      subscription: subscriptions,
      groupId: familyGroups.id,
      groupName: familyGroups.name,
      payerName: users.firstName,
    })
    .from(subscriptions)
    .innerJoin(familyGroups, eq(familyGroups.id, subscriptions.coveredGroupId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.userId, userId))
    .limit(1)
  return row ?? null
}

/** The payer's plan that covers `groupId`, if the payer's plan covers it and the cover has no end yet. */
export const findOpenCoverOfPayer = async (db: Executor, userId: number, groupId: number) => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.coveredGroupId, groupId),
        isNull(subscriptions.coverEndsAt),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Moves today's usage to the new zone's today when a user changes time zone: the larger count wins, so a
 * zone whose date is already tomorrow starts where today left off instead of with a fresh quota.
 */
export const carryDailyUsage = async (db: Executor, userId: number, fromDay: string, toDay: string) => {
  if (fromDay === toDay) return
  await db.execute(sql`
    insert into ${dailyUsage} (user_id, kind, day, count)
    select user_id, kind, ${toDay}::date, count from ${dailyUsage}
    where user_id = ${userId} and day = ${fromDay}::date
    on conflict (user_id, kind, day) do update set count = greatest(${dailyUsage.count}, excluded.count)
  `)
}

export const findPlanPayerName = async (db: Executor, userId: number) => {
  const [row] = await db.select({ name: users.firstName }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.name ?? null
}

export const findGroupName = async (db: Executor, groupId: number) => {
  const [row] = await db
    .select({ name: familyGroups.name })
    .from(familyGroups)
    .where(eq(familyGroups.id, groupId))
    .limit(1)
  return row?.name ?? null
}
