import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type MealPreferences, UserSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateMealPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: MealPreferences) =>
      apiRequest(UserSchema, 'PATCH', '/api/user/meal-preferences', changes),
    meta: { errorTitle: 'Update Failed' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
