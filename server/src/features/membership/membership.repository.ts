import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { familyGroups, groupMembers, users } from '../../db/schema'

// Who belongs to which group, read by every feature that checks or counts members: groups (its lifecycle),
// subscriptions (plan limits and covers), planning, voting, recipes. It depends on no other feature.

/** A group's member count, as a column of a query over family_groups. */
export const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${familyGroups.id})`

export const findGroupsOfUser = (db: Executor, userId: number) =>
  db
    .select({ group: familyGroups, memberCount })
    .from(familyGroups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, familyGroups.id), eq(groupMembers.userId, userId)))
    .orderBy(asc(groupMembers.joinedAt), asc(familyGroups.id))

/** The group with its member count, only when `userId` is a member (null otherwise: no hint it exists). */
export const findGroupForMember = async (db: Executor, groupId: number, userId: number) => {
  const [row] = await db
    .select({ group: familyGroups, memberCount })
    .from(familyGroups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, familyGroups.id), eq(groupMembers.userId, userId)))
    .where(eq(familyGroups.id, groupId))
    .limit(1)
  return row ?? null
}

export const isMember = async (db: Executor, groupId: number, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1)
  return Boolean(row)
}

/** Members, longest-standing first. */
export const findMembers = (db: Executor, groupId: number) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      language: users.language,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), asc(users.id))

/** The group's members' ids, as a subquery: a read of their rows needs no round trip of its own to learn them. */
export const memberIdsOf = (db: Executor, groupId: number) =>
  db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId))

/**
 * Everyone who shares a group with the user (the household lists outside a decision respect), as a subquery;
 * the user is not in it when they are in no group.
 */
export const householdMemberIdsOf = (db: Executor, userId: number) => {
  const mine = db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
  return db
    .selectDistinct({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, mine))
}

/** How many groups the user belongs to (what the plan's familyGroups limit counts). */
export const countGroupsOfUser = async (db: Executor, userId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(groupMembers).where(eq(groupMembers.userId, userId))
  return row?.total ?? 0
}
