import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type AddBetaTester } from '@forkcast/contract/beta.schemas'
import { betaEndpoints } from '@forkcast/contract/beta.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const useBetaTesters = () => useQuery(endpointQuery(betaEndpoints.testers))

/** Adds a tester; the list is refetched afterwards (spec 4). */
export const useAddBetaTester = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddBetaTester) => callEndpoint(betaEndpoints.addTester, { body }),
    meta: { errorTitle: 'Beta tester not added' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(betaEndpoints.testers) }),
  })
}
