import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { subscriptionQueryKeys } from './subscription-query-keys'

/** Takes back a cancellation before the paid period ends: the plan renews again. */
export const useResumeSubscription = (tierName: string) => {
  const { t } = useTranslation('subscriptions')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(subscriptionEndpoints.resume, { body: {} }),
    onSuccess: async () => {
      notify({
        title: t('resume.done', { tier: tierName }),
        description: t('resume.doneDescription'),
      })
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
    meta: { errorTitle: t('resume.failed', { tier: tierName }) },
  })
}
