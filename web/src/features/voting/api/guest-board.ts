import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { JoinAsGuest } from '@forkcast/contract/voting.schemas'
import { guestEndpoints } from '@forkcast/contract/guests.endpoints'
import { ApiError, apiGetOrNullWhenSignedOut, callEndpoint, keyOf, urlOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { notifyMutationError } from '@/lib/mutation-errors'
import type { BoardAction } from './session-board'

/** The guest has one board whichever link led there, so its key leaves the link's token out. */
export const guestBoardQueryKey = keyOf(guestEndpoints.board)
const guestInvitationQueryKey = (token: string) => keyOf(guestEndpoints.invitation, { params: { token } })

/** What a guest link leads to, before joining; an ended link answers 404 with GUEST_LINK_ENDED_MESSAGE. */
export const useGuestInvitation = (token: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...endpointQuery(guestEndpoints.invitation, { params: { token } }),
    enabled,
    // Asked again whenever the board is lost, so an ended link says so instead of offering to join again.
    staleTime: 0,
  })

/**
 * The guest's board, found by their cookie; null when they have none (not joined yet, or their link ended), or
 * when `token` is another board's link (the server says so, and the page offers to join that one).
 */
export const useGuestBoard = ({ isLive, token }: { isLive: boolean; token?: string }) =>
  useQuery({
    queryKey: guestBoardQueryKey,
    queryFn: () =>
      apiGetOrNullWhenSignedOut(
        guestEndpoints.board.responses[200],
        urlOf(guestEndpoints.board, { query: { token } }),
      ),
    // Polls every 500 ms, like a member's board, only while the live stream is down and there is a board.
    refetchInterval: (query) => (isLive || !query.state.data ? false : 500),
  })

export const useJoinAsGuest = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: JoinAsGuest) => callEndpoint(guestEndpoints.join, { params: { token }, body: input }),
    onSuccess: (board) => queryClient.setQueryData(guestBoardQueryKey, board),
    // The join form shows field problems beside their fields and anything else below itself.
    meta: { errorShownInline: 'all' },
    onError: (error) => {
      // The link ended while the form was open: asking again turns the page into the ended one.
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: guestInvitationQueryKey(token) })
    },
  })
}

/** The actions about one card, each sent with that card's optionId. */
const OPTION_ACTIONS = {
  eliminate: guestEndpoints.eliminate,
  'undo-eliminate': guestEndpoints.undoEliminate,
  prefer: guestEndpoints.prefer,
  choose: guestEndpoints.choose,
}

const sendGuestAction = (action: BoardAction, optionId: string | undefined) => {
  if (action === 'submit') return callEndpoint(guestEndpoints.submit)
  if (action === 'random-pick') return callEndpoint(guestEndpoints.randomPick)
  // The board passes a card's optionId with every card action; without one there is nothing to send.
  if (optionId === undefined) throw new Error(`${action} needs an optionId`)
  return callEndpoint(OPTION_ACTIONS[action], { body: { optionId } })
}

export const useGuestBoardAction = ({ isLive }: { isLive: boolean }) => {
  const { t } = useTranslation('voting')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, optionId }: { action: BoardAction; optionId?: string }) =>
      sendGuestAction(action, optionId),
    onSuccess: () => {
      // Live guests hear their own change on the stream; without it, fetch it now.
      if (!isLive) void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey })
    },
    meta: { errorShownInline: 'all' },
    onError: (error, { action }) => {
      // 401: the link ended under the guest; the refetched board is null and the page says the link ended.
      if (!(error instanceof ApiError && error.status === 401))
        notifyMutationError(t(`failure.guest.${action}`), error)
      void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey })
    },
  })
}
