import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type CalendarFeedStatus } from '@forkcast/contract/calendar-feed.schemas'
import { calendarFeedEndpoints } from '@forkcast/contract/calendar-feed.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const calendarFeedQueryKey = (groupId: number) =>
  keyOf(calendarFeedEndpoints.status, { params: { groupId } })

export const useCalendarFeedStatus = (groupId: number) =>
  useQuery(endpointQuery(calendarFeedEndpoints.status, { params: { groupId } }))

/** Makes a new link (replacing any old one); the answer is the only time the link is seen. */
export const useCreateCalendarFeed = (groupId: number) => {
  const { t } = useTranslation('calendar-feed')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(calendarFeedEndpoints.create, { params: { groupId } }),
    meta: { errorTitle: t('card.notMade') },
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey(groupId), {
        isActive: true,
        createdAt: feed.createdAt,
      }),
  })
}

export const useTurnOffCalendarFeed = (groupId: number) => {
  const { t } = useTranslation('calendar-feed')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(calendarFeedEndpoints.revoke, { params: { groupId } }),
    meta: { errorTitle: t('card.notTurnedOff') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey(groupId) }),
  })
}
