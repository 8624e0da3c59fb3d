import { z } from 'zod'
import { idNumber, safeString } from './common.schemas'

/** How far the feed reaches: plans from this many weeks back to this many weeks ahead of the current week. */
export const CALENDAR_FEED_WEEKS_BACK = 4
export const CALENDAR_FEED_WEEKS_AHEAD = 8
/** How often calendar apps are asked to fetch the feed again (X-PUBLISHED-TTL / REFRESH-INTERVAL), in seconds. */
export const CALENDAR_FEED_REFRESH_SECONDS = 60 * 60

/** Path under /api/calendar a feed is served at: the secret token plus `.ics`. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`

/** The same address for one-tap subscribe: calendar apps open webcal:// links (RFC 5545 has no scheme of its own). */
export const toWebcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://')

export const CalendarFeedParamsSchema = z.object({ groupId: idNumber('groupId') })
export type CalendarFeedParams = z.infer<typeof CalendarFeedParamsSchema>

/** GET /api/groups/:groupId/calendar-feed: whether the caller has a live link; the link itself is never shown again. */
export const CalendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.string().nullable(),
})
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>

/** POST /api/groups/:groupId/calendar-feed: the new link, shown this once (only its hash is stored). */
export const CreatedCalendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
})
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>

/** GET /api/calendar/:file: `<token>.ics`; anything else is simply not a live link (404). */
export const CalendarFileParamsSchema = z.object({
  file: safeString('file').max(200, 'file must be at most 200 characters'),
})
