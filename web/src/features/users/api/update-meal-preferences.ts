import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MealPreferences } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateMealPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: MealPreferences) =>
      callEndpoint(userEndpoints.updateMealPreferences, { body: changes }),
    meta: { errorTitle: 'Update Failed' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
