import { calendarDayIn } from '@forkcast/contract/calendar'
import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { getCuisine, type CuisineId } from '@forkcast/contract/cuisines'
import { initialsOf } from '@forkcast/contract/groups.schemas'
import {
  boardFullMessage,
  MAX_BOARD_OPTIONS,
  nothingOpenMessage,
  OPENING_BOARD_OPTIONS,
  SERVICE_TYPES,
  type AddOption,
  type FoodOption,
  type OptionCandidates,
  type ServiceType,
  DECISION_MADE_MESSAGE,
  SOLO_GROUP_ID,
  displayNameOf,
  SOLO_GROUP_NAME,
  type ActiveSession,
  type Decision,
  type DecisionReason,
  type Session,
  type SessionChange,
  type SessionEvent,
  type SessionSnapshot,
  type StartSession,
  type VoteAction,
  type VoteResult,
  type Voter,
  type VotingCategory,
  type OpenBoardConflict,
  UNDO_VETO_SECONDS,
} from '@forkcast/contract/voting.schemas'
import type { Executor } from '../../db/client'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { tFor } from '../../lib/i18n'
import { findExcludedFoodTypes, markPreferencesReset, type UserRow } from '../users/users.repository'
import type { HubEvent } from '../../realtime/channel'
import { sessionChangedEvent, voteEvent } from '../../realtime/events'
import {
  findGroupForMember,
  findGroupsOfUser,
  findMembers,
  isMember,
} from '../membership/membership.repository'
import { getFoodOptions } from '../catalog/catalog.service'
import { findPlacesForBoard } from '../restaurants/restaurants.service'
import { lookupZipCode } from '../../providers/geo/zip-codes'
import { unknownZipCodeMessage } from '@forkcast/contract/restaurants.schemas'
import {
  buildRecipeOptions,
  findBoardVoterIds,
  findRecipeCandidates,
  findRecipeForBoard,
  findUnsafeRecipeOptions,
  placeOption,
  recipeOption,
  resolveBoardVoters,
  unsafeReason,
} from './board-options'
import { notifyGroup } from '../push/push.service'
import { scopeKeyOf } from '../decisions/decisions.service'
import { withDecisionWebhooks } from '../webhooks/webhooks.service'
import { evaluateDecision, pickAtRandom, remainingOptionIds, type BoardState } from './decide'
import {
  clearBoard,
  countActions,
  findChoices,
  findEliminations,
  findPreferences,
  findSession,
  findSessionEventsAfter,
  findSessionsByScopes,
  findSessionByScope,
  findSubmittedUserIds,
  findGroupName,
  findRoundGuests,
  isRoundGuest,
  markRoundStarted,
  replaceBoardOptions,
  updateBoardOptionList,
  type BoardOptions,
  insertSessionIfAbsent,
  findRoundVoters,
  lockSession,
  lockAndReadBoard,
  inLockedBoardTransaction,
  recordSessionChange,
  sessionChangeStatement,
  type CommitWith,
  type BoardRead,
  type BoardWrite,
  type SessionRow,
  findElimination,
  findVotersByIds,
  hasRoundVotes,
} from './voting.repository'

const SESSION_NOT_FOUND = 'Session not found'

/** The app's clock: what votes are dated by, so tests move time instead of waiting. */

const toVoter = (user: UserRow): Voter => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
})

const toDecision = (row: SessionRow): Decision | null =>
  row.decidedOptionId && row.decidedReason && row.decidedAt
    ? {
        optionId: row.decidedOptionId,
        reason: row.decidedReason as DecisionReason,
        decidedAt: row.decidedAt.toISOString(),
        decidedBy: row.decidedBy,
      }
    : null

/**
 * Locks a board the user may use and reads all of it. The embedded database runs one transaction at a time, so
 * there the lock and the read can be one statement.
 */
const lockBoard = (ctx: AppContext, tx: Executor, sessionId: number, userId: number) =>
  lockAndReadBoard(tx, { id: sessionId, userId, isSerial: ctx.database.dialect === 'pglite' })

/** What the decision rules see of a board read. */
const boardState = (session: SessionRow, board: BoardRead): BoardState => ({
  optionIds: session.optionIds,
  eliminated: board.eliminated,
  preferences: board.preferences,
  submitted: board.submitted,
  memberIds: board.memberIds,
  choices: new Map(board.choices.map((choice) => [choice.user.id, choice.optionId])),
})

/** 404 unless the caller belongs to the session's group (or owns the solo session). */
async function assertAccess(db: Executor, session: SessionRow | null, userId: number): Promise<SessionRow> {
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
  const allowed =
    (session.groupId === null
      ? session.soloUserId === userId
      : await isMember(db, session.groupId, userId)) || (await isRoundGuest(db, session, userId))
  if (!allowed) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
  return session
}

/** The options a board votes on: frozen with the board (cooking, ordering), or the cuisine catalog. */
const optionsOf = (row: SessionRow): FoodOption[] => {
  if (row.options) return row.options
  const allOptions = getFoodOptions(row.category, row.imageSeed)
  return row.optionIds.flatMap((id) => allOptions.filter((option) => option.id === id))
}

const groupNameOf = async (db: Executor, groupId: number) =>
  (await findGroupName(db, groupId)) ?? SOLO_GROUP_NAME

async function toSession(db: Executor, row: SessionRow): Promise<Session> {
  const options = optionsOf(row)
  const status = row.status === 'decided' ? 'decided' : 'open'
  return {
    id: row.id,
    groupId: row.groupId ?? SOLO_GROUP_ID,
    groupName: row.groupId === null ? SOLO_GROUP_NAME : await groupNameOf(db, row.groupId),
    category: row.category as VotingCategory,
    diningType: row.diningType,
    serviceType: row.serviceType,
    status,
    round: row.round,
    version: row.version,
    imageSeed: row.imageSeed,
    options,
    decision: toDecision(row),
    cuisineId: row.cuisineId,
    position: row.position,
    canAddOptions: row.options !== null && status === 'open' && options.length < MAX_BOARD_OPTIONS,
  }
}

async function buildSnapshot(db: Executor, row: SessionRow): Promise<SessionSnapshot> {
  const [session, eliminations, preferences, choices, submitted, guests] = await Promise.all([
    toSession(db, row),
    findEliminations(db, row.id),
    findPreferences(db, row.id),
    findChoices(db, row.id),
    findSubmittedUserIds(db, row.id),
    findRoundGuests(db, row),
  ])
  const members =
    row.groupId === null
      ? await db.query.users
          .findMany({ where: (users, { eq }) => eq(users.id, row.soloUserId ?? -1) })
          .then((rows) => rows.map((user) => ({ ...toVoter(user), joinedAt: user.createdAt })))
      : (await findMembers(db, row.groupId)).map((member) => ({ ...member, id: member.userId }))
  const eliminated = new Set(eliminations.map((record) => record.optionId))
  const toMember = (member: Voter, isGuest: boolean) => ({
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    profileImageUrl: member.profileImageUrl,
    initials: initialsOf(member.firstName, member.lastName),
    hasSubmitted: submitted.includes(member.id),
    isGuest,
  })
  return {
    session,
    members: [
      ...members.map((member) => toMember(member, false)),
      ...guests.map((guest) => toMember(guest, true)),
    ],
    eliminations,
    preferences,
    choices,
    remainingOptionIds: remainingOptionIds({ optionIds: row.optionIds, eliminated }),
  }
}

/**
 * Records one change: the vote's write, the new version, the log for reconnecting clients and the events for every
 * member (and for the group's dashboards when `dashboard` says so), in one statement: run now, or sent with the
 * transaction's COMMIT when `commitWith` is given.
 */
async function recordChange(
  tx: Executor,
  session: SessionRow,
  change: {
    action: VoteAction
    optionId: string | null
    user: UserRow
    values: Partial<SessionRow>
    write?: BoardWrite
    dashboard?: SessionChange
    commitWith?: CommitWith
  },
): Promise<SessionRow> {
  const next: SessionRow = {
    ...session,
    ...change.values,
    version: session.version + 1,
    updatedAt: new Date(),
  }
  const event: SessionEvent = {
    version: next.version,
    action: change.action,
    optionId: change.optionId,
    user: toVoter(change.user),
    actorName: displayNameOf(change.user),
    status: next.status === 'decided' ? 'decided' : 'open',
    decision: toDecision(next),
  }
  const events = [voteEvent(session.id, event)]
  const dashboardEvent = change.dashboard && sessionChanged(next, change.dashboard, change.user)
  if (dashboardEvent) events.push(dashboardEvent)
  const record = { next, write: change.write, userId: change.user.id, payload: event, events }
  if (change.commitWith) change.commitWith(sessionChangeStatement(record))
  else await recordSessionChange(tx, record)
  return next
}

/**
 * Dashboards hear when a board starts, when a member casts their first vote of the round (so cards
 * show who has voted), and when it decides or resets; with the actor's name for live invitations.
 */
const sessionChanged = (session: SessionRow, change: SessionChange, actor: UserRow): HubEvent | null =>
  session.groupId === null
    ? null
    : sessionChangedEvent({
        groupId: session.groupId,
        sessionId: session.id,
        category: session.category as VotingCategory,
        change,
        actorId: actor.id,
        actorName: displayNameOf(actor),
      })

/** A new round on the same board, opened by `user` (Start over, the daily reset, a new wish's options). */
async function resetBoard(tx: Executor, session: SessionRow, user: UserRow, now: Date) {
  await clearBoard(tx, session.id)
  const next = await recordChange(tx, session, {
    action: 'reset',
    optionId: null,
    user,
    values: {
      status: 'open',
      round: session.round + 1,
      decidedOptionId: null,
      decidedReason: null,
      decidedBy: null,
      decidedAt: null,
      roundStartedBy: user.id,
      roundStartedAt: now,
    },
    dashboard: 'reset',
  })
  return next
}

/** What a cooking or ordering board is asked to vote on: the decided cuisine and, to order, the service. */
interface BoardWish {
  cuisineId: CuisineId | null
  serviceType: ServiceType | null
}

const wishOf = (input: StartSession): BoardWish => ({
  cuisineId: input.cuisineId ?? null,
  serviceType:
    input.category !== 'ordering'
      ? null
      : (SERVICE_TYPES.find((type) => type === input.serviceType) ?? DEFAULT_SERVICE_TYPE),
})

// Sitting down together asks nothing of the place but being open: the widest list when no service was chosen.
const DEFAULT_SERVICE_TYPE: ServiceType = 'dine-in'

/**
 * A cooking or ordering board is (re)built when it has no options of its own yet, when it is asked for another
 * cuisine or service, or when its list is from an earlier day (recipes on hand and open places change).
 */
const needsOptions = (row: SessionRow | null, wish: BoardWish, user: UserRow) =>
  row === null ||
  row.options === null ||
  row.cuisineId !== wish.cuisineId ||
  row.serviceType !== wish.serviceType ||
  calendarDayIn(row.updatedAt, user.timezone) < calendarDayIn(new Date(), user.timezone)

/**
 * Whether a start would take the group's open board, with votes in this round, away from everyone for another
 * wish (a board from an earlier day starts fresh anyway). The caller checks the votes.
 */
const isOpenForAnotherWish = (row: SessionRow, wish: BoardWish, user: UserRow) =>
  row.groupId !== null &&
  row.status === 'open' &&
  row.options !== null &&
  (row.cuisineId !== wish.cuisineId || row.serviceType !== wish.serviceType) &&
  calendarDayIn(row.updatedAt, user.timezone) >= calendarDayIn(new Date(), user.timezone)

/** 409 naming the open board, so the person can continue it or start over on purpose (`replace: true`). */
async function openBoardConflict(db: Executor, row: SessionRow) {
  const [starter] = row.roundStartedBy === null ? [] : await findVotersByIds(db, [row.roundStartedBy])
  const cuisineLabel = row.cuisineId ? (getCuisine(row.cuisineId)?.label ?? null) : null
  const what = cuisineLabel ?? (row.category === 'ordering' ? 'restaurant' : 'recipe')
  const details: Omit<OpenBoardConflict, 'message'> = {
    error: 'OPEN_BOARD',
    openBoard: {
      sessionId: row.id,
      category: row.category as VotingCategory,
      cuisineId: row.cuisineId,
      serviceType: row.serviceType,
      startedBy: starter ? displayNameOf(starter) : null,
    },
  }
  return new AppError('CONFLICT', `Tonight’s ${what} board is still open.`, { details })
}

const LOCATION_NEEDED_MESSAGE = 'We need your location to find places near you.'

/** The starter's position: their coordinates, else the centre of their US ZIP code. */
function startingPosition(input: StartSession) {
  if (input.latitude !== undefined && input.longitude !== undefined)
    return { latitude: input.latitude, longitude: input.longitude }
  if (input.zipCode !== undefined) {
    const found = lookupZipCode(input.zipCode)
    if (!found) {
      const message = unknownZipCodeMessage(input.zipCode)
      throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'zipCode', message }] })
    }
    return { latitude: found.latitude, longitude: found.longitude }
  }
  throw new AppError('VALIDATION_ERROR', LOCATION_NEEDED_MESSAGE, {
    issues: [{ path: 'latitude', message: LOCATION_NEEDED_MESSAGE }],
  })
}

/** Fixes a cooking or ordering board's options: recipes safe for every member, or places open near the starter. */
async function buildBoardOptions(
  ctx: AppContext,
  {
    user,
    input,
    wish,
    memberIds,
    log,
  }: {
    user: UserRow
    input: StartSession
    wish: BoardWish
    memberIds: number[]
    log: Pick<FastifyBaseLogger, 'warn'>
  },
): Promise<BoardOptions> {
  const groupId = input.groupId === SOLO_GROUP_ID ? null : input.groupId
  const voters = await resolveBoardVoters(ctx.db, user.id, memberIds)
  const cuisineLabel = wish.cuisineId ? (getCuisine(wish.cuisineId)?.label ?? wish.cuisineId) : null
  const base = {
    cuisineId: wish.cuisineId,
    serviceType: wish.serviceType,
    diningType: input.diningType || null,
  }
  if (input.category === 'cooking') {
    const options = await buildRecipeOptions(ctx.db, {
      voters,
      cuisineId: wish.cuisineId,
      groupId,
      seed: randomInt(1_000_000),
    })
    if (options.length === 0) {
      const nothingSafe = cuisineLabel
        ? `No ${cuisineLabel} recipes are safe for everyone here yet. Try another cuisine, or import a favourite.`
        : 'No recipes are safe for everyone here yet. Try another cuisine, or import a favourite.'
      throw new AppError('NOT_FOUND', nothingSafe)
    }
    return { ...base, options, position: null, candidates: null }
  }
  const position = startingPosition(input)
  const restaurants = await findPlacesForBoard(ctx, {
    user,
    groupId,
    cuisine: wish.cuisineId,
    serviceType: wish.serviceType ?? DEFAULT_SERVICE_TYPE,
    position,
    excludedFoodTypes: voters.audience.excludedFoodTypes,
    places: ctx.providers.places,
    log,
  })
  // Open now, or hours unknown (many places publish none): a place known to be closed is no answer tonight.
  const open = restaurants.filter((restaurant) => restaurant.openNow !== false)
  if (restaurants.length === 0) {
    const nothingNear = cuisineLabel
      ? `We couldn’t find ${cuisineLabel} places near you.`
      : 'We couldn’t find restaurants near you.'
    throw new AppError('NOT_FOUND', nothingNear)
  }
  if (open.length === 0) throw new AppError('NOT_FOUND', nothingOpenMessage(cuisineLabel))
  const cards = open.map(placeOption)
  return {
    ...base,
    options: cards.slice(0, OPENING_BOARD_OPTIONS),
    position,
    candidates: cards.slice(OPENING_BOARD_OPTIONS, OPENING_BOARD_OPTIONS + MAX_CANDIDATE_PLACES),
  }
}

// "+ Add a place" offers the search's other open places, this many at most.
const MAX_CANDIDATE_PLACES = 20

export async function startSession(
  ctx: AppContext,
  { user, input, log }: { user: UserRow; input: StartSession; log: Pick<FastifyBaseLogger, 'warn'> },
) {
  const { groupId, category } = input
  if (groupId !== SOLO_GROUP_ID && !(await isMember(ctx.db, groupId, user.id))) {
    throw new AppError('NOT_FOUND', 'Group not found')
  }
  const memberIds =
    groupId === SOLO_GROUP_ID ? [user.id] : (await findMembers(ctx.db, groupId)).map((m) => m.userId)
  const scopeKey = scopeKeyOf(groupId, user.id)
  const wish = category === 'cuisine' ? null : wishOf(input)
  const existing = wish ? await findSessionByScope(ctx.db, scopeKey, category) : null
  // One open board per group and category: asked before the places provider, as nothing is built for a 409.
  const mayReplaceVotes = input.replace === true
  if (
    wish &&
    existing &&
    !mayReplaceVotes &&
    isOpenForAnotherWish(existing, wish, user) &&
    (await hasRoundVotes(ctx.db, existing.id))
  )
    throw await openBoardConflict(ctx.db, existing)
  // Built before the transaction: an ordering board asks the places provider, which may take seconds.
  const built =
    wish && needsOptions(existing, wish, user)
      ? await buildBoardOptions(ctx, { user, input, wish, memberIds, log })
      : null
  const now = nowOf(ctx)
  const excluded = new Set(await findExcludedFoodTypes(ctx.db, memberIds))
  const optionIds = built
    ? built.options.map((option) => option.id)
    : getFoodOptions(category)
        .map((option) => option.id)
        .filter((id) => !excluded.has(id))

  let isInvitation = false
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertSessionIfAbsent(tx, {
      groupId: groupId === SOLO_GROUP_ID ? null : groupId,
      soloUserId: groupId === SOLO_GROUP_ID ? user.id : null,
      scopeKey,
      category,
      diningType: input.diningType || null,
      serviceType: built ? built.serviceType : input.serviceType || null,
      optionIds,
      imageSeed: randomInt(1_000_000),
      roundStartedBy: user.id,
      roundStartedAt: now,
      ...(built ?? {}),
    })
    const locked = await lockBoard(ctx, tx, created.id, user.id)
    if (!locked) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
    // Someone else may have fixed the options for the same wish meanwhile: then this is simply joining.
    const mustReplace = built !== null && wish !== null && needsOptions(locked.session, wish, user)
    // Votes may have come in while the options were built: the open board is still not taken away unasked.
    if (
      mustReplace &&
      !mayReplaceVotes &&
      isOpenForAnotherWish(locked.session, wish, user) &&
      locked.board.activity.byAnyone
    )
      throw await openBoardConflict(tx, locked.session)
    let current = mustReplace ? locked.session : await applyDailyReset(tx, locked, user, memberIds, now)
    if (mustReplace)
      current = await resetBoard(tx, await replaceBoardOptions(tx, current.id, built), user, now)
    // Opening a board nobody has voted on yet (this round: a reset starts one) invites the others to join it.
    const hasVotes = current === locked.session && locked.board.activity.byAnyone
    if (current.status === 'open' && !hasVotes) {
      // An unused board from an earlier day keeps its row and round: whoever opens it tonight started tonight's.
      const isStale =
        current.roundStartedAt === null ||
        calendarDayIn(current.roundStartedAt, user.timezone) < calendarDayIn(now, user.timezone)
      if (isStale) current = await markRoundStarted(tx, current.id, user.id, now)
      const started = sessionChanged(current, 'started', user)
      if (started) await ctx.hub.publish(started, tx)
      isInvitation = groupId !== SOLO_GROUP_ID
    }
    return current
  })
  if (isInvitation) await inviteByPush(ctx, row, user, 'started')
  return buildSnapshot(ctx.db, row)
}

/**
 * Members with the app closed hear that a round opened on their devices (one notice per board: a newer one replaces
 * it); best effort, after the commit, never blocking the board.
 */
async function inviteByPush(
  ctx: AppContext,
  row: SessionRow,
  user: UserRow,
  what: 'started' | 'startedOver',
) {
  if (row.groupId === null) return
  const groupId = row.groupId
  const groupName = (await findGroupForMember(ctx.db, groupId, user.id))?.group.name ?? null
  void notifyGroup(ctx, {
    groupId,
    exceptUserId: user.id,
    message: (language) => {
      const t = tFor(language)
      return {
        title: t(`push.${what}`, { name: user.firstName.trim() || t('push.someone') }),
        body: t('push.join', { group: groupName ?? t('push.yourGroup') }),
        url: '/',
        tag: `decision-${row.id}`,
      }
    },
  }).catch((error: unknown) => ctx.log.warn({ err: error, groupId }, 'inviting the group by push failed'))
}

/** A board left from an earlier day (in the caller's time zone) starts fresh on first use today. */
async function applyDailyReset(
  tx: Executor,
  { session, board }: { session: SessionRow; board: BoardRead },
  user: UserRow,
  memberIds: number[],
  now: Date,
) {
  const today = calendarDayIn(new Date(), user.timezone)
  const lastUsed = calendarDayIn(session.updatedAt, user.timezone)
  if (lastUsed >= today || (session.version === 0 && session.status === 'open')) return session
  const isUsed =
    session.status === 'decided' ||
    board.eliminated.size + board.choices.length + board.preferences.length + board.submitted.size > 0
  if (!isUsed) return session
  const next = await resetBoard(tx, session, user, now)
  await markPreferencesReset(tx, memberIds, today)
  return next
}

export async function getSnapshot(
  ctx: AppContext,
  { userId, sessionId }: { userId: number; sessionId: number },
) {
  const session = await assertAccess(ctx.db, await findSession(ctx.db, sessionId), userId)
  return buildSnapshot(ctx.db, session)
}

export async function getVoteRecords(
  ctx: AppContext,
  {
    userId,
    sessionId,
    kind,
  }: { userId: number; sessionId: number; kind: 'eliminations' | 'preferences' | 'choices' },
) {
  await assertAccess(ctx.db, await findSession(ctx.db, sessionId), userId)
  const finders = { eliminations: findEliminations, preferences: findPreferences, choices: findChoices }
  return finders[kind](ctx.db, sessionId)
}

export async function getRemaining(
  ctx: AppContext,
  { userId, sessionId }: { userId: number; sessionId: number },
) {
  const snapshot = await getSnapshot(ctx, { userId, sessionId })
  const remaining = new Set(snapshot.remainingOptionIds)
  return {
    remainingOptions: remaining.size,
    totalOptions: snapshot.session.options.length,
    category: snapshot.session.category,
    options: snapshot.session.options.filter((option) => remaining.has(option.id)),
  }
}

type BallotAction = 'eliminate' | 'prefer' | 'choose' | 'submit' | 'random'

const ELIMINATED_MESSAGE = 'That option has been eliminated'

/** One vote, in one transaction under the board's row lock: never lost, never counted twice, decided once. */
export async function castVote(
  ctx: AppContext,
  {
    user,
    sessionId,
    action,
    optionId,
  }: { user: UserRow; sessionId: number; action: BallotAction; optionId?: string },
): Promise<VoteResult> {
  // Read once, under the lock: every check and the decision below work on this copy, changed in step.
  const target = { id: sessionId, userId: user.id }
  return inLockedBoardTransaction(ctx.database, target, async (tx, locked, commitWith) => {
    if (!locked) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
    const { session, board } = locked
    if (session.status === 'decided') throw new AppError('CONFLICT', DECISION_MADE_MESSAGE)
    if (optionId !== undefined && !session.optionIds.includes(optionId)) {
      throw new AppError('BAD_REQUEST', `Unknown option "${optionId}" for this session`)
    }
    const decideNow = () => evaluateDecision(boardState(session, board))
    const now = nowOf(ctx)

    let changed = true
    let eventAction: VoteAction = action
    let write: BoardWrite = null
    let decision: { optionId: string; reason: DecisionReason } | null = null
    if (action === 'prefer') {
      // A recommendation never decides a board; taking one back works even on a vetoed option.
      const isPreferred = board.preferences.some(
        (preference) => preference.userId === user.id && preference.optionId === optionId,
      )
      if (isPreferred) {
        eventAction = 'unprefer'
      } else if (board.eliminated.has(optionId!)) {
        throw new AppError('BAD_REQUEST', ELIMINATED_MESSAGE)
      }
      write = { kind: eventAction === 'unprefer' ? 'unprefer' : 'prefer', optionId: optionId! }
    } else if (action === 'eliminate') {
      changed = !board.eliminated.has(optionId!)
      if (changed) {
        write = { kind: 'eliminate', optionId: optionId!, at: now }
        board.eliminated.add(optionId!)
        decision = decideNow()
      }
    } else if (action === 'random') {
      decision = pickAtRandom(boardState(session, board), randomInt)
      if (!decision) throw new AppError('BAD_REQUEST', 'No options left!')
    } else if (action === 'choose') {
      if (board.eliminated.has(optionId!)) throw new AppError('BAD_REQUEST', ELIMINATED_MESSAGE)
      changed = board.choices.find((choice) => choice.user.id === user.id)?.optionId !== optionId
      if (changed) {
        write = { kind: 'choose', optionId: optionId! }
        // A new choice is the newest: it moves to the end, as the stored order (by time) will have it.
        board.choices = [
          ...board.choices.filter((choice) => choice.user.id !== user.id),
          { optionId: optionId!, user: toVoter(user) },
        ]
        decision = decideNow()
      }
    } else {
      changed = !board.submitted.has(user.id)
      if (changed) {
        write = { kind: 'submit' }
        board.submitted.add(user.id)
        decision = decideNow()
      }
    }
    const allChoices = action === 'choose' ? board.choices : undefined

    if (!changed) {
      return {
        success: true,
        changed: false,
        version: session.version,
        status: 'open',
        decision: null,
        allChoices,
      }
    }
    const next = await recordChange(tx, session, {
      action: eventAction,
      optionId: decision?.reason === 'random' ? decision.optionId : (optionId ?? null),
      user,
      write,
      values: decision
        ? {
            status: 'decided',
            decidedOptionId: decision.optionId,
            decidedReason: decision.reason,
            decidedBy: user.id,
            decidedAt: now,
          }
        : {},
      dashboard: decision ? 'decided' : board.activity.byUser ? undefined : 'activity',
      commitWith:
        decision && session.groupId !== null
          ? await withDecisionWebhooks(ctx, tx, commitWith, {
              groupId: session.groupId,
              sessionId: session.id,
              category: session.category,
              optionId: decision.optionId,
              optionName: optionsOf(session).find((option) => option.id === decision.optionId)?.label ?? null,
              reason: decision.reason,
            })
          : commitWith,
    })
    return {
      success: true,
      changed: true,
      version: next.version,
      status: next.status === 'decided' ? 'decided' : 'open',
      decision: toDecision(next),
      message: action === 'submit' ? `${user.firstName} submitted their selections` : undefined,
      allChoices,
    }
  })
}

export async function resetSession(
  ctx: AppContext,
  { user, sessionId }: { user: UserRow; sessionId: number },
) {
  const row = await ctx.db.transaction(async (tx) => {
    const session = await assertAccess(tx, await lockSession(tx, sessionId), user.id)
    return resetBoard(tx, session, user, nowOf(ctx))
  })
  await inviteByPush(ctx, row, user, 'startedOver')
  return buildSnapshot(ctx.db, row)
}

/** The request of an undo may arrive this long after the veto's own UNDO_VETO_SECONDS ran out. */
const UNDO_GRACE_SECONDS = 3
export const UNDO_TOO_LATE_MESSAGE = 'Too late to undo: that veto is settled.'

/**
 * Whoever vetoed an option takes it back for everyone ('restore') within UNDO_VETO_SECONDS, under the board's lock
 * like a vote. When that very veto decided the board (the last option left), the undo opens it again.
 */
export async function undoVeto(
  ctx: AppContext,
  { user, sessionId, optionId }: { user: UserRow; sessionId: number; optionId: string },
): Promise<VoteResult> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockBoard(ctx, tx, sessionId, user.id)
    if (!locked) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
    const { session } = locked
    if (!session.optionIds.includes(optionId))
      throw new AppError('BAD_REQUEST', `Unknown option "${optionId}" for this session`)
    const veto = locked.board.eliminated.has(optionId)
      ? await findElimination(tx, session.id, optionId)
      : null
    if (!veto) {
      // Already back (a repeated tap): nothing to undo.
      const status = session.status === 'decided' ? 'decided' : 'open'
      return {
        success: true,
        changed: false,
        version: session.version,
        status,
        decision: toDecision(session),
      }
    }
    if (veto.userId !== user.id)
      throw new AppError('FORBIDDEN', `Only ${displayNameOf(veto)} can undo that veto.`)
    const now = nowOf(ctx)
    if (now.getTime() - veto.createdAt.getTime() > (UNDO_VETO_SECONDS + UNDO_GRACE_SECONDS) * 1000)
      throw new AppError('CONFLICT', UNDO_TOO_LATE_MESSAGE)
    // The veto decided the board when it left one option, by this voter, at the veto's own moment.
    const isDecidedByVeto =
      session.decidedReason === 'last-remaining' &&
      session.decidedBy === user.id &&
      session.decidedAt !== null &&
      Math.abs(session.decidedAt.getTime() - veto.createdAt.getTime()) < 1000
    if (session.status === 'decided' && !isDecidedByVeto)
      throw new AppError('CONFLICT', DECISION_MADE_MESSAGE)
    const reopens = session.status === 'decided'
    const next = await recordChange(tx, session, {
      action: 'restore',
      optionId,
      user,
      write: { kind: 'restore', optionId },
      values: reopens
        ? { status: 'open', decidedOptionId: null, decidedReason: null, decidedBy: null, decidedAt: null }
        : {},
      dashboard: reopens ? 'reopened' : undefined,
    })
    return {
      success: true,
      changed: true,
      version: next.version,
      status: next.status === 'decided' ? 'decided' : 'open',
      decision: toDecision(next),
    }
  })
}

async function toActiveSessions(ctx: AppContext, rows: SessionRow[]): Promise<ActiveSession[]> {
  const sessionIds = rows.map((row) => row.id)
  const starterIds = [
    ...new Set(rows.flatMap((row) => (row.roundStartedBy === null ? [] : [row.roundStartedBy]))),
  ]
  const [counts, voters, starters] = await Promise.all([
    countActions(ctx.db, sessionIds),
    findRoundVoters(ctx.db, sessionIds),
    findVotersByIds(ctx.db, starterIds),
  ])
  const starterById = new Map(starters.map((starter) => [starter.id, starter]))
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId ?? SOLO_GROUP_ID,
    category: row.category as VotingCategory,
    status: row.status === 'decided' ? 'decided' : 'open',
    ...(counts.get(row.id) ?? { eliminations: 0, preferences: 0, choices: 0 }),
    decision: toDecision(row),
    updatedAt: row.updatedAt.toISOString(),
    voters: (voters.get(row.id) ?? []).map((voter) => voter.firstName),
    voterIds: (voters.get(row.id) ?? []).map((voter) => voter.id),
    roundStartedBy: (row.roundStartedBy !== null && starterById.get(row.roundStartedBy)) || null,
    roundStartedAt: row.roundStartedAt?.toISOString() ?? null,
    cuisineId: row.cuisineId,
    serviceType: row.serviceType,
    decidedLabel: decidedLabelOf(row),
  }))
}

/** The decided option's name as members saw it: the cuisine's, or the frozen card's (a recipe, a place). */
const decidedLabelOf = (row: SessionRow) => {
  if (row.status !== 'decided' || row.decidedOptionId === null) return null
  const id = row.decidedOptionId
  const label = row.options
    ? row.options.find((option) => option.id === id)?.label
    : (getCuisine(id)?.label ?? getFoodOptions(row.category).find((option) => option.id === id)?.label)
  return label ?? null
}

export async function listGroupSessions(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId: number },
) {
  if (!(await isMember(ctx.db, groupId, userId))) throw new AppError('NOT_FOUND', 'Group not found')
  return toActiveSessions(ctx, await findSessionsByScopes(ctx.db, [`g:${groupId}`]))
}

export async function listUserSessions(ctx: AppContext, userId: number) {
  const groups = await findGroupsOfUser(ctx.db, userId)
  return toActiveSessions(
    ctx,
    await findSessionsByScopes(
      ctx.db,
      groups.map(({ group }) => `g:${group.id}`),
    ),
  )
}

/** For the live stream: the stored changes after the version a reconnecting client last saw, oldest first. */
export const findMissedEvents = async (
  ctx: AppContext,
  { sessionId, after }: { sessionId: number; after: number },
): Promise<SessionEvent[]> =>
  (await findSessionEventsAfter(ctx.db, sessionId, after)).map((row) => row.payload as SessionEvent)

export const assertSessionAccess = async (
  ctx: AppContext,
  { userId, sessionId }: { userId: number; sessionId: number },
) => assertAccess(ctx.db, await findSession(ctx.db, sessionId), userId)

const NOT_A_LIST_BOARD = 'Options can be added to cooking and ordering boards only.'

/** Records a change of a board's option list for everyone (an 'options' event: clients read the board again). */
async function changeOptionList(
  tx: Executor,
  session: SessionRow,
  {
    user,
    options,
    removedIds,
    optionId,
  }: { user: UserRow; options: FoodOption[]; removedIds: string[]; optionId: string | null },
) {
  await updateBoardOptionList(tx, session.id, { options, removedIds })
  return recordChange(
    tx,
    { ...session, options, optionIds: options.map((option) => option.id) },
    {
      action: 'options',
      optionId,
      user,
      values: {},
    },
  )
}

/**
 * A member adds a recipe (cooking) or one of the search's other places (ordering) while the board is open, under
 * its cap; a recipe unsafe for anyone voting, guests included, is refused with the reason.
 */
export async function addBoardOption(
  ctx: AppContext,
  { user, sessionId, input }: { user: UserRow; sessionId: number; input: AddOption },
) {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockBoard(ctx, tx, sessionId, user.id)
    // Guests vote, nothing more: adding is for members (and the owner of a solo board).
    if (!locked || (await isRoundGuest(tx, locked.session, user.id)))
      throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
    const { session, board } = locked
    const options = session.options
    if (options === null || session.category === 'cuisine')
      throw new AppError('BAD_REQUEST', NOT_A_LIST_BOARD)
    if (session.status === 'decided') throw new AppError('CONFLICT', DECISION_MADE_MESSAGE)
    if (options.length >= MAX_BOARD_OPTIONS) throw new AppError('CONFLICT', boardFullMessage())
    let option: FoodOption
    if (input.recipeId !== undefined) {
      if (session.category !== 'cooking')
        throw new AppError('BAD_REQUEST', 'Recipes go on a cooking board; add a place here.')
      const voters = await resolveBoardVoters(tx, user.id, board.memberIds)
      const recipe = await findRecipeForBoard(tx, {
        voters,
        recipeId: input.recipeId,
        groupId: session.groupId,
      })
      if (!recipe) throw new AppError('NOT_FOUND', 'Recipe not found')
      const reason = unsafeReason(recipe)
      if (reason) throw new AppError('UNPROCESSABLE', `${recipe.title} can’t go on the board. ${reason}`)
      option = recipeOption(recipe, voters)
    } else {
      if (session.category !== 'ordering')
        throw new AppError('BAD_REQUEST', 'Places go on an ordering board; add a recipe here.')
      const found = (session.candidates ?? []).find((candidate) => candidate.place?.placeId === input.placeId)
      if (!found) throw new AppError('NOT_FOUND', 'That place is not among the places this board found.')
      option = found
    }
    if (options.some((existing) => existing.id === option.id))
      throw new AppError('CONFLICT', `${option.label} is already on the board.`)
    const added = { ...option, addedBy: displayNameOf(user) }
    return changeOptionList(tx, session, {
      user,
      options: [...options, added],
      removedIds: [],
      optionId: added.id,
    })
  })
  return buildSnapshot(ctx.db, row)
}

/** What a member could add: recipes by name (cooking), or the search's other open places (ordering). */
export async function listOptionCandidates(
  ctx: AppContext,
  { userId, sessionId, query }: { userId: number; sessionId: number; query: string },
): Promise<OptionCandidates> {
  const session = await assertAccess(ctx.db, await findSession(ctx.db, sessionId), userId)
  if (await isRoundGuest(ctx.db, session, userId)) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND)
  const options = session.options
  if (options === null || session.category === 'cuisine') throw new AppError('BAD_REQUEST', NOT_A_LIST_BOARD)
  const onBoard = new Set(options.map((option) => option.id))
  const roomLeft = Math.max(0, MAX_BOARD_OPTIONS - options.length)
  if (session.category === 'cooking') {
    const voters = await resolveBoardVoters(ctx.db, userId, await findBoardVoterIds(ctx.db, session))
    return {
      candidates: await findRecipeCandidates(ctx.db, {
        voters,
        query,
        // Before anything is typed, the list offers the board's own cuisine; a search reaches every cuisine.
        cuisineId: query.trim() ? null : session.cuisineId,
        groupId: session.groupId,
        onBoard,
      }),
      roomLeft,
    }
  }
  const words = query.trim().toLowerCase()
  return {
    candidates: (session.candidates ?? [])
      .filter((option) => !words || option.label.toLowerCase().includes(words))
      .map((option) => ({ option, blockedReason: null, isOnBoard: onBoard.has(option.id) })),
    roomLeft,
  }
}

/**
 * A guest joined: everyone hears it (an 'options' change: boards read themselves again), and recipes unsafe for
 * the guest leave the board with their votes, as if it had been built with them. Runs under the board's lock.
 */
export async function seatGuest(tx: Executor, session: SessionRow, guest: UserRow) {
  if (!session.options || session.category !== 'cooking')
    return recordChange(tx, session, { action: 'options', optionId: null, user: guest, values: {} })
  const voters = await resolveBoardVoters(tx, guest.id, await findBoardVoterIds(tx, session))
  const unsafe = new Set(
    await findUnsafeRecipeOptions(tx, { voters, options: session.options, groupId: session.groupId }),
  )
  return changeOptionList(tx, session, {
    user: guest,
    options: session.options.filter((option) => !unsafe.has(option.id)),
    removedIds: [...unsafe],
    optionId: null,
  })
}
