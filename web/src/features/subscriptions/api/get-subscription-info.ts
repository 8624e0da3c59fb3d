import { useQuery } from '@tanstack/react-query'
import { SubscriptionInfoSchema } from '@forkcast/contract/subscriptions.schemas'
import { apiGet } from '@/lib/api-client'
import { subscriptionQueryKeys } from './subscription-query-keys'

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
    queryKey: groupId ? subscriptionQueryKeys.infoInGroup(groupId) : subscriptionQueryKeys.info,
    queryFn: () =>
      apiGet(
        SubscriptionInfoSchema,
        groupId ? `${subscriptionQueryKeys.info[0]}?groupId=${groupId}` : subscriptionQueryKeys.info[0],
      ),
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
