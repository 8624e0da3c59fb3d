import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type CreateCheckout } from '@forkcast/contract/subscriptions.schemas'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { notifyError } from '@/lib/toast'

/** Starts checkout and sends the browser to the answered page (Stripe, or the in-app test checkout). */
export const useCreateCheckout = () => {
  const { t } = useTranslation('subscriptions')
  return useMutation({
    mutationFn: (body: CreateCheckout) => callEndpoint(subscriptionEndpoints.createCheckout, { body }),
    onSuccess: ({ url }) => {
      if (!url) {
        notifyError(t('paymentError'), t('checkout.noUrl'))
        return
      }
      window.location.assign(url)
    },
    meta: { errorTitle: t('paymentError') },
  })
}
