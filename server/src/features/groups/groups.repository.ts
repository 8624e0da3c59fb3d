import { and, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { familyGroups, groupMembers } from '../../db/schema'
import { memberCount } from '../membership/membership.repository'

export type GroupRow = typeof familyGroups.$inferSelect

/** Locks the group row so membership changes on one group happen one at a time. */
export const lockGroup = async (db: Executor, groupId: number): Promise<GroupRow | null> => {
  const [row] = await db
    .select()
    .from(familyGroups)
    .where(eq(familyGroups.id, groupId))
    .for('update')
    .limit(1)
  return row ?? null
}

export const lockGroupByInviteCode = async (db: Executor, inviteCode: string): Promise<GroupRow | null> => {
  const [row] = await db
    .select()
    .from(familyGroups)
    .where(eq(familyGroups.inviteCode, inviteCode))
    .for('update')
    .limit(1)
  return row ?? null
}

export const findGroupByInviteCode = async (db: Executor, inviteCode: string) => {
  const [row] = await db
    .select({ group: familyGroups, memberCount })
    .from(familyGroups)
    .where(eq(familyGroups.inviteCode, inviteCode))
    .limit(1)
  return row ?? null
}

export const countMembers = async (db: Executor, groupId: number): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
  return row?.value ?? 0
}

/** Inserts the group; null when the invite code collided with an existing one. */
export const insertGroup = async (db: Executor, values: typeof familyGroups.$inferInsert) => {
  const [row] = await db
    .insert(familyGroups)
    .values(values)
    .onConflictDoNothing({ target: familyGroups.inviteCode })
    .returning()
  return row ?? null
}

export const updateGroup = async (
  db: Executor,
  groupId: number,
  values: Partial<typeof familyGroups.$inferInsert>,
) => {
  const [row] = await db
    .update(familyGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(familyGroups.id, groupId))
    .returning()
  return row ?? null
}

export const deleteGroup = async (db: Executor, groupId: number) => {
  await db.delete(familyGroups).where(eq(familyGroups.id, groupId))
}

export const insertMember = async (db: Executor, groupId: number, userId: number) => {
  await db.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing()
}

export const deleteMember = async (db: Executor, groupId: number, userId: number): Promise<boolean> => {
  const rows = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId })
  return rows.length > 0
}
