import type { QueryClient } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { keyOf } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

interface InvalidateOptions {
  groupId?: number
  /** False when the caller just left the group: its detail would only answer 404 now. */
  refetchGroup?: boolean
}

/** After a group change: the user (its familyGroups), the group list and, if named, that group. */
export const invalidateGroupQueries = (
  queryClient: QueryClient,
  { groupId, refetchGroup = true }: InvalidateOptions = {},
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: keyOf(groupEndpoints.list), exact: true }),
    groupId === undefined
      ? undefined
      : queryClient.invalidateQueries({
          // Not exact: the group's members and other queries under its key go stale too.
          queryKey: keyOf(groupEndpoints.get, { params: { id: groupId } }),
          refetchType: refetchGroup ? 'active' : 'none',
        }),
  ])
