import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TestCheckoutSchema } from '@forkcast/contract/subscriptions.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'
import { subscriptionQueryKeys } from './subscription-query-keys'

export const useTestCheckout = (id: string) =>
  useQuery({
    queryKey: subscriptionQueryKeys.testCheckout(id),
    queryFn: () => apiGet(TestCheckoutSchema, `/api/billing/test-checkout/${encodeURIComponent(id)}`),
    retry: false,
  })

/** Pay or Cancel on the test checkout page. */
export const useFinishTestCheckout = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      apiRequest(
        TestCheckoutSchema,
        'POST',
        `/api/billing/test-checkout/${encodeURIComponent(id)}/${action}`,
      ),
    meta: { errorTitle: 'Payment Error' },
    onSuccess: async (checkout) => {
      queryClient.setQueryData(subscriptionQueryKeys.testCheckout(id), checkout)
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
  })
}
