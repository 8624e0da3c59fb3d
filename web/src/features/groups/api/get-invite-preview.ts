import { useQuery } from '@tanstack/react-query'
import { InvitePreviewSchema } from '@forkcast/contract/groups.schemas'
import { apiGet } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** What an invite link leads to; works signed out. */
export const useInvitePreview = (code: string) =>
  useQuery({
    queryKey: queryKeys.invitePreview(code),
    queryFn: () => apiGet(InvitePreviewSchema, `/api/invites/${encodeURIComponent(code)}`),
  })
