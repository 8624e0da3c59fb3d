import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Allergies } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateAllergies = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (body: Allergies) => callEndpoint(userEndpoints.updateAllergies, { body }),
    meta: { errorTitle: t('errors.allergiesNotSaved') },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
