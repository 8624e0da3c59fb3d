import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AddBetaTester } from '@forkcast/contract/beta.schemas'
import { betaEndpoints } from '@forkcast/contract/beta.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const useBetaTesters = () => useQuery(endpointQuery(betaEndpoints.testers))

/** Adds a tester; the list is refetched afterwards (spec 4). */
export const useAddBetaTester = () => {
  const { t } = useTranslation('beta')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddBetaTester) => callEndpoint(betaEndpoints.addTester, { body }),
    meta: { errorTitle: t('testerForm.notAdded') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(betaEndpoints.testers) }),
  })
}
