import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { callEndpoint } from '@/lib/api-client'
import type { MutationErrorMeta } from '@/lib/mutation-errors'
import { invalidateGroupQueries } from './invalidate-group-queries'

/** Shared so any page can tell a join is already under way. */
export const JOIN_GROUP_MUTATION_KEY = ['join-group'] as const

/** The code dialog shows a bad code beside its field; joining from an invite link reports failures itself. */
export const useJoinGroup = (meta?: MutationErrorMeta) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  return useMutation({
    mutationKey: JOIN_GROUP_MUTATION_KEY,
    meta: meta ?? { errorTitle: t('errors.couldNotJoin'), errorShownInline: 'fields' },
    mutationFn: (inviteCode: string) => callEndpoint(groupEndpoints.join, { body: { inviteCode } }),
    onSuccess: () => invalidateGroupQueries(queryClient),
  })
}
