import { and, asc, between, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  calendarFeeds,
  familyGroups,
  groupMembers,
  plannedMeals,
  users,
  weeklyMealPlans,
} from '../../db/schema'

/** The caller's one feed of a group, made anew: a new token hash and date replace any old ones. */
export const upsertFeed = async (
  db: Executor,
  { userId, groupId, tokenHash }: { userId: number; groupId: number; tokenHash: string },
) => {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, groupId, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.groupId],
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning()
  return row!
}

// A link made in an earlier membership stays dead after the person rejoins: it was given up when they left.
const madeInThisMembership = and(
  eq(groupMembers.groupId, calendarFeeds.groupId),
  eq(groupMembers.userId, calendarFeeds.userId),
  gte(calendarFeeds.createdAt, groupMembers.joinedAt),
)

export const findFeed = async (db: Executor, userId: number, groupId: number) => {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .innerJoin(groupMembers, madeInThisMembership)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.groupId, groupId)))
    .limit(1)
  return row ?? null
}

export const deleteFeed = async (db: Executor, userId: number, groupId: number) => {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.groupId, groupId)))
    .returning({ id: calendarFeeds.id })
  return rows.length > 0
}

/**
 * The feed behind a token hash, only while its owner is still in the group; null otherwise. With the owner's
 * language, which the feed's words follow.
 */
export const findLiveFeedByTokenHash = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      groupId: calendarFeeds.groupId,
      groupName: familyGroups.name,
      ownerLanguage: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(familyGroups, eq(familyGroups.id, calendarFeeds.groupId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(groupMembers, madeInThisMembership)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1)
  return row ?? null
}

/** Every planned meal of the group's plans whose week starts between two Mondays (inclusive), in date order. */
export const findPlannedMealsBetween = (
  db: Executor,
  { groupId, fromWeek, toWeek }: { groupId: number; fromWeek: string; toWeek: string },
) =>
  db
    .select({
      id: plannedMeals.id,
      weekStartDate: weeklyMealPlans.weekStartDate,
      planUpdatedAt: weeklyMealPlans.updatedAt,
      dayOfWeek: plannedMeals.dayOfWeek,
      mealType: plannedMeals.mealType,
      recipeId: plannedMeals.recipeId,
      recipeTitle: plannedMeals.recipeTitle,
      servings: plannedMeals.servings,
      notes: plannedMeals.notes,
      createdAt: plannedMeals.createdAt,
    })
    .from(plannedMeals)
    .innerJoin(weeklyMealPlans, eq(weeklyMealPlans.id, plannedMeals.planId))
    .where(
      and(eq(weeklyMealPlans.groupId, groupId), between(weeklyMealPlans.weekStartDate, fromWeek, toWeek)),
    )
    .orderBy(asc(weeklyMealPlans.weekStartDate), asc(plannedMeals.dayOfWeek), asc(plannedMeals.id))

export type FeedMealRow = Awaited<ReturnType<typeof findPlannedMealsBetween>>[number]
