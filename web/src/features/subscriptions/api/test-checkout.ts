import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { subscriptionQueryKeys } from './subscription-query-keys'

export const useTestCheckout = (id: string) =>
  useQuery({ ...endpointQuery(subscriptionEndpoints.testCheckout, { params: { id } }), retry: false })

const FINISH_ENDPOINTS = {
  pay: subscriptionEndpoints.payTestCheckout,
  cancel: subscriptionEndpoints.cancelTestCheckout,
}

/** Pay or Cancel on the test checkout page. */
export const useFinishTestCheckout = (id: string) => {
  const { t } = useTranslation('subscriptions')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') => callEndpoint(FINISH_ENDPOINTS[action], { params: { id } }),
    meta: { errorTitle: t('paymentError') },
    onSuccess: async (checkout) => {
      queryClient.setQueryData(subscriptionQueryKeys.testCheckout(id), checkout)
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
    },
  })
}
