import { createHmac } from 'node:crypto'
import type { AppContext } from '../../lib/app-context'
import { nowOf } from '../../lib/app-context'
import { getErrorMessage } from '../../lib/app-error'
import { SafeFetchError, sendToPublicUrl } from '../../lib/safe-fetch'
import {
  WEBHOOKS_DUE_TOPIC,
  claimDueDeliveries,
  findEarliestPendingAttempt,
  pruneFinishedDeliveries,
  updateDelivery,
  type ClaimedDelivery,
} from './webhooks.repository'
import { webhookFetchOptions } from './webhooks.service'

/** Waits after each failed attempt: 30 s, 2 min, 10 min, 1 h, 6 h; the attempt after the last wait is the last. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const
const ATTEMPT_TIMEOUT_MS = 10_000
// A sender that dies mid-send leaves its claims to be retried once this runs out.
const LEASE_MS = 60_000
const BATCH_SIZE = 10
// Due deliveries wake the sender at once (NOTIFY on commit); this slow look is for anything a gap missed.
const IDLE_POLL_MS = 5 * 60_000
const MIN_POLL_MS = 1_000
/** Finished deliveries kept per webhook: the log shows the latest 50, the rest go as new ones finish. */
export const KEPT_DELIVERIES = 100

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
const signWebhookBody = (secret: string, body: string, at: Date) => {
  const timestamp = Math.floor(at.getTime() / 1000)
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

/** Why an attempt failed, in words for the owner's delivery log. */
const describeFailure = (error: unknown): string => {
  if (!(error instanceof SafeFetchError)) return 'Something went wrong on our side while sending'
  switch (error.code) {
    case 'ADDRESS_NOT_ALLOWED':
      return 'The address now points to a private network, so nothing was sent'
    case 'TIMEOUT':
      return `The receiver did not answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds`
    case 'INVALID_URL':
      return 'The address is not a valid https address'
    default:
      return 'Could not reach the address: its name was not found or the connection failed'
  }
}

export interface WebhookSender {
  /** Looks for due deliveries now (after a change committed, or a test moved the clock). */
  wake: () => void
  /** Sends every due delivery, and resolves when they are all recorded; the number sent. */
  runOnce: () => Promise<number>
  stop: () => Promise<void>
}

/** The outbox's sender: claims due deliveries, posts them signed through the SSRF-safe client, records each try. */
export function startWebhookSender(ctx: AppContext): WebhookSender {
  let isStopped = false
  let running: Promise<number> | null = null
  let queued: Promise<number> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const record = async (
    claimed: ClaimedDelivery,
    outcome: { status: number | null; error: string | null },
  ) => {
    const { delivery } = claimed
    const attempts = delivery.attempts + 1
    const isDelivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
    const retryDelay = RETRY_DELAYS_MS[attempts - 1]
    const now = nowOf(ctx)
    await updateDelivery(ctx.db, delivery.id, {
      attempts,
      lastStatusCode: outcome.status,
      lastError: isDelivered ? null : outcome.error,
      ...(isDelivered
        ? { status: 'delivered', deliveredAt: now }
        : retryDelay === undefined
          ? { status: 'failed' }
          : { nextAttemptAt: new Date(now.getTime() + retryDelay) }),
    })
    if (isDelivered || retryDelay === undefined)
      await pruneFinishedDeliveries(ctx.db, delivery.webhookId, KEPT_DELIVERIES)
  }

  const deliver = async (claimed: ClaimedDelivery) => {
    const { delivery, url, secret } = claimed
    const body = JSON.stringify(delivery.payload)
    try {
      const options = webhookFetchOptions(ctx, url)
      const answer = await sendToPublicUrl(url, {
        ...options,
        timeoutMs: Math.min(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS, ATTEMPT_TIMEOUT_MS),
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ForkcastWebhooks/1.0 (+https://forkcast.app)',
          'forkcast-event': delivery.event,
          'forkcast-delivery': String(delivery.id),
          'forkcast-signature': signWebhookBody(secret, body, nowOf(ctx)),
        },
        body,
      })
      const isOk = answer.status >= 200 && answer.status < 300
      if (!isOk) ctx.log.warn({ deliveryId: delivery.id, status: answer.status }, 'webhook receiver refused')
      await record(claimed, {
        status: answer.status,
        error: isOk ? null : `The receiver answered with an error (HTTP ${answer.status})`,
      })
    } catch (error) {
      ctx.log.warn({ deliveryId: delivery.id, err: getErrorMessage(error) }, 'webhook delivery failed')
      await record(claimed, { status: null, error: describeFailure(error) })
    }
  }

  const scheduleNext = async () => {
    if (isStopped) return
    const earliest = await findEarliestPendingAttempt(ctx.db)
    if (isStopped) return
    const wait =
      earliest === null
        ? IDLE_POLL_MS
        : Math.min(Math.max(earliest.getTime() - nowOf(ctx).getTime(), MIN_POLL_MS), IDLE_POLL_MS)
    clearTimeout(timer)
    timer = setTimeout(wake, wait)
    timer.unref()
  }

  const runAll = async () => {
    let sent = 0
    for (;;) {
      const now = nowOf(ctx)
      const claimed = await claimDueDeliveries(ctx.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH_SIZE,
      })
      await Promise.all(claimed.map(deliver))
      sent += claimed.length
      if (claimed.length < BATCH_SIZE || isStopped) break
    }
    await scheduleNext()
    return sent
  }

  const start = (): Promise<number> => {
    if (isStopped) return Promise.resolve(0)
    running = runAll()
      .catch((error: unknown) => {
        ctx.log.error({ err: getErrorMessage(error) }, 'webhook sender failed')
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }

  const runOnce = (): Promise<number> => {
    if (queued) return queued
    if (!running) return start()
    // A run under way may have looked before this change committed: one more follows it, shared by every waiter.
    queued = running.then(() => {
      queued = null
      return start()
    })
    return queued
  }

  function wake() {
    if (!isStopped) void runOnce()
  }

  const unsubscribe = ctx.hub.subscribe(WEBHOOKS_DUE_TOPIC, wake)
  // Notices sent while the listener was down never arrive: look once it is back.
  ctx.hub.onGap(wake)
  wake()

  return {
    wake,
    runOnce,
    stop: async () => {
      isStopped = true
      clearTimeout(timer)
      unsubscribe()
      await queued
      await running
    },
  }
}
