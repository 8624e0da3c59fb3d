import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type OnboardingRequest, UserSchema } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { storeUser } from './store-user'

/** The one onboarding's single save; the answered user lets the app show its routes. */
export const useFinishOnboarding = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: OnboardingRequest) =>
      apiRequest(UserSchema, 'POST', '/api/user/onboarding', answers),
    // The group step shows its problem beside the group name.
    meta: { errorTitle: 'Setup Error', errorShownInline: 'fields' },
    onSuccess: (user) => {
      storeUser(queryClient, user)
      // A group made or joined here must show on the dashboard.
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups, exact: true })
    },
  })
}
