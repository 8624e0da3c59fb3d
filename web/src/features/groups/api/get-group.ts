import { useQuery, useQueryClient } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

/** One group the caller belongs to; the list's copy shows while the detail loads. */
export const useGroup = (groupId: number | null) => {
  const queryClient = useQueryClient()
  return useQuery({
    // Disabled without a group, so the stand-in id is never fetched.
    ...endpointQuery(groupEndpoints.get, { params: { id: groupId ?? 0 } }),
    enabled: groupId !== null,
    placeholderData: () =>
      queryClient
        .getQueryData<FamilyGroup[]>(keyOf(groupEndpoints.list))
        ?.find((group) => group.id === groupId),
  })
}
