import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Allergies } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { storeUser } from './store-user'

export const useUpdateAllergies = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Allergies) => callEndpoint(userEndpoints.updateAllergies, { body }),
    meta: { errorTitle: 'Allergies not saved' },
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
