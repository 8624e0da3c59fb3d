import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { subscriptionQueryKeys } from './subscription-query-keys'

export const useCancelSubscription = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(subscriptionEndpoints.cancel, { body: {} }),
    onSuccess: async () => {
      notify({
        title: 'Subscription Cancelled',
        description:
          "Your subscription has been cancelled. You'll continue to have access until the end of your billing period.",
      })
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
    meta: { errorTitle: 'Cancellation Error' },
  })
}
