import { useQuery } from '@tanstack/react-query'
import { inviteEndpoints } from '@forkcast/contract/groups.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** What an invite link leads to; works signed out. */
export const useInvitePreview = (code: string) =>
  useQuery(endpointQuery(inviteEndpoints.preview, { params: { code } }))
