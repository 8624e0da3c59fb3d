import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SafetyScope } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { storeUser } from './store-user'

/** The "Just for me" switch; every list is read again, since what it may show changed. */
export const useUpdateSafetyScope = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (scope: SafetyScope) => callEndpoint(userEndpoints.setSafetyScope, { body: { scope } }),
    meta: { errorTitle: t('errors.safetyScopeNotChanged') },
    onSuccess: async (user) => {
      storeUser(queryClient, user)
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] })
    },
  })
}
