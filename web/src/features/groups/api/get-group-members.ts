import { useQuery } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Members, longest-standing first. */
export const useGroupMembers = (groupId: number) =>
  useQuery(endpointQuery(groupEndpoints.members, { params: { id: groupId } }))
