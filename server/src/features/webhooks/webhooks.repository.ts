import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { webhookDeliveries, webhooks } from '../../db/schema'
import { notifyCalls } from '../../realtime/channel'

export type WebhookRow = typeof webhooks.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect
export type WebhookDeliveryEventType = WebhookDeliveryRow['event']

/** The live-events topic every instance's sender listens on: "deliveries are due", sent only on COMMIT. */
export const WEBHOOKS_DUE_TOPIC = 'webhooks'

export const findWebhooksOfGroup = (db: Executor, groupId: number) =>
  db
    .select()
    .from(webhooks)
    .where(eq(webhooks.groupId, groupId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id))

export const findWebhookOfGroup = async (db: Executor, groupId: number, id: number) => {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.groupId, groupId)))
    .limit(1)
  return row ?? null
}

export const countWebhooksOfGroup = async (db: Executor, groupId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(webhooks).where(eq(webhooks.groupId, groupId))
  return row?.total ?? 0
}

export const insertWebhook = async (db: Executor, values: typeof webhooks.$inferInsert) => {
  const [row] = await db.insert(webhooks).values(values).returning()
  if (!row) throw new Error('the webhook was not stored')
  return row
}

/** Its deliveries go with it (cascade). False when the group has no such webhook. */
export const deleteWebhook = async (db: Executor, groupId: number, id: number) => {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.groupId, groupId)))
    .returning({ id: webhooks.id })
  return rows.length > 0
}

/** The newest deliveries of one webhook, newest first. */
export const findDeliveries = (db: Executor, webhookId: number, limit: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)

const dueNotice = notifyCalls([{ topic: WEBHOOKS_DUE_TOPIC, type: 'due', data: {} }])

/**
 * One delivery for every webhook of the group that wants `event`, with the group's current name written into the
 * payload, and a wake-up for the senders: one statement, so a caller can send it with its own transaction's COMMIT.
 */
export const enqueueEventStatement = ({
  groupId,
  event,
  payload,
  at,
}: {
  groupId: number
  event: WebhookDeliveryEventType
  payload: Record<string, unknown>
  at: Date
}): SQL => sql`
  with enqueued as (
    insert into webhook_deliveries (webhook_id, event, payload, next_attempt_at, created_at)
    select w.id, ${event}::text,
      ${JSON.stringify(payload)}::jsonb || jsonb_build_object('group', jsonb_build_object('id', g.id, 'name', g.name)),
      ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from webhooks w join family_groups g on g.id = w.group_id
    where w.group_id = ${groupId}::int and ${event}::text = any(w.events)
    returning id
  )
  select ${dueNotice} from (select 1 from enqueued limit 1) as due`

/** A statement, then the queueing, as one simple-query text (PostgreSQL runs both in the same transaction). */
export const followedByEnqueue = (statement: SQL, event: Parameters<typeof enqueueEventStatement>[0]): SQL =>
  sql`${statement};\n${enqueueEventStatement(event)}`

/** What a transaction's last statement is, as the voting board's transaction takes it. */
export type Statement = SQL

export const enqueueEvent = async (db: Executor, event: Parameters<typeof enqueueEventStatement>[0]) => {
  await db.execute(enqueueEventStatement(event))
}

/** A single delivery to one webhook (the test event), due at once, waking the senders when it commits. */
export const insertDelivery = async (
  db: Executor,
  values: { webhookId: number; event: WebhookDeliveryEventType; payload: Record<string, unknown>; at: Date },
) => {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: values.webhookId,
      event: values.event,
      payload: values.payload,
      nextAttemptAt: values.at,
      createdAt: values.at,
    })
    .returning()
  if (!row) throw new Error('the delivery was not stored')
  await db.execute(sql`select ${dueNotice}`)
  return row
}

/**
 * Takes up to `limit` due deliveries for this sender: their next attempt moves to `leaseUntil`, so no other
 * instance takes them meanwhile (SKIP LOCKED: two senders never wait for, nor get, the same row). A sender that
 * dies mid-send leaves them to be retried when the lease runs out.
 */
export const claimDueDeliveries = async (
  db: Executor,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
) => {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning()
  if (claimed.length === 0) return []
  const targets = await db
    .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(
      inArray(
        webhooks.id,
        claimed.map((delivery) => delivery.webhookId),
      ),
    )
  const targetById = new Map(targets.map((target) => [target.id, target]))
  return claimed.flatMap((delivery) => {
    const target = targetById.get(delivery.webhookId)
    return target ? [{ delivery, url: target.url, secret: target.secret }] : []
  })
}

export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number]

export const updateDelivery = async (
  db: Executor,
  id: number,
  values: Pick<
    Partial<WebhookDeliveryRow>,
    'status' | 'attempts' | 'nextAttemptAt' | 'lastStatusCode' | 'lastError' | 'deliveredAt'
  >,
) => {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id))
}

/** Deletes a webhook's finished deliveries past its newest `keep`: the log stays a log, not an archive. */
export const pruneFinishedDeliveries = async (db: Executor, webhookId: number, keep: number) => {
  await db.execute(sql`
    delete from webhook_deliveries
    where webhook_id = ${webhookId} and status <> 'pending' and id not in (
      select id from webhook_deliveries where webhook_id = ${webhookId} order by id desc limit ${keep}
    )`)
}

/** Serialises webhook creation per group, so two at once cannot both pass the cap. */
export const lockWebhooksOfGroup = async (db: Executor, groupId: number) => {
  // 49 namespaces the lock (decision 049): the two-key form keeps it apart from other advisory locks on group ids.
  await db.execute(sql`select pg_advisory_xact_lock(49::int, ${groupId}::int)`)
}

/** When the next pending delivery is due (a retry, or a claim whose lease runs out); null when none waits. */
export const findEarliestPendingAttempt = async (db: Executor): Promise<Date | null> => {
  const [row] = await db
    .select({ at: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1)
  return row?.at ?? null
}
