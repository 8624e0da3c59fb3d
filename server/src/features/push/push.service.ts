import webPush from 'web-push'
import type { PushSubscriptionInput } from '@forkcast/contract/push.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { isPublicAddress } from '../../lib/safe-fetch'
import {
  countSubscriptionsOf,
  deleteSubscription,
  deleteSubscriptionsById,
  findGroupSubscriptions,
  findVapidKeys,
  insertVapidKeysIfAbsent,
  upsertSubscription,
} from './push.repository'

const DELIVERY_TIMEOUT_MS = 10_000
// A notification about tonight's decision is useless tomorrow.
const TTL_SECONDS = 60 * 60
// The push service says the subscription is gone for good.
const GONE_STATUSES = new Set([404, 410])

/** The VAPID key pair: generated on first use and kept in the database, so every instance signs alike. */
export async function getVapidKeys(ctx: AppContext) {
  const stored = await findVapidKeys(ctx.db)
  if (stored) return stored
  const created = await insertVapidKeysIfAbsent(ctx.db, webPush.generateVAPIDKeys())
  if (!created) throw new Error('VAPID keys could not be stored')
  return created
}

const isIpLiteral = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[')

/**
 * Push endpoints come from browsers, so they are checked before the server ever posts to them:
 * https only, and never a private address (tests and local development may allow both).
 */
function assertDeliverableEndpoint(ctx: AppContext, endpoint: string) {
  const url = new URL(endpoint)
  if (ctx.config.PUSH_ALLOW_INSECURE_ENDPOINTS) return
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const isPrivate =
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    (isIpLiteral(url.hostname) && !isPublicAddress(hostname))
  if (url.protocol !== 'https:' || isPrivate) {
    throw new AppError('VALIDATION_ERROR', 'This browser’s push service address cannot be used', {
      issues: [{ path: 'endpoint', message: 'The push endpoint must be a public https address' }],
    })
  }
}

export async function subscribe(
  ctx: AppContext,
  { userId, input }: { userId: number; input: PushSubscriptionInput },
) {
  assertDeliverableEndpoint(ctx, input.endpoint)
  await upsertSubscription(ctx.db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  })
  return { subscribed: true, devices: await countSubscriptionsOf(ctx.db, userId) }
}

export async function unsubscribe(
  ctx: AppContext,
  { userId, endpoint }: { userId: number; endpoint: string },
) {
  await deleteSubscription(ctx.db, userId, endpoint)
  return { subscribed: false, devices: await countSubscriptionsOf(ctx.db, userId) }
}

export interface PushMessage {
  title: string
  body: string
  /** The page the notification opens. */
  url: string
  /** Notifications with the same tag replace each other on the device. */
  tag: string
}

/**
 * Sends an encrypted notification to every device of the group's members but one. web-push builds
 * the encrypted, VAPID-signed request; we send it ourselves with a time cap and no redirects.
 */
export async function notifyGroup(
  ctx: AppContext,
  { groupId, exceptUserId, message }: { groupId: number; exceptUserId: number; message: PushMessage },
) {
  const subscriptions = await findGroupSubscriptions(ctx.db, groupId, exceptUserId)
  if (subscriptions.length === 0) return { sent: 0, removed: 0 }
  const keys = await getVapidKeys(ctx)
  const payload = JSON.stringify(message)
  const gone: number[] = []
  let sent = 0
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        assertDeliverableEndpoint(ctx, subscription.endpoint)
        const details = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            TTL: TTL_SECONDS,
            vapidDetails: {
              subject: ctx.config.PUSH_SUBJECT,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
          },
        )
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        })
        if (GONE_STATUSES.has(response.status)) gone.push(subscription.id)
        else if (response.ok) sent += 1
      } catch {
        // One unreachable device must not keep the others from hearing.
      }
    }),
  )
  await deleteSubscriptionsById(ctx.db, gone)
  return { sent, removed: gone.length }
}
