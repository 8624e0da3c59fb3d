import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type StartSession, SessionSnapshotSchema, VoteResultSchema } from '@forkcast/contract/voting.schemas'
import { apiRequest } from '@/lib/api-client'
import { notifyMutationError } from '@/lib/mutation-errors'

export const sessionQueryKey = (sessionId: number) => [`/api/elimination-session/${sessionId}`] as const

/** Joins the group's open board for this category (the server creates it when none exists). */
export const useStartSession = (input: StartSession | null) => {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['start-session', input],
    enabled: input !== null,
    queryFn: async () => {
      const snapshot = await apiRequest(SessionSnapshotSchema, 'POST', '/api/elimination-session', input)
      queryClient.setQueryData(sessionQueryKey(snapshot.session.id), snapshot)
      // Starting may apply the daily reset, which the user record reports.
      void queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] })
      return snapshot.session.id
    },
  })
}

/** The board; polls every 500 ms (the spec's design) only while the live stream is down. */
export const useSessionSnapshot = (sessionId: number | null, { isLive }: { isLive: boolean }) =>
  useQuery({
    queryKey: sessionQueryKey(sessionId ?? 0),
    enabled: sessionId !== null,
    queryFn: () => apiRequest(SessionSnapshotSchema, 'GET', sessionQueryKey(sessionId ?? 0)[0]),
    refetchInterval: isLive ? false : 500,
  })

/** Each is a POST to the board's path of the same name; 'undo-eliminate' takes back one's own veto (UNDO_VETO_SECONDS). */
export type BoardAction = 'eliminate' | 'undo-eliminate' | 'prefer' | 'choose' | 'submit' | 'random-pick'

const FAILURE_MESSAGES: Record<BoardAction, string> = {
  eliminate: 'Failed to record elimination',
  'undo-eliminate': 'Your veto could not be taken back',
  prefer: 'Failed to record preference',
  choose: 'Failed to record choice',
  submit: 'Failed to submit selections',
  'random-pick': 'Failed to pick at random',
}

export const useBoardAction = (sessionId: number, { isLive }: { isLive: boolean }) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, optionId }: { action: BoardAction; optionId?: string }) =>
      apiRequest(
        VoteResultSchema,
        'POST',
        `/api/elimination-session/${sessionId}/${action}`,
        optionId === undefined ? undefined : { optionId },
      ),
    onSuccess: () => {
      // Live clients hear their own change on the stream; without it, fetch it now.
      if (!isLive) void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
    },
    // The title names the action, so this hook reports its own failures.
    meta: { errorShownInline: 'all' },
    onError: (error, { action }) => {
      notifyMutationError(FAILURE_MESSAGES[action], error)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
    },
  })
}

export const useResetSession = (sessionId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest(SessionSnapshotSchema, 'POST', `/api/elimination-session/${sessionId}/reset`),
    onSuccess: (snapshot) => queryClient.setQueryData(sessionQueryKey(sessionId), snapshot),
    meta: { errorTitle: 'Reset Failed' },
  })
}
