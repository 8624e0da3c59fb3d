import { useQuery } from '@tanstack/react-query'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** The caller's groups; unlike other queries, refetched on every mount and window focus (spec 7). */
export const useGroups = () =>
  useQuery({
    ...endpointQuery(groupEndpoints.list),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  })
