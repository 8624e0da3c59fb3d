import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MealPreferences } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateMealPreferences = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (changes: MealPreferences) =>
      callEndpoint(userEndpoints.updateMealPreferences, { body: changes }),
    meta: { errorTitle: t('errors.updateFailed') },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
