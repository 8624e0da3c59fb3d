import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiRequest } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Shared so any page can tell a join is already under way. */
export const JOIN_GROUP_MUTATION_KEY = ['join-group'] as const

export const useJoinGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: JOIN_GROUP_MUTATION_KEY,
    mutationFn: (inviteCode: string) =>
      apiRequest(FamilyGroupSchema, 'POST', '/api/family-groups/join', { inviteCode }),
    onSuccess: () => invalidateGroupQueries(queryClient),
  })
}
