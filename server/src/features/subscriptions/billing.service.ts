import type { FastifyBaseLogger } from 'fastify'
import {
  PAID_TIER_KEYS,
  TEST_PERIOD_DAYS,
  isSameOriginPath,
  type PaidTierKey,
  type TestCheckout,
} from '@forkcast/contract/subscriptions.schemas'
import type { Config } from '../../config'
import type { Executor } from '../../db/client'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError, getErrorMessage } from '../../lib/app-error'
import { verifyStripeEvent, type Stripe } from '../../providers/billing/stripe-client'
import { billingMode } from './billing-mode'
import {
  closeTestCheckout,
  findSubscription,
  findSubscriptionByStripeId,
  findPlanState,
  findTestCheckout,
  hasStripeEvent,
  insertStripeEvent,
  insertTestCheckout,
  updateSubscription,
  upsertSubscription,
  type SubscriptionRow,
} from './subscriptions.repository'
import { loadPlan, tellCoveredGroupOfCancel, tellCoveredGroupOfResume } from './subscriptions.service'
import { requireGroupMember } from '../membership/membership.service'
import { findGroupsOfUser, isMember } from '../membership/membership.repository'
import { getTiers } from './tiers'

const DAY_MS = 24 * 60 * 60 * 1000
const PAYMENTS_OFF = 'Payments are not set up on this server. Please contact the people who run it.'
const CHECKOUT_NOT_FOUND = 'This checkout does not exist or is not yours'

/** The Stripe price of a paid tier, from STRIPE_PRICE_PLUS / STRIPE_PRICE_PREMIUM. */
const priceIdOf = (config: Config, tier: PaidTierKey) =>
  tier === 'plus' ? config.STRIPE_PRICE_PLUS : config.STRIPE_PRICE_PREMIUM

const tierOfPrice = (config: Config, priceId: string | undefined): PaidTierKey | null =>
  PAID_TIER_KEYS.find((tier) => priceId !== undefined && priceIdOf(config, tier) === priceId) ?? null

const isPaidTier = (value: unknown): value is PaidTierKey =>
  typeof value === 'string' && (PAID_TIER_KEYS as readonly string[]).includes(value)

/** Refuses at boot a Stripe setup with a missing piece, naming it. */
export function assertBillingConfig(config: Config) {
  if (!config.STRIPE_SECRET_KEY) return
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PLUS', 'STRIPE_PRICE_PREMIUM'] as const).filter(
    (name) => !config[name],
  )
  if (missing.length > 0) {
    throw new Error(`STRIPE_SECRET_KEY is set, so these must be set too: ${missing.join(', ')}`)
  }
}

const upstreamFailed = (what: string, error: unknown) =>
  new AppError(
    'UPSTREAM_FAILED',
    `The payment provider could not ${what}. Please try again. (${getErrorMessage(error)})`,
  )

/** Starts checkout for a paid tier and answers where to send the browser. */
export async function createCheckout(
  ctx: AppContext,
  {
    userId,
    tier,
    origin,
    groupId: askedGroupId,
    returnTo,
  }: { userId: number; tier: PaidTierKey; origin: string; groupId?: number | null; returnTo?: string },
): Promise<{ url: string }> {
  // Checked again here, so no caller can put another site into a URL this server builds.
  const back = returnTo && isSameOriginPath(returnTo) ? `returnTo=${encodeURIComponent(returnTo)}` : null
  const mode = billingMode(ctx.config)
  if (mode === 'off') throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_OFF)
  const { plan, email } = await loadPlan(ctx, userId)
  const groupId = await chooseCoveredGroup(ctx, { userId, groupId: askedGroupId })
  if (plan.tier === tier && plan.status !== 'beta' && !plan.cancelAtPeriodEnd) {
    throw new AppError('CONFLICT', `You are already on the ${getTiers(ctx.config)[tier].name} plan`)
  }
  if (mode === 'test') {
    const checkout = await insertTestCheckout(ctx.db, { userId, tier, groupId })
    return { url: `/billing/test-checkout/${checkout.id}${back ? `?${back}` : ''}` }
  }
  const stripe = ctx.providers.billing.stripe()
  const existing = await findSubscription(ctx.db, userId)
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceIdOf(ctx.config, tier), quantity: 1 }],
      client_reference_id: String(userId),
      ...(existing?.stripeCustomerId ? { customer: existing.stripeCustomerId } : { customer_email: email }),
      metadata: { userId: String(userId), tier, groupId: groupId === null ? '' : String(groupId) },
      subscription_data: { metadata: { userId: String(userId), tier } },
      success_url: `${origin}/subscription?checkout=success${back ? `&${back}` : ''}`,
      cancel_url: `${origin}/subscription?checkout=cancelled${back ? `&${back}` : ''}`,
    })
    if (!session.url) throw new Error('the session has no url')
    return { url: session.url }
  } catch (error) {
    throw upstreamFailed('start checkout', error)
  }
}

/** The group a new plan covers: the one asked for (the payer's own), else the payer's only group, else none. */
async function chooseCoveredGroup(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId?: number | null },
): Promise<number | null> {
  if (groupId === null) return null
  if (groupId !== undefined) {
    await requireGroupMember(ctx, { userId, groupId })
    return groupId
  }
  const groups = await findGroupsOfUser(ctx.db, userId)
  return groups.length === 1 ? (groups[0]?.group.id ?? null) : null
}

interface Fulfilment {
  userId: number
  tier: PaidTierKey
  /** The group the plan covers; undefined keeps the cover the payer had. */
  coveredGroupId?: number | null
  provider: 'stripe' | 'test'
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  currentPeriodEnd: Date
}

/** A completed checkout, from a Stripe webhook or the test checkout's Pay: the user is on the tier now. */
async function fulfilCheckout(tx: Executor, fulfilment: Fulfilment) {
  const { userId, ...values } = fulfilment
  await upsertSubscription(tx, {
    userId,
    ...values,
    status: 'active',
    cancelAtPeriodEnd: false,
    ...(values.coveredGroupId === undefined ? {} : { coverEndsAt: null }),
  })
}

export async function getTestCheckout(
  ctx: AppContext,
  { userId, id }: { userId: number; id: string },
): Promise<TestCheckout> {
  if (billingMode(ctx.config) !== 'test') throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND)
  const checkout = await findTestCheckout(ctx.db, id, userId)
  if (!checkout) throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND)
  const tier = getTiers(ctx.config)[checkout.tier]
  return {
    id: checkout.id,
    tier: checkout.tier,
    tierName: tier.name,
    price: tier.price,
    status: checkout.status,
  }
}

/** Pay or Cancel on the test checkout page; Pay fulfils exactly as a Stripe checkout.session.completed does. */
export async function finishTestCheckout(
  ctx: AppContext,
  { userId, id, outcome }: { userId: number; id: string; outcome: 'paid' | 'cancelled' },
) {
  const current = await getTestCheckout(ctx, { userId, id })
  if (current.status !== 'open') {
    throw new AppError(
      'CONFLICT',
      `This checkout is already ${current.status === 'paid' ? 'paid' : 'cancelled'}`,
    )
  }
  await ctx.db.transaction(async (tx) => {
    const closed = await closeTestCheckout(tx, { id, userId, status: outcome })
    if (!closed) throw new AppError('CONFLICT', 'This checkout is already finished')
    if (outcome === 'cancelled') return
    await fulfilCheckout(tx, {
      userId,
      tier: closed.tier,
      coveredGroupId: closed.groupId,
      provider: 'test',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      currentPeriodEnd: new Date(nowOf(ctx).getTime() + TEST_PERIOD_DAYS * DAY_MS),
    })
  })
  return getTestCheckout(ctx, { userId, id })
}

/** Cancels at the end of the paid period: the tier stays until currentPeriodEnd, then the account is free. */
export async function cancelSubscription(ctx: AppContext, { userId }: { userId: number }) {
  const { plan } = await loadPlan(ctx, userId)
  const paid = plan.paid
  if (!paid) {
    const reason =
      plan.status === 'beta' ? 'Beta access is free and has nothing to cancel.' : 'You are on the Free plan.'
    throw new AppError('BAD_REQUEST', `There is no paid subscription to cancel. ${reason}`)
  }
  if (paid.cancelAtPeriodEnd)
    return { success: true as const, currentPeriodEnd: paid.currentPeriodEnd.toISOString() }
  let currentPeriodEnd = paid.currentPeriodEnd
  if (paid.provider === 'stripe' && paid.stripeSubscriptionId) {
    try {
      const updated = await ctx.providers.billing.stripe().subscriptions.update(paid.stripeSubscriptionId, {
        cancel_at_period_end: true,
      })
      currentPeriodEnd = periodEndOf(updated) ?? currentPeriodEnd
    } catch (error) {
      throw upstreamFailed('cancel the subscription', error)
    }
  }
  await updateSubscription(ctx.db, userId, { cancelAtPeriodEnd: true, currentPeriodEnd })
  await tellCoveredGroupOfCancel(ctx, userId)
  return { success: true as const, currentPeriodEnd: currentPeriodEnd.toISOString() }
}

/**
 * Takes back a cancellation before the period ends: the plan renews again (Stripe: cancel_at_period_end
 * false), and the group it covers is told to refresh. After the period ends there is nothing to resume.
 */
export async function resumeSubscription(ctx: AppContext, { userId }: { userId: number }) {
  const { plan } = await loadPlan(ctx, userId)
  const paid = plan.paid
  if (!paid) {
    throw new AppError(
      'BAD_REQUEST',
      'There is no plan to resume: a cancelled plan can be resumed only until its last paid day. Choose a plan again.',
    )
  }
  if (!paid.cancelAtPeriodEnd)
    return { success: true as const, currentPeriodEnd: paid.currentPeriodEnd.toISOString() }
  let currentPeriodEnd = paid.currentPeriodEnd
  if (paid.provider === 'stripe' && paid.stripeSubscriptionId) {
    try {
      const updated = await ctx.providers.billing.stripe().subscriptions.update(paid.stripeSubscriptionId, {
        cancel_at_period_end: false,
      })
      currentPeriodEnd = periodEndOf(updated) ?? currentPeriodEnd
    } catch (error) {
      throw upstreamFailed('resume the subscription', error)
    }
  }
  await updateSubscription(ctx.db, userId, { cancelAtPeriodEnd: false, currentPeriodEnd })
  await tellCoveredGroupOfResume(ctx, userId)
  return { success: true as const, currentPeriodEnd: currentPeriodEnd.toISOString() }
}

/** Since API 2025-03 the period lives on each subscription item; a subscription has one item here. */
const periodEndOf = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items.data[0]?.current_period_end
  return typeof end === 'number' ? new Date(end * 1000) : null
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

const STRIPE_STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionRow['status']>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
}

/**
 * POST /api/stripe/webhook: verifies the signature over the raw body, then applies the event once.
 * A replayed event id changes nothing; unknown event types are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  {
    payload,
    signature,
    log,
  }: { payload: Buffer; signature: string | undefined; log: Pick<FastifyBaseLogger, 'error'> },
) {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET
  if (billingMode(ctx.config) !== 'stripe' || !secret) {
    throw new AppError('NOT_FOUND', 'Stripe webhooks are not enabled on this server')
  }
  let event: Stripe.Event
  try {
    event = verifyStripeEvent(payload, signature ?? '', secret)
  } catch {
    throw new AppError('BAD_REQUEST', 'The Stripe signature does not match this payload')
  }
  if (await hasStripeEvent(ctx.db, event.id)) return { received: true as const, duplicate: true }

  // Outside the transaction: a network call must not hold a database connection.
  const prepared = await prepareEvent(ctx, event)
  let replacedSubscriptionId: string | null = null
  const isNew = await ctx.db.transaction(async (tx) => {
    if (!(await insertStripeEvent(tx, event.id, event.type))) return false
    replacedSubscriptionId = await applyEvent(ctx, tx, prepared)
    return true
  })
  // Upgrading by a new checkout leaves the old Stripe subscription running; stop it so nobody pays twice.
  if (replacedSubscriptionId) {
    try {
      await ctx.providers.billing.stripe().subscriptions.cancel(replacedSubscriptionId)
    } catch (error) {
      log.error(
        { err: error, subscriptionId: replacedSubscriptionId },
        'could not cancel a replaced subscription',
      )
    }
  }
  return { received: true as const, duplicate: !isNew }
}

type PreparedEvent =
  | { kind: 'checkout'; fulfilment: Fulfilment }
  | { kind: 'subscription'; subscription: Stripe.Subscription; deleted: boolean }
  | { kind: 'payment-failed'; subscriptionId: string }
  | { kind: 'ignored' }

async function prepareEvent(ctx: AppContext, event: Stripe.Event): Promise<PreparedEvent> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      const subscriptionId = idOf(session.subscription)
      const userId = Number(session.client_reference_id ?? session.metadata?.userId)
      const tier = session.metadata?.tier
      const coveredGroupId = Number(session.metadata?.groupId)
      if (
        session.mode !== 'subscription' ||
        !subscriptionId ||
        !Number.isInteger(userId) ||
        !isPaidTier(tier)
      ) {
        return { kind: 'ignored' }
      }
      // An account deleted since checkout: acknowledge, or Stripe would retry the event for days.
      if (!(await findPlanState(ctx.db, userId))) return { kind: 'ignored' }
      let subscription: Stripe.Subscription
      try {
        subscription = await ctx.providers.billing.stripe().subscriptions.retrieve(subscriptionId)
      } catch (error) {
        // A 5xx makes Stripe deliver the event again later.
        throw new AppError(
          'UPSTREAM_FAILED',
          `Could not read subscription ${subscriptionId}: ${getErrorMessage(error)}`,
        )
      }
      return {
        kind: 'checkout',
        fulfilment: {
          userId,
          tier,
          // A group deleted since checkout is dropped by the foreign key check below.
          coveredGroupId:
            Number.isInteger(coveredGroupId) &&
            coveredGroupId > 0 &&
            (await isMember(ctx.db, coveredGroupId, userId))
              ? coveredGroupId
              : null,
          provider: 'stripe',
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: subscriptionId,
          currentPeriodEnd:
            periodEndOf(subscription) ?? new Date(nowOf(ctx).getTime() + TEST_PERIOD_DAYS * DAY_MS),
        },
      }
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription',
        subscription: event.data.object,
        deleted: event.type === 'customer.subscription.deleted',
      }
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription)
      return subscriptionId ? { kind: 'payment-failed', subscriptionId } : { kind: 'ignored' }
    }
    default:
      return { kind: 'ignored' }
  }
}

/** Applies one event; answers the id of a Stripe subscription this one replaced, to be cancelled. */
async function applyEvent(ctx: AppContext, tx: Executor, prepared: PreparedEvent): Promise<string | null> {
  if (prepared.kind === 'checkout') {
    const previous = await findSubscription(tx, prepared.fulfilment.userId)
    await fulfilCheckout(tx, prepared.fulfilment)
    const previousId = previous?.stripeSubscriptionId
    return previous?.status !== 'canceled' &&
      previousId &&
      previousId !== prepared.fulfilment.stripeSubscriptionId
      ? previousId
      : null
  }
  if (prepared.kind === 'payment-failed') {
    const row = await findSubscriptionByStripeId(tx, prepared.subscriptionId)
    if (row && row.status === 'active') await updateSubscription(tx, row.userId, { status: 'past_due' })
    return null
  }
  if (prepared.kind === 'subscription') {
    const { subscription, deleted } = prepared
    const row = await findSubscriptionByStripeId(tx, subscription.id)
    if (!row) return null
    const status = deleted ? 'canceled' : (STRIPE_STATUS[subscription.status] ?? row.status)
    const tier = tierOfPrice(ctx.config, subscription.items.data[0]?.price.id) ?? row.tier
    await updateSubscription(tx, row.userId, {
      status,
      tier,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      currentPeriodEnd: periodEndOf(subscription) ?? row.currentPeriodEnd,
    })
  }
  return null
}
