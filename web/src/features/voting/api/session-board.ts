import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { StartSession } from '@forkcast/contract/voting.schemas'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { notifyMutationError } from '@/lib/mutation-errors'

/** The board's snapshot. Its key is a prefix of the board's candidates keys: invalidate it with `exact: true`. */
export const sessionQueryKey = (sessionId: number) =>
  keyOf(votingEndpoints.get, { params: { id: sessionId } })

/** Joins the group's open board for this category (the server creates it when none exists). */
export const useStartSession = (input: StartSession | null) => {
  const queryClient = useQueryClient()
  return useQuery({
    // Not the endpoint's key: that path is a prefix of every board's key.
    queryKey: ['start-session', input],
    queryFn:
      input === null
        ? skipToken
        : async () => {
            const snapshot = await callEndpoint(votingEndpoints.start, { body: input })
            queryClient.setQueryData(sessionQueryKey(snapshot.session.id), snapshot)
            // Starting may apply the daily reset, which the user record reports.
            void queryClient.invalidateQueries({ queryKey: keyOf(authEndpoints.currentUser) })
            return snapshot.session.id
          },
  })
}

/** The board; polls every 500 ms (the spec's design) only while the live stream is down. */
export const useSessionSnapshot = (sessionId: number | null, { isLive }: { isLive: boolean }) =>
  useQuery({
    ...endpointQuery(votingEndpoints.get, { params: { id: sessionId ?? 0 } }),
    enabled: sessionId !== null,
    refetchInterval: isLive ? false : 500,
  })

/** Each is a POST to the board's path of the same name; 'undo-eliminate' takes back one's own veto (UNDO_VETO_SECONDS). */
export type BoardAction = 'eliminate' | 'undo-eliminate' | 'prefer' | 'choose' | 'submit' | 'random-pick'

/** The actions about one card, each sent with that card's optionId. */
const OPTION_ACTIONS = {
  eliminate: votingEndpoints.eliminate,
  'undo-eliminate': votingEndpoints.undoEliminate,
  prefer: votingEndpoints.prefer,
  choose: votingEndpoints.choose,
}

const sendBoardAction = (sessionId: number, action: BoardAction, optionId: string | undefined) => {
  const params = { id: sessionId }
  if (action === 'submit') return callEndpoint(votingEndpoints.submit, { params })
  if (action === 'random-pick') return callEndpoint(votingEndpoints.randomPick, { params })
  // The board passes a card's optionId with every card action; without one there is nothing to send.
  if (optionId === undefined) throw new Error(`${action} needs an optionId`)
  return callEndpoint(OPTION_ACTIONS[action], { params, body: { optionId } })
}

export const useBoardAction = (sessionId: number, { isLive }: { isLive: boolean }) => {
  const { t } = useTranslation('voting')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, optionId }: { action: BoardAction; optionId?: string }) =>
      sendBoardAction(sessionId, action, optionId),
    onSuccess: () => {
      // Live clients hear their own change on the stream; without it, fetch it now.
      if (!isLive) void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId), exact: true })
    },
    // The title names the action, so this hook reports its own failures.
    meta: { errorShownInline: 'all' },
    onError: (error, { action }) => {
      notifyMutationError(t(`failure.member.${action}`), error)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId), exact: true })
    },
  })
}

export const useResetSession = (sessionId: number) => {
  const { t } = useTranslation('voting')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(votingEndpoints.reset, { params: { id: sessionId } }),
    onSuccess: (snapshot) => queryClient.setQueryData(sessionQueryKey(sessionId), snapshot),
    meta: { errorTitle: t('failure.reset') },
  })
}
