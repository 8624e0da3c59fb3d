import { count, eq } from 'drizzle-orm'
import {
  LIMIT_MESSAGES,
  MAX_GROUPS_PER_USER,
  MAX_RECIPES_PER_USER,
} from '@forkcast/contract/limits.constants'
import type { Executor } from '../db/client'
import { groupMembers, recipes } from '../db/schema'
import { AppError } from './app-error'

/** Refuses with 409 when the account already belongs to the most groups one account may. */
export async function assertRoomForGroup(db: Executor, userId: number): Promise<void> {
  const [row] = await db.select({ total: count() }).from(groupMembers).where(eq(groupMembers.userId, userId))
  if ((row?.total ?? 0) >= MAX_GROUPS_PER_USER) throw new AppError('CONFLICT', LIMIT_MESSAGES.groups)
}

/** Refuses with 409 when `adding` more recipes would take the account past its cap. */
export async function assertRoomForRecipes(db: Executor, userId: number, adding = 1): Promise<void> {
  if (adding <= 0) return
  const [row] = await db.select({ total: count() }).from(recipes).where(eq(recipes.ownerId, userId))
  if ((row?.total ?? 0) + adding > MAX_RECIPES_PER_USER)
    throw new AppError('CONFLICT', LIMIT_MESSAGES.recipes)
}
