import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FoodPreferences } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateFoodPreferences = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (body: FoodPreferences) => callEndpoint(userEndpoints.updateFoodPreferences, { body }),
    meta: { errorTitle: t('errors.preferencesNotSaved') },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
