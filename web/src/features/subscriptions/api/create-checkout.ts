import { useMutation } from '@tanstack/react-query'
import { type CreateCheckout, CheckoutUrlSchema } from '@forkcast/contract/subscriptions.schemas'
import { apiRequest } from '@/lib/api-client'
import { notifyError } from '@/lib/toast'

/** Starts checkout and sends the browser to the answered page (Stripe, or the in-app test checkout). */
export const useCreateCheckout = () =>
  useMutation({
    mutationFn: (body: CreateCheckout) =>
      apiRequest(CheckoutUrlSchema, 'POST', '/api/create-checkout-session', body),
    onSuccess: ({ url }) => {
      if (!url) {
        notifyError('Payment Error', 'No checkout URL received')
        return
      }
      window.location.assign(url)
    },
    meta: { errorTitle: 'Payment Error' },
  })
