import { countOf } from '@forkcast/contract/words'
import { LIMIT_MESSAGES, MAX_GROUPS_PER_USER } from '@forkcast/contract/limits.constants'
import {
  GATED_FEATURES,
  LIMIT_LABELS,
  TIER_KEYS,
  isUnlimited,
  tierRank,
  type DailyLimitKind,
  type GatedFeature,
  type PlanCover,
  type LimitKind,
  type SubscriptionInfo,
  type TierKey,
  type Tiers,
} from '@forkcast/contract/subscriptions.schemas'
import type { Config } from '../../config'
import type { Executor } from '../../db/client'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { formatMailDay, recipientLanguage, tFor } from '../../lib/i18n'
import { isBetaAdmin } from '../../lib/beta-admins'
import { countGroupsOfUser, findMembers } from '../membership/membership.repository'
import { requireGroupMember } from '../membership/membership.service'
import { groupEvent } from '../../realtime/events'
import { isPaidPlanRunning, resolvePlan, type Plan } from './plan'
import { calendarDayIn } from '@forkcast/contract/calendar'
import {
  carryDailyUsage,
  findCoversOfMember,
  findDailyUsage,
  findOpenCoverOfPayer,
  findOwnCover,
  findPlanPayerName,
  findGroupName,
  findPlanState,
  incrementDailyUsage,
  lockUserPlan,
  updateSubscription,
} from './subscriptions.repository'
import { getTiers } from './tiers'
import { billingMode } from './billing-mode'

/** The name a plan is sold under ('Plus'), as configured. */
export const getTierName = (config: Pick<Config, 'TIERS_FILE'>, tier: TierKey) => getTiers(config)[tier].name

/** Where a plan is asked for: the payer's own plan, one group's, or any of the caller's groups. */
export type PlanScope = 'own' | 'any-group' | { groupId: number }

type CoverRow = Awaited<ReturnType<typeof findCoversOfMember>>[number]

/** A cover lends its tier while the payer's plan runs and, after the payer left the group, until the end set then. */
const isCoverRunning = (cover: CoverRow['subscription'], now: Date) =>
  isPaidPlanRunning(cover, now) && (cover.coverEndsAt === null || cover.coverEndsAt.getTime() > now.getTime())

/** When a cover stops: the end set when the payer left, or the period end of a cancelled or test plan. */
const coverEndOf = (cover: CoverRow['subscription']): Date | null => {
  const periodEnds = cover.cancelAtPeriodEnd || cover.provider === 'test' ? cover.currentPeriodEnd : null
  if (cover.coverEndsAt && periodEnds) return cover.coverEndsAt < periodEnds ? cover.coverEndsAt : periodEnds
  return cover.coverEndsAt ?? periodEnds
}

const toPlanCover = (ctx: AppContext, row: CoverRow): PlanCover => ({
  groupId: row.groupId,
  groupName: row.groupName,
  tier: row.subscription.tier,
  tierName: getTierName(ctx.config, row.subscription.tier),
  payerName: row.payerName,
  endsAt: coverEndOf(row.subscription)?.toISOString() ?? null,
})

/**
 * The caller's plan now, with their timezone (for daily counters). Outside 'own', a running plan another
 * member pays for one of the caller's groups lends its tier when it is better than the caller's own (decision 028).
 */
export async function loadPlan(
  ctx: AppContext,
  userId: number,
  db: Executor = ctx.db,
  scope: PlanScope = 'own',
) {
  const [state, covers] = await Promise.all([
    findPlanState(db, userId),
    scope === 'own'
      ? Promise.resolve([])
      : findCoversOfMember(db, userId, scope === 'any-group' ? undefined : scope.groupId),
  ])
  if (!state) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  const now = nowOf(ctx)
  const own = resolvePlan(state, now)
  let plan = own
  let coveredBy: PlanCover | null = null
  for (const cover of covers) {
    if (cover.subscription.userId === userId || !isCoverRunning(cover.subscription, now)) continue
    if (tierRank(cover.subscription.tier) <= tierRank(plan.tier)) continue
    plan = {
      tier: cover.subscription.tier,
      status: 'active',
      currentPeriodEnd: cover.subscription.currentPeriodEnd,
      cancelAtPeriodEnd: cover.subscription.cancelAtPeriodEnd,
      paid: null,
    }
    coveredBy = toPlanCover(ctx, cover)
  }
  return { plan, own, coveredBy, timezone: state.timezone, email: state.email }
}

/** A user's plan as one request sees it: what requireTier answers and consumeDailyUsage can reuse. */
export type LoadedPlan = Awaited<ReturnType<typeof loadPlan>>

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
    return `Your ${planName} plan includes ${countOf(limit, 'family group')}, and you already have ${limit === 1 ? 'it' : 'them all'}.${upgrade ? `${upgrade}, or leave a group first.` : ' Leave a group first.'}`
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
  {
    userId,
    kind,
    groupId,
    loaded,
  }: {
    userId: number
    kind: DailyLimitKind
    groupId?: number
    /** The plan this request already loaded for the same user and group (requireTier's answer). */
    loaded?: LoadedPlan
  },
): Promise<void> {
  const { plan, timezone } =
    loaded ?? (await loadPlan(ctx, userId, ctx.db, groupId ? { groupId } : 'any-group'))
  const tiers = getTiers(ctx.config)
  const limit = tiers[plan.tier].limits[kind]
  const refuse = () => new AppError('LIMIT_REACHED', limitReachedMessage(tiers, plan.tier, kind))
  if (limit <= 0) throw refuse()
  const count = await incrementDailyUsage(ctx.db, {
    userId,
    kind,
    day: calendarDayIn(nowOf(ctx), timezone),
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
  const groups = await countGroupsOfUser(tx, userId)
  const tiers = getTiers(ctx.config)
  const limit = tiers[plan.tier].limits.familyGroups
  if (!isUnlimited(limit) && groups >= limit) {
    throw new AppError('LIMIT_REACHED', limitReachedMessage(tiers, plan.tier, 'familyGroups'))
  }
  // Every plan, unlimited ones too, stops at the one cap an account has: one count answers both.
  if (groups >= MAX_GROUPS_PER_USER) throw new AppError('CONFLICT', LIMIT_MESSAGES.groups)
}

/** Refuses (403 TIER_REQUIRED) a feature the caller's plan does not include, naming the plan that does. */
export async function requireTier(
  ctx: AppContext,
  { userId, feature, groupId }: { userId: number; feature: GatedFeature; groupId?: number },
) {
  const loaded = await loadPlan(ctx, userId, ctx.db, groupId ? { groupId } : 'any-group')
  const { plan } = loaded
  const { minimumTier, label } = GATED_FEATURES[feature]
  if (tierRank(plan.tier) >= tierRank(minimumTier)) return loaded
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

const toPlanInfo = (plan: Plan) => ({
  tier: plan.tier,
  status: plan.status,
  currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
})

/** GET /api/subscription/info: the plan, today's usage and the limits that apply. */
export async function getSubscriptionInfo(
  ctx: AppContext,
  userId: number,
  groupId?: number,
): Promise<SubscriptionInfo> {
  if (groupId !== undefined) await requireGroupMember(ctx, { userId, groupId })
  const { plan, own, coveredBy, timezone, email } = await loadPlan(
    ctx,
    userId,
    ctx.db,
    groupId === undefined ? 'any-group' : { groupId },
  )
  const tiers = getTiers(ctx.config)
  const [daily, familyGroups, ownCover] = await Promise.all([
    findDailyUsage(ctx.db, userId, calendarDayIn(nowOf(ctx), timezone)),
    countGroupsOfUser(ctx.db, userId),
    own.paid ? findOwnCover(ctx.db, userId) : Promise.resolve(null),
  ])
  return {
    // The page shows the caller's own plan (what they can cancel) and, apart, the cover they enjoy.
    ...toPlanInfo(coveredBy ? own : plan),
    usage: { familyGroups, ...daily },
    // Daily limits follow the plan that applies; the group count stays the caller's own plan's (decision 028).
    limits: { ...tiers[plan.tier].limits, familyGroups: tiers[own.tier].limits.familyGroups },
    canManageBeta: isBetaAdmin(ctx.config, email),
    isTestMode: billingMode(ctx.config) === 'test',
    covers:
      ownCover && own.paid && isCoverRunning(ownCover.subscription, nowOf(ctx))
        ? toPlanCover(ctx, ownCover)
        : null,
    coveredBy,
  }
}

/**
 * PUT /api/subscription/cover: the payer moves the plan's cover to another of their groups (or to none).
 * A plan covers one group at a time, so the group it leaves loses it now, and its members are told.
 */
export async function setPlanCover(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId: number | null },
): Promise<SubscriptionInfo> {
  const { own } = await loadPlan(ctx, userId)
  if (!own.paid)
    throw new AppError('BAD_REQUEST', 'Only a paid plan can cover a family group. Choose a plan first.')
  if (groupId !== null) await requireGroupMember(ctx, { userId, groupId })
  await updateSubscription(ctx.db, userId, { coveredGroupId: groupId, coverEndsAt: null })
  const previous = own.paid.coveredGroupId
  if (previous !== null && previous !== groupId)
    await tellGroupCoverEnds(ctx, {
      payerId: userId,
      groupId: previous,
      endsAt: nowOf(ctx),
      tier: own.paid.tier,
    })
  if (groupId !== null) await ctx.hub.publish(groupEvent(groupId, 'plan-cover-changed', {}))
  return getSubscriptionInfo(ctx, userId)
}

/**
 * The payer left (or was removed from) a group their plan covers: the cover runs to the period's end and
 * every member is told. Call in the transaction that removes the membership.
 */
export async function endCoverOnLeave(
  ctx: AppContext,
  tx: Executor,
  { userId, groupId }: { userId: number; groupId: number },
) {
  const cover = await findOpenCoverOfPayer(tx, userId, groupId)
  if (!cover) return null
  await updateSubscription(tx, userId, { coverEndsAt: cover.currentPeriodEnd })
  return { payerId: userId, groupId, endsAt: cover.currentPeriodEnd, tier: cover.tier }
}

/** Mails every member of the group (but the payer) that the plan covering them ends, and refreshes their pages. */
export async function tellGroupCoverEnds(
  ctx: AppContext,
  { payerId, groupId, endsAt, tier }: { payerId: number; groupId: number; endsAt: Date; tier: TierKey },
) {
  await ctx.hub.publish(groupEvent(groupId, 'plan-cover-changed', {}))
  const [payerName, group, members] = await Promise.all([
    findPlanPayerName(ctx.db, payerId),
    findGroupName(ctx.db, groupId),
    findMembers(ctx.db, groupId),
  ])
  const tierName = getTierName(ctx.config, tier)
  for (const member of members) {
    if (member.userId === payerId) continue
    // Each member reads it in their own language; one not known yet gets English (the payer's request is not theirs).
    const language = recipientLanguage(member)
    const t = tFor(language)
    const words = {
      payer: payerName ?? t('mail.coverEnds.someone'),
      tier: tierName,
      group: group ?? t('mail.coverEnds.yourGroup'),
      day: formatMailDay(endsAt, language),
    }
    try {
      await ctx.providers.mail.send({
        to: member.email,
        subject: t('mail.coverEnds.subject', words),
        text: t('mail.coverEnds.body', { ...words, name: member.firstName }),
      })
    } catch {
      // A member's mail bouncing must not undo the payer's change; the subscription page says the same.
    }
  }
}

/** Cancelling a plan that covers a group: its members are told when their cover ends. */
export async function tellCoveredGroupOfCancel(ctx: AppContext, userId: number) {
  const cover = await findOwnCover(ctx.db, userId)
  if (!cover) return
  await tellGroupCoverEnds(ctx, {
    payerId: userId,
    groupId: cover.groupId,
    endsAt: coverEndOf(cover.subscription) ?? cover.subscription.currentPeriodEnd,
    tier: cover.subscription.tier,
  })
}

/** A resumed plan covers its group past the period again: members' pages refresh to show it. */
export async function tellCoveredGroupOfResume(ctx: AppContext, userId: number) {
  const cover = await findOwnCover(ctx.db, userId)
  if (cover) await ctx.hub.publish(groupEvent(cover.groupId, 'plan-cover-changed', {}))
}

/** Carries today's search counts into the new zone's today when a user's time zone changes. */
export async function carryDailyUsageToZone(
  ctx: AppContext,
  tx: Executor,
  { userId, from, to }: { userId: number; from: string | null; to: string | null },
) {
  const now = nowOf(ctx)
  await carryDailyUsage(tx, userId, calendarDayIn(now, from), calendarDayIn(now, to))
}
