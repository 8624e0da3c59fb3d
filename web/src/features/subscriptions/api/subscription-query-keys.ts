import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { keyOf } from '@/lib/api-client'

/** Keys other code sets or invalidates, derived from the endpoint; `info` prefixes every group's plan info too. */
export const subscriptionQueryKeys = {
  info: keyOf(subscriptionEndpoints.info),
  testCheckout: (id: string) => keyOf(subscriptionEndpoints.testCheckout, { params: { id } }),
}
