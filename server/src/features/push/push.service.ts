import type { Language } from '@forkcast/contract/languages'
import type { PushSubscriptionInput } from '@forkcast/contract/push.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { recipientLanguage } from '../../lib/i18n'
import { SafeFetchError, sendToPublicUrl, vetPublicUrl } from '../../lib/safe-fetch'
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
const RESOLVE_TIMEOUT_MS = 5_000
// A notification about tonight's decision is useless tomorrow.
const TTL_SECONDS = 60 * 60
// The push service says the subscription is gone for good.
const GONE_STATUSES = new Set([404, 410])

/** The VAPID key pair: generated on first use and kept in the database, so every instance signs alike. */
export async function getVapidKeys(ctx: AppContext) {
  const stored = await findVapidKeys(ctx.db)
  if (stored) return stored
  const created = await insertVapidKeysIfAbsent(ctx.db, ctx.providers.push.generateKeys())
  if (!created) throw new Error('VAPID keys could not be stored')
  return created
}

/** How push requests reach a browser's push service: the one SSRF-safe client, https and public unless allowed. */
const pushFetchOptions = (ctx: AppContext) => {
  const insecure = ctx.config.PUSH_ALLOW_INSECURE_ENDPOINTS
  return { ...ctx.importFetch, requireHttps: !insecure, allowAnyPrivateAddress: insecure }
}

const ENDPOINT_REFUSED = 'This browser’s push service address cannot be used'

/**
 * Push endpoints come from browsers, so they are checked before the server ever posts to them: https only and
 * every address the name resolves to public (tests and local development may allow both). Delivery checks
 * again and pins the address, since DNS may answer differently later.
 */
async function assertDeliverableEndpoint(ctx: AppContext, endpoint: string) {
  try {
    await vetPublicUrl(endpoint, { ...pushFetchOptions(ctx), timeoutMs: RESOLVE_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error
    const problem =
      error.code === 'INVALID_URL' || error.code === 'ADDRESS_NOT_ALLOWED'
        ? 'The push endpoint must be a public https address'
        : 'The push endpoint’s address could not be found'
    throw new AppError('VALIDATION_ERROR', ENDPOINT_REFUSED, {
      issues: [{ path: 'endpoint', message: problem }],
    })
  }
}

export async function subscribe(
  ctx: AppContext,
  { userId, input }: { userId: number; input: PushSubscriptionInput },
) {
  await assertDeliverableEndpoint(ctx, input.endpoint)
  const stored = await upsertSubscription(ctx.db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  })
  if (!stored) {
    throw new AppError('CONFLICT', 'These notifications belong to another account', {
      issues: [{ path: 'endpoint', message: 'This push subscription is already used by another account' }],
    })
  }
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
 * Sends an encrypted notification to every device of the group's members but one, each in its member's language
 * (`message` writes it in one; English for a member whose language is not known). web-push builds the
 * encrypted, VAPID-signed request; the SSRF-safe client sends it (resolved, pinned, no redirects, time cap).
 */
export async function notifyGroup(
  ctx: AppContext,
  {
    groupId,
    exceptUserId,
    message,
  }: { groupId: number; exceptUserId: number; message: (language: Language) => PushMessage },
) {
  const subscriptions = await findGroupSubscriptions(ctx.db, groupId, exceptUserId)
  if (subscriptions.length === 0) return { sent: 0, removed: 0 }
  const keys = await getVapidKeys(ctx)
  const payloads = new Map<Language, string>()
  const payloadIn = (language: Language) => {
    const known = payloads.get(language)
    if (known !== undefined) return known
    const payload = JSON.stringify(message(language))
    payloads.set(language, payload)
    return payload
  }
  const gone: number[] = []
  let sent = 0
  await Promise.all(
    subscriptions.map(async (subscription) => {
      // The endpoint's path identifies the device; its origin is enough to say which push service answered.
      const pushService = originOf(subscription.endpoint)
      try {
        const details = ctx.providers.push.prepare(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payloadIn(recipientLanguage(subscription)),
          { ttlSeconds: TTL_SECONDS, subject: ctx.config.PUSH_SUBJECT, keys },
        )
        const answer = await sendToPublicUrl(details.endpoint, {
          ...pushFetchOptions(ctx),
          timeoutMs: DELIVERY_TIMEOUT_MS,
          method: 'POST',
          headers: details.headers,
          body: details.body ?? Buffer.alloc(0),
        })
        if (answer.status >= 200 && answer.status < 300) {
          sent += 1
          return
        }
        if (GONE_STATUSES.has(answer.status)) gone.push(subscription.id)
        ctx.log.warn(
          {
            pushService,
            status: answer.status,
            answer: answer.text,
            removed: GONE_STATUSES.has(answer.status),
          },
          'push delivery refused',
        )
      } catch (error) {
        // One unreachable device must not keep the others from hearing.
        ctx.log.warn({ pushService, err: error }, 'push delivery failed')
      }
    }),
  )
  await deleteSubscriptionsById(ctx.db, gone)
  return { sent, removed: gone.length }
}

const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin
  } catch {
    return 'not a web address'
  }
}
