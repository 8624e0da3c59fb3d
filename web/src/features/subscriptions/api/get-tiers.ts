import { useQuery } from '@tanstack/react-query'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Every plan with its price, limits and features; asked for signed in or not (spec 6). */
export const useTiers = () => useQuery(endpointQuery(subscriptionEndpoints.tiers))
