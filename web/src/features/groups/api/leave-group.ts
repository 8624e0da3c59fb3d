import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Leaves the group; the last member out deletes it and the longest-standing member becomes owner. */
export const useLeaveGroup = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  return useMutation({
    mutationFn: (groupId: number) => callEndpoint(groupEndpoints.leave, { params: { id: groupId } }),
    meta: { errorTitle: t('errors.couldNotLeave') },
    onSuccess: (_result, groupId) =>
      Promise.all([
        invalidateGroupQueries(queryClient, { groupId, refetchGroup: false }),
        queryClient.invalidateQueries({ queryKey: keyOf(votingEndpoints.userSessions) }),
      ]),
  })
}
