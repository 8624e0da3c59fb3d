import { useMutation, useQueryClient } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Leaves the group; the last member out deletes it and the longest-standing member becomes owner. */
export const useLeaveGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (groupId: number) => callEndpoint(groupEndpoints.leave, { params: { id: groupId } }),
    meta: { errorTitle: 'Could not leave the group' },
    onSuccess: (_result, groupId) =>
      Promise.all([
        invalidateGroupQueries(queryClient, { groupId, refetchGroup: false }),
        queryClient.invalidateQueries({ queryKey: keyOf(votingEndpoints.userSessions) }),
      ]),
  })
}
