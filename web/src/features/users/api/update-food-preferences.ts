import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FoodPreferences } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateFoodPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FoodPreferences) => callEndpoint(userEndpoints.updateFoodPreferences, { body }),
    meta: { errorTitle: 'Preferences not saved' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
