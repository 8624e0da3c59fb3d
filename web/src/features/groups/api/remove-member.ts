import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only; answers with the members who remain. */
export const useRemoveMember = (groupId: number) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  return useMutation({
    mutationFn: (userId: number) =>
      callEndpoint(groupEndpoints.removeMember, { params: { id: groupId, userId } }),
    meta: { errorTitle: t('errors.memberNotRemoved') },
    onSuccess: (members) => {
      queryClient.setQueryData(keyOf(groupEndpoints.members, { params: { id: groupId } }), members)
      return invalidateGroupQueries(queryClient, { groupId })
    },
  })
}
