import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingAnswersRequest, User } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { storeUser } from './store-user'

/** Wizard 2's two calls in the spec's order: the answers, then the completion flag. */
export const useFinishSetup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (answers: OnboardingAnswersRequest) => {
      await apiRequest<User>('POST', '/api/user/onboarding-complete', answers)
      return apiRequest<User>('POST', '/api/user/complete-onboarding', {})
    },
    onSuccess: (user) => {
      storeUser(queryClient, user)
      // A group made during setup must show on the dashboard behind the wizard.
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups, exact: true })
    },
  })
}
