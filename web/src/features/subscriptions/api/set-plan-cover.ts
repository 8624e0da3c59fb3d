import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type SetPlanCover } from '@forkcast/contract/subscriptions.schemas'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { subscriptionQueryKeys } from './subscription-query-keys'

/** Moves the caller's paid plan to cover another of their groups (or none); answers the new plan info. */
export const useSetPlanCover = () => {
  const { t } = useTranslation('subscriptions')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SetPlanCover) => callEndpoint(subscriptionEndpoints.setCover, { body }),
    onSuccess: (info) => queryClient.setQueryData(subscriptionQueryKeys.info, info),
    // A problem with the chosen group is shown beside the picker; anything else is toasted.
    meta: { errorTitle: t('planCover.shareFailed'), errorShownInline: 'fields' },
  })
}
