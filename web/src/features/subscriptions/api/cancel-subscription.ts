import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { subscriptionQueryKeys } from './subscription-query-keys'

export const useCancelSubscription = () => {
  const { t } = useTranslation('subscriptions')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(subscriptionEndpoints.cancel, { body: {} }),
    onSuccess: async () => {
      notify({
        title: t('cancel.done'),
        description: t('cancel.doneDescription'),
      })
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
    meta: { errorTitle: t('cancel.failed') },
  })
}
