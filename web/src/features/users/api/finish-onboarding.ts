import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import type { OnboardingRequest } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { storeUser } from './store-user'

/** The one onboarding's single save; the answered user lets the app show its routes. */
export const useFinishOnboarding = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('users')
  return useMutation({
    mutationFn: (answers: OnboardingRequest) =>
      callEndpoint(userEndpoints.finishOnboarding, { body: answers }),
    // The group step shows its problem beside the group name.
    meta: { errorTitle: t('errors.setupError'), errorShownInline: 'fields' },
    onSuccess: (user) => {
      storeUser(queryClient, user)
      // A group made or joined here must show on the dashboard.
      return queryClient.invalidateQueries({ queryKey: keyOf(groupEndpoints.list), exact: true })
    },
  })
}
