import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LeaveGroupResultSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Leaves the group; the last member out deletes it and the longest-standing member becomes owner. */
export const useLeaveGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (groupId: number) =>
      apiRequest(LeaveGroupResultSchema, 'DELETE', `/api/family-groups/${groupId}`),
    meta: { errorTitle: 'Could not leave the group' },
    onSuccess: (_result, groupId) =>
      Promise.all([
        invalidateGroupQueries(queryClient, { groupId, refetchGroup: false }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions }),
      ]),
  })
}
