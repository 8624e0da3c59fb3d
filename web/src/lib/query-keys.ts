import { endpointKey } from '@forkcast/contract/endpoint'
import { groupEndpoints, inviteEndpoints } from '@forkcast/contract/groups.endpoints'
import { subscriptionEndpoints } from '@forkcast/contract/subscriptions.endpoints'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { groceryListEndpoints, weeklyPlanEndpoints } from '@forkcast/contract/planning.endpoints'
import { USER_QUERY_KEY } from './user-query-key'

/**
 * Query keys more than one feature invalidates, derived from the contract's endpoints (see `endpointKey`): a
 * group's detail and members nest under the group list, so invalidating the list prefix reaches all three.
 */
export const queryKeys = {
  user: USER_QUERY_KEY,
  groups: endpointKey(groupEndpoints.list),
  group: (groupId: number) => endpointKey(groupEndpoints.get, { id: groupId }),
  groupMembers: (groupId: number) => endpointKey(groupEndpoints.members, { id: groupId }),
  invitePreview: (code: string) => endpointKey(inviteEndpoints.preview, { code }),
  activeSessions: endpointKey(votingEndpoints.userSessions),
  weeklyPlans: endpointKey(weeklyPlanEndpoints.create),
  // Every grocery list's key starts with its static part; no endpoint sits at the bare prefix.
  groceryLists: endpointKey(groceryListEndpoints.get, { id: 0 }).slice(0, 1),
  subscriptionInfo: endpointKey(subscriptionEndpoints.info),
} as const
