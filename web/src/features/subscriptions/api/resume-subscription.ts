import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { subscriptionQueryKeys } from './subscription-query-keys'

/** Takes back a cancellation before the paid period ends: the plan renews again. */
export const useResumeSubscription = (tierName: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(subscriptionEndpoints.resume, { body: {} }),
    onSuccess: async () => {
      notify({
        title: `${tierName} resumed`,
        description: 'Your plan is no longer cancelled. Nothing is charged today.',
      })
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
    meta: { errorTitle: `${tierName} not resumed` },
  })
}
