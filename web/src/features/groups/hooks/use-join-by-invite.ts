import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { notifyMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useJoinGroup } from '../api/join-group'

/** Joins by code and opens the group; someone already in it is simply taken there. */
export const useJoinByInvite = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('groups')
  const navigate = useNavigate()
  const { mutateAsync: joinGroup } = useJoinGroup({ errorShownInline: 'all' })

  const findMyGroupByCode = useCallback(
    async (code: string) => {
      const groups = await queryClient.fetchQuery({ ...endpointQuery(groupEndpoints.list), staleTime: 0 })
      return groups.find((group) => group.inviteCode === code) ?? null
    },
    [queryClient],
  )

  return useCallback(
    async (code: string) => {
      const inviteCode = code.trim().toUpperCase()
      // Replace the invite page in history: Back should not offer to join again.
      const openGroup = (group: FamilyGroup) =>
        navigate(paths.familyGroup.getHref(group.id), { replace: true })
      try {
        const group = await joinGroup(inviteCode)
        notify({ title: t('success'), description: t('joined', { name: group.name }) })
        await openGroup(group)
      } catch (error) {
        // A 409 means either "already in it" or "full": only the first leaves the group in our list.
        const existing =
          error instanceof ApiError && error.status === 409
            ? await findMyGroupByCode(inviteCode).catch(() => null)
            : null
        if (existing) {
          notify({
            title: t('joinGroup.alreadyMember'),
            description: t('joinGroup.alreadyIn', { name: existing.name }),
          })
          await openGroup(existing)
          return
        }
        notifyMutationError(t('errors.couldNotJoin'), error)
      }
    },
    [joinGroup, navigate, findMyGroupByCode, t],
  )
}
