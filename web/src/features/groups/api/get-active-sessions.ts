import { useQuery } from '@tanstack/react-query'
import { ActiveSessionSchema } from '@forkcast/contract/voting.schemas'
import { ApiError, apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const getActiveSessions = async () => {
  try {
    return await apiGet(ActiveSessionSchema.array(), queryKeys.activeSessions[0])
  } catch (error) {
    // Until the sessions endpoint ships, a 404 simply means nothing is under way.
    if (error instanceof ApiError && error.status === 404) return []
    throw error
  }
}

/** Only fetched for users with groups, since sessions belong to groups. */
export const useActiveSessions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: queryKeys.activeSessions, queryFn: getActiveSessions, enabled })
