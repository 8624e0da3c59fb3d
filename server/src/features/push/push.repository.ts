import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { groupMembers, pushSubscriptions, pushVapidKeys, users } from '../../db/schema'

const VAPID_ROW_ID = 1

export const findVapidKeys = async (db: Executor) => {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, VAPID_ROW_ID)).limit(1)
  return row ?? null
}

/** Stores the key pair unless another instance stored one first; answers the pair that won. */
export const insertVapidKeysIfAbsent = async (
  db: Executor,
  keys: { publicKey: string; privateKey: string },
) => {
  await db
    .insert(pushVapidKeys)
    .values({ id: VAPID_ROW_ID, ...keys })
    .onConflictDoNothing()
  return findVapidKeys(db)
}

/**
 * One row per endpoint. The owner may subscribe again (new keys replace the old); another account takes the row
 * over only with the same keys, which only that browser holds (a shared device where someone else signed in).
 * Answers false when the endpoint stays with another account.
 */
export const upsertSubscription = async (
  db: Executor,
  values: { userId: number; endpoint: string; p256dh: string; auth: string },
) => {
  const rows = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
      setWhere: or(
        eq(pushSubscriptions.userId, values.userId),
        and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

export const deleteSubscription = async (db: Executor, userId: number, endpoint: string) => {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

export const deleteSubscriptionsById = async (db: Executor, ids: number[]) => {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))
}

export const countSubscriptionsOf = async (db: Executor, userId: number) =>
  (
    await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).length

/** The devices of every member of a group except one (the member who acted), with each member's language. */
export const findGroupSubscriptions = (db: Executor, groupId: number, exceptUserId: number) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: users.language,
    })
    .from(pushSubscriptions)
    .innerJoin(groupMembers, eq(groupMembers.userId, pushSubscriptions.userId))
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(groupMembers.groupId, groupId), ne(pushSubscriptions.userId, exceptUserId)))
