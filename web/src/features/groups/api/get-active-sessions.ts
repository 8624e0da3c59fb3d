import { useQuery } from '@tanstack/react-query'
import { ActiveSessionSchema } from '@forkcast/contract/voting.schemas'
import { apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const getActiveSessions = () => apiGet(ActiveSessionSchema.array(), queryKeys.activeSessions[0])

/** Only fetched for users with groups, since sessions belong to groups. */
export const useActiveSessions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: queryKeys.activeSessions, queryFn: getActiveSessions, enabled })
