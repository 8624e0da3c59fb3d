import { z } from 'zod'
import { IdSchema, idNumber, safeString, trimmedText } from './common.schemas'
import { ALLERGEN_IDS } from './allergen-ids'
import { CUISINE_IDS } from './cuisines'
import { DISTANCE_UNITS } from './distance'

export const VOTING_CATEGORIES = ['cuisine', 'cooking', 'ordering'] as const
export type VotingCategory = (typeof VOTING_CATEGORIES)[number]

export const SERVICE_TYPES = ['dine-in', 'takeout', 'delivery'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

/** groupId 0 is a solo session for the caller ('Recipe Browsing'). */
export const SOLO_GROUP_ID = 0
export const SOLO_GROUP_NAME = 'Recipe Browsing'

export const DECISION_MADE_MESSAGE = 'This decision is made — reset to start over'

/** What a recipe card on a cooking board shows, frozen when the board opened (or the option was added). */
export const RecipeOptionSchema = z.object({
  recipeId: z.number().int(),
  cuisine: z.string().nullable(),
  totalMinutes: z.number().int().nullable(),
  difficulty: z.string(),
  /** Why it is on the board: '25 min · uses rice you have'. */
  reason: z.string(),
})
export type RecipeOption = z.infer<typeof RecipeOptionSchema>

/** What a restaurant card on an ordering board shows, frozen when the board opened (or the option was added). */
export const PlaceOptionSchema = z.object({
  placeId: z.string(),
  address: z.string().nullable(),
  cuisine: z.string().nullable(),
  distance: z.number(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  /** 0 free … 4 very expensive; null when unknown. */
  priceLevel: z.number().int().min(0).max(4).nullable(),
  rating: z.number().nullable(),
  openNow: z.boolean().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  matchReasons: z.array(z.string()),
})
export type PlaceOption = z.infer<typeof PlaceOptionSchema>

/**
 * One card on a board: a cuisine (cuisine boards), a recipe (`recipe`, cooking boards) or a restaurant (`place`,
 * ordering boards). `addedBy` names the member who added it while the board was open.
 */
export const FoodOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  icon: z.enum(['Store', 'ShoppingBag', 'Truck']).optional(),
  image: z.string().nullable(),
  recipe: RecipeOptionSchema.optional(),
  place: PlaceOptionSchema.optional(),
  addedBy: z.string().optional(),
})
export type FoodOption = z.infer<typeof FoodOptionSchema>

/** Cooking and ordering boards hold at most this many options, those added by members included. */
export const MAX_BOARD_OPTIONS = 12
/** How many options a cooking or ordering board opens with, at most (recipes: at least 6 when there are). */
export const OPENING_BOARD_OPTIONS = 8
export const boardFullMessage = () => `This board already has ${MAX_BOARD_OPTIONS} options.`

/** What the ordering round says when the places provider cannot be asked: words people use, no codes. */
export const MAP_SERVICE_UNREACHABLE_MESSAGE = 'We can’t reach the map service right now.'
export const nothingOpenMessage = (cuisineLabel: string | null) =>
  cuisineLabel
    ? `Nothing serving ${cuisineLabel} is open near you right now.`
    : 'No restaurant near you is open right now.'

/** A maps search for `what` around a position (or a US ZIP code), for when our own restaurant list cannot help. */
export const mapsSearchUrl = (
  what: string,
  where: { latitude: number; longitude: number } | { zipCode: string },
) =>
  'zipCode' in where
    ? `https://www.google.com/maps/search/${encodeURIComponent(`${what} near ${where.zipCode}`)}`
    : `https://www.google.com/maps/search/${encodeURIComponent(what)}/@${where.latitude.toFixed(5)},${where.longitude.toFixed(5)},14z`

/** Directions to a place by its coordinates (every maps app understands this link). */
export const directionsUrl = (place: { latitude: number; longitude: number; name?: string }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}`

export const FoodOptionCategoryParamsSchema = z.object({ category: safeString('category').max(40) })

export const StartSessionSchema = z
  .object({
    groupId: idNumber('groupId', { min: 0 }),
    category: z.enum(VOTING_CATEGORIES, { error: 'Category must be cuisine, cooking or ordering' }),
    diningType: safeString('diningType').trim().max(40).optional(),
    serviceType: safeString('serviceType').trim().max(40).optional(),
    /** Cooking and ordering: the cuisine the group decided (none: every cuisine). */
    cuisineId: z.enum(CUISINE_IDS, { error: 'Choose one of the cuisines the group can vote on' }).optional(),
    /** Ordering: where the starter is (their stored location, ZIP code or device position, in that order). */
    latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90).optional(),
    longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180).optional(),
    /**
     * Start over with this wish even though the group's board of this category is open for another one (the
     * server otherwise answers 409 with the open board, so the person can continue it instead).
     */
    replace: z.boolean({ error: 'Replace must be true or false' }).optional(),
    /** Ordering, when the starter's stored location is only a US ZIP code. */
    zipCode: safeString('ZIP code')
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid 5-digit zip code (e.g., 12345).')
      .optional(),
  })
  .refine((input) => (input.latitude === undefined) === (input.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  })
export type StartSession = z.infer<typeof StartSessionSchema>

export const SessionParamsSchema = z.object({ id: IdSchema })
export const OptionBodySchema = z.object({
  optionId: safeString('optionId').trim().min(1, 'optionId is required').max(300),
})

/** A member adds one option to an open cooking board (a recipe) or ordering board (a place it found). */
export const AddOptionSchema = z
  .object({
    recipeId: idNumber('recipeId').optional(),
    placeId: safeString('placeId').trim().min(1).max(300).optional(),
  })
  .refine((body) => (body.recipeId === undefined) !== (body.placeId === undefined), {
    message: 'Choose a recipe or a place to add',
    path: ['recipeId'],
  })
export type AddOption = z.infer<typeof AddOptionSchema>

export const OptionCandidatesQuerySchema = z.object({ q: trimmedText('Search', 80).optional() })

/** Something a member could add: the card it would be, and why it cannot be added when it cannot. */
export const OptionCandidateSchema = z.object({
  option: FoodOptionSchema,
  /** 'Contains shellfish (Grandma)': unsafe for someone voting; null when it can be added. */
  blockedReason: z.string().nullable(),
  isOnBoard: z.boolean(),
})
export type OptionCandidate = z.infer<typeof OptionCandidateSchema>
export const OptionCandidatesSchema = z.object({
  candidates: z.array(OptionCandidateSchema),
  /** Options still free under the board's cap. */
  roomLeft: z.number().int(),
})
export type OptionCandidates = z.infer<typeof OptionCandidatesSchema>

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
  /** The decided cuisine a cooking or ordering board narrows to; null for every cuisine or a cuisine board. */
  cuisineId: z.string().nullable(),
  /** Where an ordering board searched from (the starter's position): what a maps link needs. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Whether members may add options now: an open cooking or ordering board under its cap. */
  canAddOptions: z.boolean(),
})
export type Session = z.infer<typeof SessionSchema>

export const SessionMemberSchema = VoterSchema.extend({
  initials: z.string(),
  hasSubmitted: z.boolean(),
  /** Joined this board through a guest link: votes like a member, nothing else. */
  isGuest: z.boolean(),
})
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
  /** The same voters' ids, in the same order: whether I voted is asked by id, as two members may share a name. */
  voterIds: z.array(z.number().int()),
  /** Who opened this round (started the board or started it over), and when; null on boards from before. */
  roundStartedBy: VoterSchema.nullable(),
  roundStartedAt: z.string().nullable(),
  /** Cooking and ordering boards: the cuisine they narrow to and, to order, the service. */
  cuisineId: z.string().nullable(),
  serviceType: z.string().nullable(),
  /** The decided option's name as members saw it ("Thai", "Green Curry", "Lotus Kitchen"); null while open. */
  decidedLabel: z.string().nullable(),
})
export type ActiveSession = z.infer<typeof ActiveSessionSchema>

/** 'options' is a change of the board's list (a member added one, a guest's allergy removed some, a guest joined). */
export const VOTE_ACTIONS = [
  'eliminate',
  'prefer',
  'unprefer',
  'choose',
  'submit',
  'reset',
  'random',
  'options',
  'restore',
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

/**
 * What a group's dashboards hear about its boards on the user stream (`session-changed`); 'reopened' is a
 * decision taken back by undoing the veto that made it (the board is open again, same round).
 */
export const SESSION_CHANGES = ['started', 'activity', 'decided', 'reset', 'reopened'] as const
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

/**
 * A veto can be taken back by whoever cast it for this long ('restore'), so a slipped finger costs nothing;
 * the server allows a few seconds more for the request to arrive.
 */
export const UNDO_VETO_SECONDS = 5

/**
 * 409 to a start that would replace the group's open board of that category (another cuisine or service):
 * the person is offered to continue it, or to start over with `replace: true`.
 */
export const OpenBoardConflictSchema = z.object({
  error: z.string(),
  message: z.string(),
  openBoard: z.object({
    sessionId: z.number().int(),
    category: z.enum(VOTING_CATEGORIES),
    cuisineId: z.string().nullable(),
    serviceType: z.string().nullable(),
    startedBy: z.string().nullable(),
  }),
})
export type OpenBoardConflict = z.infer<typeof OpenBoardConflictSchema>

/** The name members see for one another in live notices. */
export const displayNameOf = (user: { firstName: string }) => user.firstName.trim() || 'A member'

/** A guest link lives this long at most; it ends sooner with its board's round. */
export const GUEST_LINK_HOURS = 24
export const GUEST_LINK_ENDED_MESSAGE = 'This invitation has ended. Ask for a new link.'

export const GuestLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
})
export type GuestLink = z.infer<typeof GuestLinkSchema>

export const GuestTokenParamsSchema = z.object({
  // Any text: an unknown or ended token is the 404 that says the invitation has ended.
  token: safeString('token').trim().min(1).max(100),
})

/** What a guest sees before joining: who invited them to decide what, never anyone's email. */
export const GuestInvitationSchema = z.object({
  groupName: z.string(),
  invitedBy: z.string(),
  category: z.enum(VOTING_CATEGORIES),
  cuisineLabel: z.string().nullable(),
  expiresAt: z.string(),
})
export type GuestInvitation = z.infer<typeof GuestInvitationSchema>

export const JoinAsGuestSchema = z.object({
  firstName: trimmedText('First name', 40).min(1, 'Please tell the group your first name'),
  allergies: z
    .array(z.enum(ALLERGEN_IDS, { error: 'Choose allergies from the list' }))
    .max(ALLERGEN_IDS.length)
    .default([]),
})
export type JoinAsGuest = z.infer<typeof JoinAsGuestSchema>

/** A guest's view of their board: who they are on it, and the board. */
export const GuestBoardSchema = z.object({
  guest: VoterSchema,
  snapshot: SessionSnapshotSchema,
})
export type GuestBoard = z.infer<typeof GuestBoardSchema>
