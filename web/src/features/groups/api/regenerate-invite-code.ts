import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only: draws a new code, and the old code and links stop working. */
export const useRegenerateInviteCode = (groupId: number) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  return useMutation({
    mutationFn: () => callEndpoint(groupEndpoints.regenerateInviteCode, { params: { id: groupId } }),
    meta: { errorTitle: t('errors.inviteCodeNotChanged') },
    onSuccess: (group) => {
      queryClient.setQueryData(keyOf(groupEndpoints.get, { params: { id: groupId } }), group)
      return invalidateGroupQueries(queryClient)
    },
  })
}
