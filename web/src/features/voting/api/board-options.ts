import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type AddOption,
  OptionCandidatesSchema,
  SessionSnapshotSchema,
} from '@forkcast/contract/voting.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'
import { sessionQueryKey } from './session-board'

const candidatesPath = (sessionId: number) => `/api/elimination-session/${sessionId}/candidates`

/** What a member could add to an open board: recipes named like `text`, or the other places the search found. */
export const useOptionCandidates = (sessionId: number, text: string, { enabled }: { enabled: boolean }) => {
  const search = text.trim()
  return useQuery({
    queryKey: [candidatesPath(sessionId), search],
    enabled,
    queryFn: () =>
      apiGet(
        OptionCandidatesSchema,
        search
          ? `${candidatesPath(sessionId)}?${new URLSearchParams({ q: search })}`
          : candidatesPath(sessionId),
      ),
    // Another member may have filled the board meanwhile: ask again each time the list is opened.
    staleTime: 0,
  })
}

/** Adds a recipe or a place to the board; everyone else hears it on the live stream. */
export const useAddOption = (sessionId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddOption) =>
      apiRequest(SessionSnapshotSchema, 'POST', `/api/elimination-session/${sessionId}/options`, input),
    onSuccess: (snapshot) => {
      queryClient.setQueryData(sessionQueryKey(sessionId), snapshot)
      void queryClient.invalidateQueries({ queryKey: [candidatesPath(sessionId)] })
    },
    // The add dialog says why beside the option (full board, unsafe for someone, decided meanwhile).
    meta: { errorShownInline: 'all' },
  })
}
