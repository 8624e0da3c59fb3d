import { z } from 'zod'
import { IdSchema, idNumber, safeString } from './common.schemas'

export const VOTING_CATEGORIES = ['cuisine', 'cooking', 'ordering'] as const
export type VotingCategory = (typeof VOTING_CATEGORIES)[number]

export const SERVICE_TYPES = ['dine-in', 'takeout', 'delivery'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

/** groupId 0 is a solo session for the caller ('Recipe Browsing'). */
export const SOLO_GROUP_ID = 0
export const SOLO_GROUP_NAME = 'Recipe Browsing'

export const DECISION_MADE_MESSAGE = 'This decision is made — reset to start over'

export const FoodOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  icon: z.enum(['Store', 'ShoppingBag', 'Truck']).optional(),
  image: z.string().nullable(),
})
export type FoodOption = z.infer<typeof FoodOptionSchema>

export const FoodOptionCategoryParamsSchema = z.object({ category: safeString('category').max(40) })

export const StartSessionSchema = z.object({
  groupId: idNumber('groupId', { min: 0 }),
  category: z.enum(VOTING_CATEGORIES, { error: 'Category must be cuisine, cooking or ordering' }),
  diningType: safeString('diningType').trim().max(40).optional(),
  serviceType: safeString('serviceType').trim().max(40).optional(),
})
export type StartSession = z.infer<typeof StartSessionSchema>

export const SessionParamsSchema = z.object({ id: IdSchema })
export const OptionBodySchema = z.object({
  optionId: safeString('optionId').trim().min(1, 'optionId is required').max(60),
})

/** Who voted, by display name only: boards and their live events never carry emails. */
export const VoterSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
})
export type Voter = z.infer<typeof VoterSchema>

export const VoteRecordSchema = z.object({ optionId: z.string(), user: VoterSchema })
export type VoteRecord = z.infer<typeof VoteRecordSchema>

export const DECISION_REASONS = ['last-remaining', 'unanimous', 'all-submitted', 'random'] as const
export type DecisionReason = (typeof DECISION_REASONS)[number]

export const DecisionSchema = z.object({
  optionId: z.string(),
  reason: z.enum(DECISION_REASONS),
  decidedAt: z.string(),
  decidedBy: z.number().int().nullable(),
})
export type Decision = z.infer<typeof DecisionSchema>

export const SessionStatusSchema = z.enum(['open', 'decided'])

export const SessionSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  category: z.enum(VOTING_CATEGORIES),
  diningType: z.string().nullable(),
  serviceType: z.string().nullable(),
  status: SessionStatusSchema,
  round: z.number().int(),
  version: z.number().int(),
  imageSeed: z.number().int(),
  options: z.array(FoodOptionSchema),
  decision: DecisionSchema.nullable(),
})
export type Session = z.infer<typeof SessionSchema>

export const SessionMemberSchema = VoterSchema.extend({ initials: z.string(), hasSubmitted: z.boolean() })
export type SessionMember = z.infer<typeof SessionMemberSchema>

/** Everything a board needs to draw itself. */
export const SessionSnapshotSchema = z.object({
  session: SessionSchema,
  members: z.array(SessionMemberSchema),
  eliminations: z.array(VoteRecordSchema),
  preferences: z.array(VoteRecordSchema),
  choices: z.array(VoteRecordSchema),
  remainingOptionIds: z.array(z.string()),
})
export type SessionSnapshot = z.infer<typeof SessionSnapshotSchema>

export const RemainingSchema = z.object({
  remainingOptions: z.number().int(),
  totalOptions: z.number().int(),
  category: z.enum(VOTING_CATEGORIES),
  options: z.array(FoodOptionSchema),
})

export const VoteResultSchema = z.object({
  success: z.literal(true),
  changed: z.boolean(),
  version: z.number().int(),
  status: SessionStatusSchema,
  decision: DecisionSchema.nullable(),
  message: z.string().optional(),
  allChoices: z.array(VoteRecordSchema).optional(),
})
export type VoteResult = z.infer<typeof VoteResultSchema>

export const ActiveSessionSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  category: z.enum(VOTING_CATEGORIES),
  status: SessionStatusSchema,
  eliminations: z.number().int(),
  preferences: z.number().int(),
  choices: z.number().int(),
  decision: DecisionSchema.nullable(),
  updatedAt: z.string(),
  /** First names of the members who have voted this round, in the order they started. */
  voters: z.array(z.string()),
})
export type ActiveSession = z.infer<typeof ActiveSessionSchema>

export const VOTE_ACTIONS = [
  'eliminate',
  'prefer',
  'unprefer',
  'choose',
  'submit',
  'reset',
  'random',
] as const
export type VoteAction = (typeof VOTE_ACTIONS)[number]

/** One change, as the live stream sends it (`id:` is the version). */
export const SessionEventSchema = z.object({
  version: z.number().int(),
  action: z.enum(VOTE_ACTIONS),
  optionId: z.string().nullable(),
  user: VoterSchema,
  /** Who made the change, as members see them ("Maria started a new round"). */
  actorName: z.string(),
  status: SessionStatusSchema,
  decision: DecisionSchema.nullable(),
})
export type SessionEvent = z.infer<typeof SessionEventSchema>

/** What a group's dashboards hear about its boards on the user stream (`session-changed`). */
export const SESSION_CHANGES = ['started', 'activity', 'decided', 'reset'] as const
export type SessionChange = (typeof SESSION_CHANGES)[number]

export const SessionChangedEventSchema = z.object({
  groupId: z.number().int(),
  sessionId: z.number().int(),
  category: z.enum(VOTING_CATEGORIES),
  change: z.enum(SESSION_CHANGES),
  actorId: z.number().int(),
  actorName: z.string(),
})
export type SessionChangedEvent = z.infer<typeof SessionChangedEventSchema>

/** The name members see for one another in live notices. */
export const displayNameOf = (user: { firstName: string }) => user.firstName.trim() || 'A member'
