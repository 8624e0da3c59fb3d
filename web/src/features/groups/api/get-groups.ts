import { useQuery } from '@tanstack/react-query'
import { FamilyGroupSchema } from '@forkcast/contract/groups.schemas'
import { apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** The caller's groups; unlike other queries, refetched on every mount and window focus (spec 7). */
export const useGroups = () =>
  useQuery({
    queryKey: queryKeys.groups,
    queryFn: () => apiGet(FamilyGroupSchema.array(), queryKeys.groups[0]),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  })
