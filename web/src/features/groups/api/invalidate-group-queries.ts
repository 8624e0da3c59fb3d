import type { QueryClient } from '@tanstack/react-query'
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
    queryClient.invalidateQueries({ queryKey: queryKeys.groups, exact: true }),
    groupId === undefined
      ? undefined
      : queryClient.invalidateQueries({
          queryKey: queryKeys.group(groupId),
          refetchType: refetchGroup ? 'active' : 'none',
        }),
  ])
