import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AddOption } from '@forkcast/contract/voting.schemas'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { sessionQueryKey } from './session-board'

/** What a member could add to an open board: recipes named like `text`, or the other places the search found. */
export const useOptionCandidates = (sessionId: number, text: string, { enabled }: { enabled: boolean }) => {
  const search = text.trim()
  return useQuery({
    ...endpointQuery(votingEndpoints.candidates, { params: { id: sessionId }, query: { q: search } }),
    enabled,
    // Another member may have filled the board meanwhile: ask again each time the list is opened.
    staleTime: 0,
  })
}

/** Adds a recipe or a place to the board; everyone else hears it on the live stream. */
export const useAddOption = (sessionId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddOption) =>
      callEndpoint(votingEndpoints.addOption, { params: { id: sessionId }, body: input }),
    onSuccess: (snapshot) => {
      queryClient.setQueryData(sessionQueryKey(sessionId), snapshot)
      // Every search's list of this board.
      void queryClient.invalidateQueries({
        queryKey: keyOf(votingEndpoints.candidates, { params: { id: sessionId } }),
      })
    },
    // The add dialog says why beside the option (full board, unsafe for someone, decided meanwhile).
    meta: { errorShownInline: 'all' },
  })
}
