import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only. */
export const useRenameGroup = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(FamilyGroupSchema, 'PATCH', `/api/family-groups/${groupId}`, { name }),
    // A problem with the name is shown beside the name field; anything else is toasted.
    meta: { errorTitle: 'Group not renamed', errorShownInline: 'fields' },
    onSuccess: (group) => {
      queryClient.setQueryData(queryKeys.group(groupId), group)
      return invalidateGroupQueries(queryClient)
    },
  })
}
