import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

export const useCreateGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => apiRequest(FamilyGroupSchema, 'POST', '/api/family-groups', { name }),
    // The dialog shows the failure, and the upgrade offer past the plan's group limit, inside itself.
    meta: { errorShownInline: 'all' },
    onSuccess: () => invalidateGroupQueries(queryClient),
  })
}
