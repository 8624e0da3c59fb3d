import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SafetyScope, UserSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { storeUser } from './store-user'

/** The "Just for me" switch; every list is read again, since what it may show changed. */
export const useUpdateSafetyScope = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (scope: SafetyScope) => apiRequest(UserSchema, 'PUT', '/api/user/safety-scope', { scope }),
    meta: { errorTitle: 'The switch did not change' },
    onSuccess: async (user) => {
      storeUser(queryClient, user)
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/user' })
    },
  })
}
