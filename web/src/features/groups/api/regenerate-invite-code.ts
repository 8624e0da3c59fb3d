import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only: draws a new code, and the old code and links stop working. */
export const useRegenerateInviteCode = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(FamilyGroupSchema, 'POST', `/api/family-groups/${groupId}/invite-code`),
    meta: { errorTitle: 'Invite code not changed' },
    onSuccess: (group) => {
      queryClient.setQueryData(queryKeys.group(groupId), group)
      return invalidateGroupQueries(queryClient)
    },
  })
}
