import { useMutation } from '@tanstack/react-query'
import { type CreateCheckout } from '@forkcast/contract/subscriptions.schemas'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notifyError } from '@/lib/toast'

/** Starts checkout and sends the browser to the answered page (Stripe, or the in-app test checkout). */
export const useCreateCheckout = () =>
  useMutation({
    mutationFn: (body: CreateCheckout) => callEndpoint(subscriptionEndpoints.createCheckout, { body }),
    onSuccess: ({ url }) => {
      if (!url) {
        notifyError('Payment Error', 'No checkout URL received')
        return
      }
      window.location.assign(url)
    },
    meta: { errorTitle: 'Payment Error' },
  })
