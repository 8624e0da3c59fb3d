import { randomBytes, randomUUID } from 'node:crypto'
import {
  MAX_WEBHOOKS_PER_GROUP,
  WEBHOOK_DELIVERY_LOG_SIZE,
  type CreateWebhook,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@forkcast/contract/webhooks.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { nowOf } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { SafeFetchError, vetPublicUrl, type SafeFetchOptions } from '../../lib/safe-fetch'
import { getGroup } from '../groups/groups.service'
import {
  countWebhooksOfGroup,
  deleteWebhook,
  enqueueEvent,
  followedByEnqueue,
  findDeliveries,
  findWebhookOfGroup,
  findWebhooksOfGroup,
  insertDelivery,
  insertWebhook,
  lockWebhooksOfGroup,
  type WebhookDeliveryEventType,
  type WebhookDeliveryRow,
  type Statement,
  type WebhookRow,
} from './webhooks.repository'

const WEBHOOK_NOT_FOUND = 'That webhook was not found in this group.'
const RESOLVE_TIMEOUT_MS = 5_000

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
})

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
})

/** Webhooks are the owner's: other members get 403, people outside the group 404 (never a hint). */
async function requireGroupOwner(ctx: AppContext, { userId, groupId }: { userId: number; groupId: number }) {
  const group = await getGroup(ctx, { userId, groupId })
  if (!group.isOwner) throw new AppError('FORBIDDEN', 'Only the group owner can manage webhooks')
  return group
}

/**
 * How webhooks reach their receivers: the SSRF-safe client, https only. Plain http is allowed only for a
 * host:port the test allowance lists (a local receiver has no certificate).
 */
export const webhookFetchOptions = (
  ctx: AppContext,
  url: string,
): SafeFetchOptions & { requireHttps: boolean } => {
  let hostAndPort = ''
  try {
    const parsed = new URL(url)
    hostAndPort = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`
  } catch {
    // An unparsable address keeps requireHttps on; the client refuses it anyway.
  }
  const isTestReceiver = (ctx.importFetch.allowedPrivateHosts ?? []).includes(hostAndPort)
  return { ...ctx.importFetch, requireHttps: !isTestReceiver }
}

const URL_REFUSED = 'This address cannot receive webhooks'

/**
 * A receiver must be a public https address: one that is (or resolves to) a private address is refused at once.
 * A name that cannot be looked up now is accepted (the receiver may not be live yet); its delivery log says so.
 * Every send checks again and pins the address it vetted.
 */
async function assertPublicReceiver(ctx: AppContext, url: string) {
  try {
    await vetPublicUrl(url, { ...webhookFetchOptions(ctx, url), timeoutMs: RESOLVE_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error
    if (error.code !== 'INVALID_URL' && error.code !== 'ADDRESS_NOT_ALLOWED') return
    const problem =
      error.code === 'INVALID_URL'
        ? 'Use an https:// address'
        : 'This address points to a private network; use a public https address'
    throw new AppError('VALIDATION_ERROR', URL_REFUSED, { issues: [{ path: 'url', message: problem }] })
  }
}

export async function listWebhooks(ctx: AppContext, who: { userId: number; groupId: number }) {
  await requireGroupOwner(ctx, who)
  return (await findWebhooksOfGroup(ctx.db, who.groupId)).map(toWebhook)
}

/** A new webhook with a fresh signing secret, which this answer shows once. */
export async function createWebhook(
  ctx: AppContext,
  { userId, groupId, input }: { userId: number; groupId: number; input: CreateWebhook },
): Promise<CreatedWebhook> {
  await requireGroupOwner(ctx, { userId, groupId })
  await assertPublicReceiver(ctx, input.url)
  const row = await ctx.db.transaction(async (tx) => {
    await lockWebhooksOfGroup(tx, groupId)
    if ((await countWebhooksOfGroup(tx, groupId)) >= MAX_WEBHOOKS_PER_GROUP) {
      throw new AppError(
        'CONFLICT',
        `A group can have ${MAX_WEBHOOKS_PER_GROUP} webhooks; delete one before adding another`,
      )
    }
    return insertWebhook(tx, {
      groupId,
      createdBy: userId,
      url: input.url,
      events: input.events,
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      createdAt: nowOf(ctx),
    })
  })
  return { ...toWebhook(row), secret: row.secret }
}

export async function removeWebhook(ctx: AppContext, who: { userId: number; groupId: number; id: number }) {
  await requireGroupOwner(ctx, who)
  if (!(await deleteWebhook(ctx.db, who.groupId, who.id))) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND)
  return { success: true as const }
}

async function requireOwnedWebhook(ctx: AppContext, who: { userId: number; groupId: number; id: number }) {
  const group = await requireGroupOwner(ctx, who)
  const webhook = await findWebhookOfGroup(ctx.db, who.groupId, who.id)
  if (!webhook) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND)
  return { group, webhook }
}

export async function listDeliveries(ctx: AppContext, who: { userId: number; groupId: number; id: number }) {
  const { webhook } = await requireOwnedWebhook(ctx, who)
  return (await findDeliveries(ctx.db, webhook.id, WEBHOOK_DELIVERY_LOG_SIZE)).map(toDelivery)
}

/** Queues a 'ping' to this one webhook, so an owner can check their receiver and its signature check. */
export async function sendTestEvent(ctx: AppContext, who: { userId: number; groupId: number; id: number }) {
  const { group, webhook } = await requireOwnedWebhook(ctx, who)
  const at = nowOf(ctx)
  const row = await insertDelivery(ctx.db, {
    webhookId: webhook.id,
    event: 'ping',
    payload: {
      ...eventEnvelope('ping', at, { message: 'A test event from Forkcast' }),
      group: { id: group.id, name: group.name },
    },
    at,
  })
  return toDelivery(row)
}

const eventEnvelope = (type: WebhookDeliveryEventType, at: Date, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  createdAt: at.toISOString(),
  data,
})

/**
 * Queues `event` for every webhook of the group that wants it, inside the caller's transaction: a change that
 * rolls back sends nothing, and only the instance that made the change queues it.
 */
export async function enqueueWebhookEvent(
  ctx: AppContext,
  tx: Executor,
  { groupId, event, data }: { groupId: number; event: WebhookEvent; data: Record<string, unknown> },
) {
  const at = nowOf(ctx)
  await enqueueEvent(tx, { groupId, event, payload: eventEnvelope(event, at, data), at })
}

/** What a board's decision tells webhooks. */
export interface DecisionFacts {
  groupId: number
  sessionId: number
  category: string
  optionId: string
  optionName: string | null
  reason: string
}

/**
 * Queues 'decision.made' with the vote that decided. A vote is two round trips on PostgreSQL (its last statement
 * travels with COMMIT as one simple query), so the queueing joins that last statement instead of adding a third;
 * the embedded database has no round trips to save and runs it now.
 */
export async function withDecisionWebhooks(
  ctx: AppContext,
  tx: Executor,
  commitWith: (statement: Statement) => void,
  { groupId, ...data }: DecisionFacts,
): Promise<(statement: Statement) => void> {
  const at = nowOf(ctx)
  const enqueue = {
    groupId,
    event: 'decision.made' as const,
    payload: eventEnvelope('decision.made', at, data),
    at,
  }
  if (ctx.database.dialect === 'pglite') {
    await enqueueEvent(tx, enqueue)
    return commitWith
  }
  return (statement) => commitWith(followedByEnqueue(statement, enqueue))
}
