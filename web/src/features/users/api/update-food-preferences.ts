import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FoodPreferences, UserSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateFoodPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FoodPreferences) => apiRequest(UserSchema, 'PUT', '/api/user/preferences', body),
    meta: { errorTitle: 'Preferences not saved' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
