import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GroupMemberSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only; answers with the members who remain. */
export const useRemoveMember = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(GroupMemberSchema.array(), 'DELETE', `/api/family-groups/${groupId}/members/${userId}`),
    meta: { errorTitle: 'Member not removed' },
    onSuccess: (members) => {
      queryClient.setQueryData(queryKeys.groupMembers(groupId), members)
      return invalidateGroupQueries(queryClient, { groupId })
    },
  })
}
