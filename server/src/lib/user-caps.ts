import { count, eq } from 'drizzle-orm'
import { LIMIT_MESSAGES, MAX_RECIPES_PER_USER } from '@forkcast/contract/limits.constants'
import type { Executor } from '../db/client'
import { recipes } from '../db/schema'
import { AppError } from './app-error'

/** Refuses with 409 when `adding` more recipes would take the account past its cap. */
export async function assertRoomForRecipes(db: Executor, userId: number, adding = 1): Promise<void> {
  if (adding <= 0) return
  const [row] = await db.select({ total: count() }).from(recipes).where(eq(recipes.ownerId, userId))
  if ((row?.total ?? 0) + adding > MAX_RECIPES_PER_USER)
    throw new AppError('CONFLICT', LIMIT_MESSAGES.recipes)
}
