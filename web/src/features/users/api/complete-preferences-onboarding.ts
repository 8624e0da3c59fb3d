import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompleteOnboardingRequest, User } from '@forkcast/contract/users.schemas'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Wizard 1's save; afterwards the user is refetched, which lets them into the app (spec 4). */
export const useCompletePreferencesOnboarding = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CompleteOnboardingRequest) =>
      apiRequest<User>('POST', '/api/auth/complete-onboarding', body),
    onSuccess: () => queryClient.refetchQueries({ queryKey: queryKeys.user }),
  })
}
