import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type AddBetaTester,
  AddBetaTesterResultSchema,
  BetaTesterSchema,
} from '@forkcast/contract/beta.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const TESTERS_KEY = ['/api/beta/testers'] as const

export const useBetaTesters = () =>
  useQuery({ queryKey: TESTERS_KEY, queryFn: () => apiGet(BetaTesterSchema.array(), TESTERS_KEY[0]) })

/** Adds a tester; the list is refetched afterwards (spec 4). */
export const useAddBetaTester = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddBetaTester) =>
      apiRequest(AddBetaTesterResultSchema, 'POST', '/api/beta/add-tester', body),
    meta: { errorTitle: 'Beta tester not added' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTERS_KEY }),
  })
}
