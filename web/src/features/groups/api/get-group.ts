import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FamilyGroup, FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** One group the caller belongs to; the list's copy shows while the detail loads. */
export const useGroup = (groupId: number | null) => {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: queryKeys.group(groupId ?? 0),
    queryFn: () => apiGet(FamilyGroupSchema, `/api/family-groups/${groupId}`),
    enabled: groupId !== null,
    placeholderData: () =>
      queryClient.getQueryData<FamilyGroup[]>(queryKeys.groups)?.find((group) => group.id === groupId),
  })
}
