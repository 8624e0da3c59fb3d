import { useQuery } from '@tanstack/react-query'
import { TiersSchema } from '@forkcast/contract/subscriptions.schemas'
import { apiGet } from '@/lib/api-client'
import { subscriptionQueryKeys } from './subscription-query-keys'

/** Every plan with its price, limits and features; asked for signed in or not (spec 6). */
export const useTiers = () =>
  useQuery({
    queryKey: subscriptionQueryKeys.tiers,
    queryFn: () => apiGet(TiersSchema, subscriptionQueryKeys.tiers[0]),
  })
