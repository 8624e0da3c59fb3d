import { useQuery } from '@tanstack/react-query'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Only fetched for users with groups, since sessions belong to groups. */
export const useActiveSessions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...endpointQuery(votingEndpoints.userSessions), enabled })
