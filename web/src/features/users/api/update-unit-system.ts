import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { UnitSystem } from '@forkcast/contract/recipe-scaling'
import type { User } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { storeUser } from './store-user'

/** The US / Metric switch: amounts change at once, and go back if the choice could not be saved. */
export const useUpdateUnitSystem = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (unitSystem: UnitSystem) =>
      callEndpoint(userEndpoints.setUnitSystem, { body: { unitSystem } }),
    meta: { errorTitle: t('errors.unitSystemNotSaved') },
    onMutate: (unitSystem) => {
      const before = queryClient.getQueryData<User>(queryKeys.user)
      if (before) storeUser(queryClient, { ...before, unitSystem })
      return { before }
    },
    onError: (_error, _unitSystem, context) => {
      if (context?.before) storeUser(queryClient, context.before)
    },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
