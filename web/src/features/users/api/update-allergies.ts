import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Allergies, UserSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateAllergies = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Allergies) => apiRequest(UserSchema, 'PUT', '/api/user/allergies', body),
    meta: { errorTitle: 'Allergies not saved' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
