import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Owner only. */
export const useRenameGroup = (groupId: number) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(groupEndpoints.rename, { params: { id: groupId }, body: { name } }),
    // A problem with the name is shown beside the name field; anything else is toasted.
    meta: { errorTitle: t('errors.groupNotRenamed'), errorShownInline: 'fields' },
    onSuccess: (group) => {
      queryClient.setQueryData(keyOf(groupEndpoints.get, { params: { id: groupId } }), group)
      return invalidateGroupQueries(queryClient)
    },
  })
}
