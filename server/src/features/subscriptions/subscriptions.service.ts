import {
  GATED_FEATURES,
  LIMIT_LABELS,
  TIER_KEYS,
  isUnlimited,
  tierRank,
  type DailyLimitKind,
  type GatedFeature,
  type LimitKind,
  type SubscriptionInfo,
  type TierKey,
  type Tiers,
} from '@forkcast/contract/subscriptions.schemas'
import type { Config } from '../../config'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { isBetaAdmin } from '../../lib/beta-admins'
import { countGroupsOfUser } from '../groups/groups.repository'
import { localDay, resolvePlan, type Plan } from './plan'
import { findDailyUsage, findPlanState, incrementDailyUsage, lockUserPlan } from './subscriptions.repository'
import { getTiers } from './tiers'
import { billingMode } from './billing-mode'

export const nowOf = (ctx: AppContext) => ctx.now?.() ?? new Date()

/** The name a plan is sold under ('Plus'), as configured. */
export const getTierName = (config: Pick<Config, 'TIERS_FILE'>, tier: TierKey) => getTiers(config)[tier].name

/** The caller's plan now, with their timezone (for daily counters). */
export async function loadPlan(ctx: AppContext, userId: number, db: Executor = ctx.db) {
  const state = await findPlanState(db, userId)
  if (!state) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  const plan = resolvePlan(state, nowOf(ctx))
  return { plan, timezone: state.timezone, email: state.email }
}

const formatLimit = (limit: number) => (isUnlimited(limit) ? 'unlimited' : String(limit))

/** The cheapest plan above `tier` with a higher `kind` limit, if any: what the refusal suggests. */
const planThatLifts = (tiers: Tiers, tier: TierKey, kind: LimitKind) =>
  TIER_KEYS.filter((key) => tierRank(key) > tierRank(tier)).find(
    (key) => tiers[key].limits[kind] > tiers[tier].limits[kind],
  )

const limitReachedMessage = (tiers: Tiers, tier: TierKey, kind: LimitKind) => {
  const limit = tiers[tier].limits[kind]
  const planName = tiers[tier].name
  const lifter = planThatLifts(tiers, tier, kind)
  const upgrade = lifter
    ? ` Upgrade to ${tiers[lifter].name} for ${formatLimit(tiers[lifter].limits[kind])}${kind === 'familyGroups' ? ' groups' : ' a day'}`
    : ''
  if (kind === 'familyGroups') {
    return `Your ${planName} plan includes ${limit} family group${limit === 1 ? '' : 's'}, and you already have ${limit === 1 ? 'it' : 'them all'}.${upgrade ? `${upgrade}, or leave a group first.` : ' Leave a group first.'}`
  }
  const what = LIMIT_LABELS[kind].toLowerCase()
  return `You have used all ${limit} ${what} of your ${planName} plan today.${upgrade ? `${upgrade}, or try again tomorrow.` : ' Try again tomorrow.'}`
}

/**
 * Counts one search of `kind` against the caller's daily limit, in their own timezone's day.
 * Throws 403 LIMIT_REACHED (and counts nothing) once the day's limit is used up.
 */
export async function consumeDailyUsage(
  ctx: AppContext,
  { userId, kind }: { userId: number; kind: DailyLimitKind },
): Promise<void> {
  const { plan, timezone } = await loadPlan(ctx, userId)
  const tiers = getTiers(ctx.config)
  const limit = tiers[plan.tier].limits[kind]
  const refuse = () => new AppError('LIMIT_REACHED', limitReachedMessage(tiers, plan.tier, kind))
  if (limit <= 0) throw refuse()
  const count = await incrementDailyUsage(ctx.db, {
    userId,
    kind,
    day: localDay(nowOf(ctx), timezone),
    limit: isUnlimited(limit) ? null : limit,
  })
  if (count === null) throw refuse()
}

/**
 * Refuses (403 LIMIT_REACHED) when the caller already belongs to as many groups as the plan allows.
 * Call inside the transaction that adds the membership: it holds a per-user lock until that commits.
 */
export async function ensureGroupCapacity(ctx: AppContext, { userId }: { userId: number }, tx: Executor) {
  await lockUserPlan(tx, userId)
  const { plan } = await loadPlan(ctx, userId, tx)
  const tiers = getTiers(ctx.config)
  const limit = tiers[plan.tier].limits.familyGroups
  if (isUnlimited(limit)) return
  if ((await countGroupsOfUser(tx, userId)) >= limit) {
    throw new AppError('LIMIT_REACHED', limitReachedMessage(tiers, plan.tier, 'familyGroups'))
  }
}

/** Refuses (403 TIER_REQUIRED) a feature the caller's plan does not include, naming the plan that does. */
export async function requireTier(
  ctx: AppContext,
  { userId, feature }: { userId: number; feature: GatedFeature },
) {
  const { plan } = await loadPlan(ctx, userId)
  const { minimumTier, label } = GATED_FEATURES[feature]
  if (tierRank(plan.tier) >= tierRank(minimumTier)) return
  const tiers = getTiers(ctx.config)
  const plans = TIER_KEYS.filter((key) => tierRank(key) >= tierRank(minimumTier)).map(
    (key) => tiers[key].name,
  )
  const which =
    plans.length > 1 ? `${plans.slice(0, -1).join(', ')} and ${plans.at(-1)} plans` : `${plans[0]} plan`
  throw new AppError(
    'TIER_REQUIRED',
    `${label} ${label.endsWith('s') ? 'are' : 'is'} available with the ${which}. Upgrade to use ${label.endsWith('s') ? 'them' : 'it'}.`,
  )
}

export const toPlanInfo = (plan: Plan) => ({
  tier: plan.tier,
  status: plan.status,
  currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
})

/** GET /api/subscription/info: the plan, today's usage and the limits that apply. */
export async function getSubscriptionInfo(ctx: AppContext, userId: number): Promise<SubscriptionInfo> {
  const { plan, timezone, email } = await loadPlan(ctx, userId)
  const tiers = getTiers(ctx.config)
  const [daily, familyGroups] = await Promise.all([
    findDailyUsage(ctx.db, userId, localDay(nowOf(ctx), timezone)),
    countGroupsOfUser(ctx.db, userId),
  ])
  return {
    ...toPlanInfo(plan),
    usage: { familyGroups, ...daily },
    limits: tiers[plan.tier].limits,
    canManageBeta: isBetaAdmin(ctx.config, email),
    isTestMode: billingMode(ctx.config) === 'test',
  }
}
