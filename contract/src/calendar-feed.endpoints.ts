import {
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarFileParamsSchema,
  CreatedCalendarFeedSchema,
} from './calendar-feed.schemas'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['calendar']

/** A member's secret calendar link to a group's weekly plan (decision 050), and the feed it opens. */
export const calendarFeedEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/groups/:groupId/calendar-feed',
    tags,
    summary: 'Whether the caller has a live calendar link for the group, and when it was made',
    params: CalendarFeedParamsSchema,
    responses: { 200: CalendarFeedStatusSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/groups/:groupId/calendar-feed',
    tags,
    summary:
      "A new calendar link to the group's plan, shown once; any older link of the caller stops working",
    params: CalendarFeedParamsSchema,
    responses: { 201: CreatedCalendarFeedSchema },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/calendar-feed',
    tags,
    summary: "Turn the caller's calendar link off: it answers 404 from then on",
    params: CalendarFeedParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  // iCalendar, not JSON: calendar apps fetch it by the address in the link.
  file: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/:file',
    tags,
    access: 'public',
    summary: "A group's planned meals as iCalendar (RFC 5545); 404 once the link is off",
    params: CalendarFileParamsSchema,
    responses: {},
    produces: ['text/calendar'],
  }),
}
