import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CalendarFeedStatusSchema,
  CreatedCalendarFeedSchema,
  type CalendarFeedStatus,
} from '@forkcast/contract/calendar-feed.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const feedUrl = (groupId: number) => `/api/groups/${groupId}/calendar-feed`

export const calendarFeedQueryKey = (groupId: number) => [feedUrl(groupId)] as const

export const useCalendarFeedStatus = (groupId: number) =>
  useQuery({
    queryKey: calendarFeedQueryKey(groupId),
    queryFn: () => apiGet(CalendarFeedStatusSchema, feedUrl(groupId)),
  })

/** Makes a new link (replacing any old one); the answer is the only time the link is seen. */
export const useCreateCalendarFeed = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(CreatedCalendarFeedSchema, 'POST', feedUrl(groupId)),
    meta: { errorTitle: 'Calendar link not made' },
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey(groupId), {
        isActive: true,
        createdAt: feed.createdAt,
      }),
  })
}

export const useTurnOffCalendarFeed = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(SuccessSchema, 'DELETE', feedUrl(groupId)),
    meta: { errorTitle: 'Calendar link not turned off' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey(groupId) }),
  })
}
