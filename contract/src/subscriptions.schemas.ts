import { z } from 'zod'
import { idNumber, safeString } from './common.schemas'

/** The plans, cheapest first: a later tier includes everything an earlier one has. */
export const TIER_KEYS = ['free', 'plus', 'premium'] as const
export const TierKeySchema = z.enum(TIER_KEYS)
export type TierKey = z.infer<typeof TierKeySchema>
export const PAID_TIER_KEYS = ['plus', 'premium'] as const
export type PaidTierKey = (typeof PAID_TIER_KEYS)[number]

/** A limit of this value or more means no limit at all (the spec's 999). */
export const UNLIMITED = 999

/** What a plan limits: groups held at once, and searches per day in the user's timezone. */
export const LIMIT_KINDS = ['familyGroups', 'recipeSearches', 'restaurantSearches'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]
/** The limits counted per day. */
export const DAILY_LIMIT_KINDS = ['recipeSearches', 'restaurantSearches'] as const
export type DailyLimitKind = (typeof DAILY_LIMIT_KINDS)[number]

export const LIMIT_LABELS: Record<LimitKind, string> = {
  familyGroups: 'Family Groups',
  recipeSearches: 'Recipe Searches',
  restaurantSearches: 'Restaurant Searches',
}

/** Features that need a paid plan, and the cheapest plan that has each one (spec 001 §6). */
export const GATED_FEATURES = {
  smartPlanner: { minimumTier: 'plus', label: 'The Smart Planner' },
  aiRecommendations: { minimumTier: 'plus', label: 'AI Recommendations' },
  weeklyMealPlans: { minimumTier: 'premium', label: 'Weekly meal plans' },
} as const satisfies Record<string, { minimumTier: TierKey; label: string }>
export type GatedFeature = keyof typeof GATED_FEATURES

export const tierRank = (tier: TierKey) => TIER_KEYS.indexOf(tier)

/** GET /api/subscription/info?groupId=: the plan that applies when acting in that group. */
export const SubscriptionInfoQuerySchema = z.object({ groupId: idNumber('groupId').optional() })
export const isUnlimited = (limit: number) => limit >= UNLIMITED

const LimitSchema = z.number().int().min(0)
export const TierLimitsSchema = z.object({
  familyGroups: LimitSchema,
  recipeSearches: LimitSchema,
  restaurantSearches: LimitSchema,
})
export type TierLimits = z.infer<typeof TierLimitsSchema>

export const TierSchema = z.object({
  name: z.string().min(1),
  /** Dollars per month. */
  price: z.number().min(0),
  limits: TierLimitsSchema,
  features: z.array(z.string()),
})
export type Tier = z.infer<typeof TierSchema>

export const TiersSchema = z.object({ free: TierSchema, plus: TierSchema, premium: TierSchema })
export type Tiers = z.infer<typeof TiersSchema>

/** none: the free plan; active: paid and current; past_due: the last payment failed; beta: free beta access. */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'beta'] as const
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES)
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>

/** A paid plan shared with one group: every member gets its features and limits in that group. */
export const PlanCoverSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  tier: TierKeySchema,
  tierName: z.string(),
  payerName: z.string(),
  /** When the cover stops (ISO): the period end of a cancelled plan, or of a payer who left; null while it renews. */
  endsAt: z.string().nullable(),
})
export type PlanCover = z.infer<typeof PlanCoverSchema>

export const SubscriptionInfoSchema = z.object({
  tier: TierKeySchema,
  status: SubscriptionStatusSchema,
  usage: TierLimitsSchema,
  limits: TierLimitsSchema,
  /** When the paid period ends (ISO); null on free and beta. */
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled: the tier lasts until currentPeriodEnd, then the account is on free. */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the caller may manage beta testers (shows the link). */
  canManageBeta: z.boolean(),
  /** Whether checkout is the built-in test checkout (no card is charged). */
  isTestMode: z.boolean(),
  /** The caller's own paid plan covers this group's members ("Premium for The Garcias, paid by you"). */
  covers: PlanCoverSchema.nullable(),
  /** Another member's plan that gives the caller its tier ("Covered by Maria's Premium"); null when none does. */
  coveredBy: PlanCoverSchema.nullable(),
})
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>

/** The tier that applies: the caller's own, or the better one another member's plan lends them. */
export const effectiveTier = (info: Pick<SubscriptionInfo, 'tier' | 'coveredBy'>): TierKey =>
  info.coveredBy && tierRank(info.coveredBy.tier) > tierRank(info.tier) ? info.coveredBy.tier : info.tier

/** Whether the plan that applies includes a gated feature (the server decides; this only avoids a wall). */
export const planIncludes = (info: Pick<SubscriptionInfo, 'tier' | 'coveredBy'>, feature: GatedFeature) =>
  tierRank(effectiveTier(info)) >= tierRank(GATED_FEATURES[feature].minimumTier)

// One slash then URL characters only: "//host" and "/\\host" would leave the site, so they never match.
const SAME_ORIGIN_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/
const RETURN_TO_MAX = 300

/** Whether a page to come back to is a path of this app (never another site, so never an open redirect). */
export const isSameOriginPath = (value: string) =>
  value.length <= RETURN_TO_MAX && SAME_ORIGIN_PATH.test(value)

/** The page where a limit or gate stopped the person: checkout brings them back there after paying. */
export const ReturnToSchema = z
  .string({ error: 'returnTo must be text' })
  .refine(isSameOriginPath, 'returnTo must be a page of this app, such as /smart-meal-planner')

/** The spec's body is {tier, tierName, price}; the server uses only tier and its own price. */
export const CreateCheckoutSchema = z.object({
  tier: z.enum(PAID_TIER_KEYS, { error: 'Choose the Plus or Premium plan' }),
  tierName: safeString('tierName').max(60).optional(),
  price: z.number().optional(),
  /** The payer's group the plan covers; null covers none; omitted, a payer with exactly one group covers that one. */
  groupId: idNumber('groupId').nullish(),
  returnTo: ReturnToSchema.optional(),
})
export type CreateCheckout = z.infer<typeof CreateCheckoutSchema>

export const CheckoutUrlSchema = z.object({ url: z.string() })

export const CancelSubscriptionResultSchema = z.object({
  success: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
})

/** Resuming a cancelled plan before its period ends: it renews again and nothing is charged now. */
export const ResumeSubscriptionResultSchema = z.object({
  success: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
})

export const TestCheckoutParamsSchema = z.object({ id: z.uuid('Unknown checkout') })
export const TEST_CHECKOUT_STATUSES = ['open', 'paid', 'cancelled'] as const
export const TestCheckoutSchema = z.object({
  id: z.string(),
  tier: z.enum(PAID_TIER_KEYS),
  tierName: z.string(),
  price: z.number(),
  status: z.enum(TEST_CHECKOUT_STATUSES),
})
export type TestCheckout = z.infer<typeof TestCheckoutSchema>

/** PUT /api/subscription/cover: move the plan's cover to another of the payer's groups, or to none. */
export const SetPlanCoverSchema = z.object({ groupId: idNumber('groupId').nullable() })
export type SetPlanCover = z.infer<typeof SetPlanCoverSchema>

/** The plan's group picker: a select holds text, and its empty choice ("just me") is no group. */
export const PlanCoverFormSchema = z.object({
  groupId: z.union([z.literal('').transform(() => null), SetPlanCoverSchema.shape.groupId], {
    error: 'Choose one of your groups, or just you',
  }),
})

/** Days a test-mode payment lasts, like a monthly Stripe period. */
export const TEST_PERIOD_DAYS = 30
