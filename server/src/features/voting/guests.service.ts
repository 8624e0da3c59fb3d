import { getCuisine } from '@forkcast/contract/cuisines'
import {
  DECISION_MADE_MESSAGE,
  GUEST_LINK_ENDED_MESSAGE,
  GUEST_LINK_HOURS,
  type GuestBoard,
  type GuestInvitation,
  type GuestLink,
  type JoinAsGuest,
  type VotingCategory,
} from '@forkcast/contract/voting.schemas'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import type { HubEvent } from '../../realtime/channel'
import { AUTH_TOPIC, USER_CHANGED_EVENT } from '../../realtime/events'
import { createSessionToken, hashToken } from '../../lib/tokens'
import { findGroupForMember } from '../membership/membership.repository'
import type { UserRow } from '../users/users.repository'
import {
  countRoundGuests,
  deleteEndedGuests,
  endGuestLink,
  endGuestSeat,
  findGuestByToken,
  findInvitation,
  findLinkBoardId,
  findLiveGuestLink,
  insertGuest,
  upsertGuestLink,
} from './guests.repository'
import { lockSession } from './voting.repository'
import { assertSessionAccess, getSnapshot, seatGuest } from './voting.service'

const HOUR_MS = 3_600_000
/** A board seats this many guests a round: grandma and the neighbours, not a crowd from a leaked link. */
const MAX_GUESTS_PER_BOARD = 8
/** Joining is rate-limited per address: a link is a bearer secret, and each join writes rows. */
const JOINS_PER_ADDRESS_PER_HOUR = 20

const ONLY_OWNER_MESSAGE = 'Only the group’s owner can invite guests.'

/** Tells every instance to re-check the guest's live streams, which then end (a guest has no member session). */
export const guestSeatEnded = (guestId: number): HubEvent => ({
  topic: AUTH_TOPIC,
  type: USER_CHANGED_EVENT,
  data: { userId: guestId },
})

/** The owner's link for the board's round: the live one again, or a new one good for 24 hours. */
export async function shareGuestLink(
  ctx: AppContext,
  { user, sessionId, origin }: { user: UserRow; sessionId: number; origin: string },
): Promise<GuestLink> {
  const session = await assertSessionAccess(ctx, { userId: user.id, sessionId })
  if (session.groupId === null) throw new AppError('BAD_REQUEST', 'Guests join family boards, not solo ones.')
  const group = await findGroupForMember(ctx.db, session.groupId, user.id)
  if (!group) throw new AppError('NOT_FOUND', 'Session not found')
  if (group.group.ownerId !== user.id) throw new AppError('FORBIDDEN', ONLY_OWNER_MESSAGE)
  if (session.status === 'decided') throw new AppError('CONFLICT', DECISION_MADE_MESSAGE)
  const live = await findLiveGuestLink(ctx.db, session)
  const link =
    live ??
    (await upsertGuestLink(ctx.db, {
      sessionId: session.id,
      token: createSessionToken(),
      round: session.round,
      createdBy: user.id,
      expiresAt: new Date(nowOf(ctx).getTime() + GUEST_LINK_HOURS * HOUR_MS),
    }))
  return { url: `${origin}/guest/${link.token}`, expiresAt: link.expiresAt.toISOString() }
}

/** The owner ends the link: nobody new joins, and the guests already in can no longer vote. */
export async function endGuestLinkOf(
  ctx: AppContext,
  { user, sessionId }: { user: UserRow; sessionId: number },
) {
  const session = await assertSessionAccess(ctx, { userId: user.id, sessionId })
  const group = session.groupId === null ? null : await findGroupForMember(ctx.db, session.groupId, user.id)
  if (!group) throw new AppError('BAD_REQUEST', 'Guests join family boards, not solo ones.')
  if (group.group.ownerId !== user.id) throw new AppError('FORBIDDEN', ONLY_OWNER_MESSAGE)
  await ctx.db.transaction(async (tx) => {
    const endedGuestIds = await endGuestLink(tx, session.id)
    // In the same commit: the guests' open live streams end before any later vote could reach them.
    for (const guestId of endedGuestIds) await ctx.hub.publish(guestSeatEnded(guestId), tx)
  })
  return { success: true as const }
}

const endedLink = () => new AppError('NOT_FOUND', GUEST_LINK_ENDED_MESSAGE)

export async function getInvitation(ctx: AppContext, token: string): Promise<GuestInvitation> {
  const found = await findInvitation(ctx.db, token)
  if (!found) throw endedLink()
  return {
    groupName: found.groupName,
    invitedBy: found.invitedBy ?? 'The family',
    category: found.session.category as VotingCategory,
    cuisineLabel: found.session.cuisineId ? (getCuisine(found.session.cuisineId)?.label ?? null) : null,
    expiresAt: found.link.expiresAt.toISOString(),
  }
}

/**
 * A guest joins the board's round: a user row that can never sign in, a cookie token only the guest routes read,
 * and their allergies applied to the board at once (unsafe recipes leave it for everyone).
 */
export async function joinAsGuest(
  ctx: AppContext,
  {
    token,
    input,
    address,
    previousCookieToken,
  }: { token: string; input: JoinAsGuest; address: string; previousCookieToken: string | undefined },
): Promise<{ board: GuestBoard; cookieToken: string; expiresAt: Date }> {
  await enforceRateLimit(ctx.db, {
    key: `guest-join:${address}`,
    limit: JOINS_PER_ADDRESS_PER_HOUR,
    windowSeconds: 3600,
    action: 'guest joins from this address',
  })
  const cookieToken = createSessionToken()
  const { guest, sessionId, expiresAt } = await ctx.db.transaction(async (tx) => {
    const found = await findInvitation(tx, token)
    if (!found) throw endedLink()
    // Under the board's lock: the guest count, the new voter and the options they remove change together.
    const session = await lockSession(tx, found.session.id)
    if (!session || session.round !== found.link.round) throw endedLink()
    if (session.status === 'decided') throw new AppError('CONFLICT', 'This decision is already made.')
    // The browser's guest cookie is replaced below: the seat it held could never vote again, yet boards would wait for it.
    const replacedGuestId = previousCookieToken
      ? await endGuestSeat(tx, hashToken(previousCookieToken))
      : null
    if (replacedGuestId !== null) await ctx.hub.publish(guestSeatEnded(replacedGuestId), tx)
    if ((await countRoundGuests(tx, session)) >= MAX_GUESTS_PER_BOARD)
      throw new AppError('CONFLICT', 'This board has all the guests it can take.')
    const joined = await insertGuest(tx, {
      firstName: input.firstName,
      allergies: [...new Set(input.allergies)],
      sessionId: session.id,
      round: session.round,
      tokenHash: hashToken(cookieToken),
      expiresAt: found.link.expiresAt,
    })
    await seatGuest(tx, session, joined)
    return { guest: joined, sessionId: session.id, expiresAt: found.link.expiresAt }
  })
  // Housekeeping: a failure here must not refuse the guest their seat, but it is said.
  await deleteEndedGuests(ctx.db, new Date(Date.now() - GUEST_LINK_HOURS * HOUR_MS)).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'removing ended guests failed'),
  )
  return { board: await guestBoardOf(ctx, guest, sessionId), cookieToken, expiresAt }
}

/** The guest behind a cookie, or the 401 that tells their page the invitation has ended. */
export async function requireGuest(ctx: AppContext, cookieToken: string | undefined) {
  const found = cookieToken ? await findGuestByToken(ctx.db, hashToken(cookieToken)) : null
  if (!found) throw new AppError('UNAUTHORIZED', GUEST_LINK_ENDED_MESSAGE)
  return found
}

/** 401 unless `token` is (or was) the link of the guest's board. */
export async function requireLinkOfBoard(
  ctx: AppContext,
  { token, sessionId }: { token: string; sessionId: number },
) {
  if ((await findLinkBoardId(ctx.db, token)) !== sessionId)
    throw new AppError('UNAUTHORIZED', 'This link is for another vote. Join it to take part.')
}

export async function guestBoardOf(ctx: AppContext, guest: UserRow, sessionId: number): Promise<GuestBoard> {
  return {
    guest: {
      id: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      profileImageUrl: null,
    },
    snapshot: await getSnapshot(ctx, { userId: guest.id, sessionId }),
  }
}
