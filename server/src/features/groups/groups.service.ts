import {
  MAX_GROUP_MEMBERS,
  initialsOf,
  type FamilyGroup,
  type GroupMember,
} from '@forkcast/contract/groups.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import {
  countMembers,
  deleteGroup,
  deleteMember,
  findGroupByInviteCode,
  insertGroup,
  insertMember,
  lockGroup,
  lockGroupByInviteCode,
  updateGroup,
  type GroupRow,
} from './groups.repository'
import {
  findGroupForMember,
  findGroupsOfUser,
  findMembers,
  isMember,
} from '../membership/membership.repository'
import { GROUP_NOT_FOUND } from '../membership/membership.service'
import { generateInviteCode } from './invite-code'
import {
  endCoverOnLeave,
  ensureGroupCapacity,
  tellGroupCoverEnds,
} from '../subscriptions/subscriptions.service'
import { groupEvent, groupsChangedEvent, type GroupEventFacts } from '../../realtime/events'

const MAX_CODE_ATTEMPTS = 5
// Invite codes are secrets: guessing must be slow even though 31^8 codes exist.
const JOIN_WINDOW_SECONDS = 600

const toFamilyGroup = (
  { group, memberCount }: { group: GroupRow; memberCount: number },
  userId: number,
): FamilyGroup => ({
  id: group.id,
  name: group.name,
  inviteCode: group.inviteCode,
  memberCount,
  ownerId: group.ownerId,
  isOwner: group.ownerId === userId,
  createdAt: group.createdAt.toISOString(),
})

const publishGroupEvent = <T extends Parameters<typeof groupEvent>[1]>(
  ctx: AppContext,
  tx: Executor,
  groupId: number,
  type: T,
  data: GroupEventFacts<T>,
) => ctx.hub.publish(groupEvent(groupId, type, data), tx)

const publishGroupsChanged = (ctx: AppContext, tx: Executor, userId: number, groupId: number) =>
  ctx.hub.publish(groupsChangedEvent(userId, groupId), tx)

export async function listGroups(ctx: AppContext, userId: number): Promise<FamilyGroup[]> {
  const rows = await findGroupsOfUser(ctx.db, userId)
  return rows.map((row) => toFamilyGroup(row, userId))
}

export async function getGroup(ctx: AppContext, { userId, groupId }: { userId: number; groupId: number }) {
  const row = await findGroupForMember(ctx.db, groupId, userId)
  if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
  return toFamilyGroup(row, userId)
}

export async function listMembers(ctx: AppContext, { userId, groupId }: { userId: number; groupId: number }) {
  const group = await getGroup(ctx, { userId, groupId })
  const rows = await findMembers(ctx.db, groupId)
  return rows.map((row): GroupMember => ({
    id: row.userId,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    initials: initialsOf(row.firstName, row.lastName),
    isOwner: row.userId === group.ownerId,
    joinedAt: row.joinedAt.toISOString(),
  }))
}

export const createGroup = (ctx: AppContext, args: { userId: number; name: string }) =>
  ctx.db.transaction((tx) => createGroupIn(ctx, tx, args))

/** Creates a group inside the caller's transaction (onboarding writes it with the rest of its answers). */
export async function createGroupIn(
  ctx: AppContext,
  tx: Executor,
  { userId, name }: { userId: number; name: string },
) {
  await ensureGroupCapacity(ctx, { userId }, tx)
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const group = await insertGroup(tx, { name, inviteCode: generateInviteCode(), ownerId: userId })
    if (!group) continue // The code collided; draw another.
    await insertMember(tx, group.id, userId)
    await publishGroupsChanged(ctx, tx, userId, group.id)
    return toFamilyGroup({ group, memberCount: 1 }, userId)
  }
  throw new Error('Could not draw a unique invite code')
}

/** Counted outside any transaction, so a refused attempt still counts. */
export async function enforceJoinRateLimits(ctx: AppContext, { userId, ip }: { userId: number; ip: string }) {
  const { JOIN_RATE_LIMIT_PER_USER, JOIN_RATE_LIMIT_PER_IP } = ctx.config
  const limits = { windowSeconds: JOIN_WINDOW_SECONDS, action: 'join attempts' }
  await enforceRateLimit(ctx.db, { key: `join:user:${userId}`, limit: JOIN_RATE_LIMIT_PER_USER, ...limits })
  await enforceRateLimit(ctx.db, { key: `join:ip:${ip}`, limit: JOIN_RATE_LIMIT_PER_IP, ...limits })
}

export async function joinGroup(
  ctx: AppContext,
  { userId, inviteCode, ip }: { userId: number; inviteCode: string; ip: string },
) {
  await enforceJoinRateLimits(ctx, { userId, ip })
  return ctx.db.transaction((tx) => joinGroupIn(ctx, tx, { userId, inviteCode }))
}

/** Joins inside the caller's transaction; the caller has already counted the attempt. */
export async function joinGroupIn(
  ctx: AppContext,
  tx: Executor,
  { userId, inviteCode }: { userId: number; inviteCode: string },
) {
  const group = await lockGroupByInviteCode(tx, inviteCode)
  if (!group) throw new AppError('NOT_FOUND', 'No group found with that invite code')
  if (await isMember(tx, group.id, userId)) throw new AppError('CONFLICT', 'You are already in this group')
  await ensureGroupCapacity(ctx, { userId }, tx)
  const memberCount = await countMembers(tx, group.id)
  if (memberCount >= MAX_GROUP_MEMBERS) {
    throw new AppError('CONFLICT', `This group is full: it already has ${MAX_GROUP_MEMBERS} members`)
  }
  await insertMember(tx, group.id, userId)
  await publishGroupEvent(ctx, tx, group.id, 'member-joined', { userId })
  await publishGroupsChanged(ctx, tx, userId, group.id)
  return toFamilyGroup({ group, memberCount: memberCount + 1 }, userId)
}

export async function getInvitePreview(ctx: AppContext, { code, ip }: { code: string; ip: string }) {
  await enforceRateLimit(ctx.db, {
    key: `invite:ip:${ip}`,
    limit: 60,
    windowSeconds: 600,
    action: 'invite look-ups',
  })
  const normalized = code.trim().toUpperCase()
  const row = await findGroupByInviteCode(ctx.db, normalized)
  if (!row) throw new AppError('NOT_FOUND', 'This invite link is not valid any more. Ask for a new one.')
  return {
    groupName: row.group.name,
    memberCount: row.memberCount,
    isFull: row.memberCount >= MAX_GROUP_MEMBERS,
  }
}

/** The caller leaves; ownership passes to the longest-standing member; the last one out deletes the group. */
export async function leaveGroup(ctx: AppContext, { userId, groupId }: { userId: number; groupId: number }) {
  const { result, coverEnd } = await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId)
    if (!group || !(await deleteMember(tx, groupId, userId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
    await publishGroupsChanged(ctx, tx, userId, groupId)
    const remaining = await findMembers(tx, groupId)
    if (remaining.length === 0) {
      await deleteGroup(tx, groupId)
      return { result: { success: true as const, groupDeleted: true }, coverEnd: null }
    }
    const newOwnerId = group.ownerId === userId ? remaining[0]!.userId : group.ownerId
    if (newOwnerId !== group.ownerId) await updateGroup(tx, groupId, { ownerId: newOwnerId })
    await publishGroupEvent(ctx, tx, groupId, 'member-left', { userId, ownerId: newOwnerId })
    const ending = await endCoverOnLeave(ctx, tx, { userId, groupId })
    return { result: { success: true as const, groupDeleted: false }, coverEnd: ending }
  })
  if (coverEnd) await tellGroupCoverEnds(ctx, coverEnd)
  return result
}

async function lockGroupAsOwner(tx: Executor, groupId: number, userId: number, action: string) {
  const group = await lockGroup(tx, groupId)
  if (!group || !(await isMember(tx, groupId, userId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
  if (group.ownerId !== userId) throw new AppError('FORBIDDEN', `Only the group owner can ${action}`)
  return group
}

export async function renameGroup(
  ctx: AppContext,
  { userId, groupId, name }: { userId: number; groupId: number; name: string },
) {
  await ctx.db.transaction(async (tx) => {
    await lockGroupAsOwner(tx, groupId, userId, 'rename the group')
    await updateGroup(tx, groupId, { name })
    await publishGroupEvent(ctx, tx, groupId, 'group-renamed', { name })
  })
  return getGroup(ctx, { userId, groupId })
}

export async function regenerateInviteCode(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId: number },
) {
  await ctx.db.transaction(async (tx) => {
    await lockGroupAsOwner(tx, groupId, userId, 'change the invite code')
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const code = generateInviteCode()
      if (await findGroupByInviteCode(tx, code)) continue
      await updateGroup(tx, groupId, { inviteCode: code })
      await publishGroupEvent(ctx, tx, groupId, 'invite-code-changed', {})
      return
    }
    throw new Error('Could not draw a unique invite code')
  })
  return getGroup(ctx, { userId, groupId })
}

export async function removeMember(
  ctx: AppContext,
  { userId, groupId, memberId }: { userId: number; groupId: number; memberId: number },
) {
  const coverEnd = await ctx.db.transaction(async (tx) => {
    await lockGroupAsOwner(tx, groupId, userId, 'remove members')
    if (memberId === userId) throw new AppError('BAD_REQUEST', 'Use Leave Group to leave your own group')
    if (!(await deleteMember(tx, groupId, memberId)))
      throw new AppError('NOT_FOUND', 'That person is not in this group')
    await publishGroupEvent(ctx, tx, groupId, 'member-left', { userId: memberId, removed: true })
    await publishGroupsChanged(ctx, tx, memberId, groupId)
    return endCoverOnLeave(ctx, tx, { userId: memberId, groupId })
  })
  if (coverEnd) await tellGroupCoverEnds(ctx, coverEnd)
  return listMembers(ctx, { userId, groupId })
}
