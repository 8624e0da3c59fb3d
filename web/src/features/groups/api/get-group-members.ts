import { useQuery } from '@tanstack/react-query'
import { GroupMemberSchema } from '@forkcast/contract/groups.schemas'
import { apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Members, longest-standing first. */
export const useGroupMembers = (groupId: number) =>
  useQuery({
    queryKey: queryKeys.groupMembers(groupId),
    queryFn: () => apiGet(GroupMemberSchema.array(), `/api/family-groups/${groupId}/members`),
  })
