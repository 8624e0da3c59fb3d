import { useQuery } from '@tanstack/react-query'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

// Stripe's webhook can land a moment after the browser returns from checkout: look again for a while.
const RETURN_POLL_MS = 2000
const RETURN_POLL_TRIES = 15

/** The caller's plan, usage and limits; only asked for when signed in (spec 6). */
export const useSubscriptionInfo = ({
  isEnabled = true,
  isAwaitingCheckout = false,
  groupId,
}: { isEnabled?: boolean; isAwaitingCheckout?: boolean; groupId?: number } = {}) =>
  useQuery({
    // With a group: the plan that applies there (the caller's own, or one a member pays for the group).
    ...endpointQuery(subscriptionEndpoints.info, { query: groupId ? { groupId } : undefined }),
    enabled: isEnabled,
    // Searches elsewhere change today's usage: show fresh numbers whenever a page asks.
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isAwaitingCheckout &&
      query.state.data?.status === 'none' &&
      query.state.dataUpdateCount < RETURN_POLL_TRIES
        ? RETURN_POLL_MS
        : false,
  })
