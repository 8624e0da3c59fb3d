import {
  CALENDAR_FEED_WEEKS_AHEAD,
  CALENDAR_FEED_WEEKS_BACK,
  calendarFeedPath,
  toWebcalUrl,
  type CalendarFeedStatus,
  type CreatedCalendarFeed,
} from '@forkcast/contract/calendar-feed.schemas'
import { calendarDayIn } from '@forkcast/contract/calendar'
import { addDays, toWeekStart } from '@forkcast/contract/planning.schemas'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { recipientLanguage } from '../../lib/i18n'
import { createSessionToken, hashToken } from '../../lib/tokens'
import { requireGroupMember } from '../membership/membership.service'
import { requireTier } from '../subscriptions/subscriptions.service'
import { buildCalendar } from './calendar-feed.ics'
import {
  deleteFeed,
  findFeed,
  findLiveFeedByTokenHash,
  findPlannedMealsBetween,
  upsertFeed,
} from './calendar-feed.repository'

const FEED_NOT_FOUND = 'This calendar link is not active. Make a new one in Forkcast.'
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/

/** Spec 6: weekly plans need premium; the feed shows the same plans, so it follows the planner's rule. */
const requireWeeklyPlans = (ctx: AppContext, userId: number, groupId: number) =>
  requireTier(ctx, { userId, groupId, feature: 'weeklyMealPlans' })

type FeedArgs = { userId: number; groupId: number }

export async function getFeedStatus(
  ctx: AppContext,
  { userId, groupId }: FeedArgs,
): Promise<CalendarFeedStatus> {
  await requireGroupMember(ctx, { userId, groupId })
  const feed = await findFeed(ctx.db, userId, groupId)
  return { isActive: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null }
}

/** Makes the caller's link to the group's plan, or replaces it: the old link stops working at once. */
export async function createFeed(
  ctx: AppContext,
  { userId, groupId, origin }: FeedArgs & { origin: string },
): Promise<CreatedCalendarFeed> {
  await requireGroupMember(ctx, { userId, groupId })
  await requireWeeklyPlans(ctx, userId, groupId)
  const token = createSessionToken()
  const feed = await upsertFeed(ctx.db, { userId, groupId, tokenHash: hashToken(token) })
  const url = `${origin}${calendarFeedPath(token)}`
  return { url, webcalUrl: toWebcalUrl(url), createdAt: feed.createdAt.toISOString() }
}

export async function revokeFeed(ctx: AppContext, { userId, groupId }: FeedArgs) {
  await requireGroupMember(ctx, { userId, groupId })
  if (!(await deleteFeed(ctx.db, userId, groupId)))
    throw new AppError('NOT_FOUND', 'You have no calendar link for this group.')
  return { success: true as const }
}

/**
 * The .ics behind a secret file name. Unknown, revoked, a member who left, or a group without the plan weekly
 * plans need: all the same 404, so a link says nothing about why it stopped.
 */
export async function readFeedCalendar(ctx: AppContext, { file, origin }: { file: string; origin: string }) {
  const token = FEED_FILE.exec(file)?.[1]
  const feed = token ? await findLiveFeedByTokenHash(ctx.db, hashToken(token)) : null
  if (!feed) throw new AppError('NOT_FOUND', FEED_NOT_FOUND)
  try {
    await requireWeeklyPlans(ctx, feed.userId, feed.groupId)
  } catch (error) {
    if (error instanceof AppError && error.code === 'TIER_REQUIRED')
      throw new AppError('NOT_FOUND', FEED_NOT_FOUND)
    throw error
  }
  const thisWeek = toWeekStart(calendarDayIn(nowOf(ctx), 'UTC'))
  const meals = await findPlannedMealsBetween(ctx.db, {
    groupId: feed.groupId,
    fromWeek: addDays(thisWeek, -7 * CALENDAR_FEED_WEEKS_BACK),
    toWeek: addDays(thisWeek, 7 * CALENDAR_FEED_WEEKS_AHEAD),
  })
  return buildCalendar({
    groupName: feed.groupName,
    meals,
    origin,
    language: recipientLanguage({ language: feed.ownerLanguage }),
  })
}
