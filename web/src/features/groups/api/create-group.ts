import { useMutation, useQueryClient } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

export const useCreateGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => callEndpoint(groupEndpoints.create, { body: { name } }),
    // The dialog shows the failure, and the upgrade offer past the plan's group limit, inside itself.
    meta: { errorShownInline: 'all' },
    onSuccess: () => invalidateGroupQueries(queryClient),
  })
}
