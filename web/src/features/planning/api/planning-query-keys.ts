import type { EndpointQuery } from '@forkcast/contract/endpoint'
import { groceryListEndpoints, weeklyPlanEndpoints } from '@forkcast/contract/planning.endpoints'
import { keyOf } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

type SuggestionsQuery = EndpointQuery<typeof weeklyPlanEndpoints.suggestions>

/**
 * Planning query keys, derived from the endpoints. Live events refresh plans by `weeklyPlans` and lists by
 * `groceryLists`; reads on a static sub-path (`/current`, `/suggestions`, `/shopping`) key apart from those
 * prefixes, so their derived key is nested under the prefix.
 */
export const planningQueryKeys = {
  weeklyPlans: queryKeys.weeklyPlans,
  currentPlan: (groupId: number, weekStartDate: string) => [
    ...queryKeys.weeklyPlans,
    ...keyOf(weeklyPlanEndpoints.current, { query: { weekStartDate, groupId } }),
  ],
  /** Without a query: the prefix of every slot's suggestions. */
  suggestions: (query?: SuggestionsQuery) => [
    ...queryKeys.weeklyPlans,
    ...keyOf(weeklyPlanEndpoints.suggestions, { query }),
  ],
  groceryLists: queryKeys.groceryLists,
  groceryList: (listId: number) => keyOf(groceryListEndpoints.get, { params: { id: listId } }),
  shoppingList: (groupId: number) => [
    ...queryKeys.groceryLists,
    ...keyOf(groceryListEndpoints.shopping, { query: { groupId } }),
  ],
} as const
