import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  GuestBoardSchema,
  GuestInvitationSchema,
  VoteResultSchema,
  type JoinAsGuest,
} from '@forkcast/contract/voting.schemas'
import { ApiError, apiGet, apiGetOrNullWhenSignedOut, apiRequest } from '@/lib/api-client'
import { notifyMutationError } from '@/lib/mutation-errors'
import type { BoardAction } from './session-board'

export const GUEST_BOARD_URL = '/api/guest/board'
export const guestBoardQueryKey = [GUEST_BOARD_URL] as const
export const guestInvitationQueryKey = (token: string) => ['/api/guest/invitations', token] as const

const invitationUrl = (token: string) => `/api/guest/invitations/${encodeURIComponent(token)}`

/** What a guest link leads to, before joining; an ended link answers 404 with GUEST_LINK_ENDED_MESSAGE. */
export const useGuestInvitation = (token: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: guestInvitationQueryKey(token),
    enabled,
    queryFn: () => apiGet(GuestInvitationSchema, invitationUrl(token)),
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
        GuestBoardSchema,
        token ? `${GUEST_BOARD_URL}?token=${encodeURIComponent(token)}` : GUEST_BOARD_URL,
      ),
    // Polls every 500 ms, like a member's board, only while the live stream is down and there is a board.
    refetchInterval: (query) => (isLive || !query.state.data ? false : 500),
  })

export const useJoinAsGuest = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: JoinAsGuest) =>
      apiRequest(GuestBoardSchema, 'POST', `${invitationUrl(token)}/join`, input),
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

const FAILURE_MESSAGES: Record<BoardAction, string> = {
  eliminate: 'Your veto did not go through',
  'undo-eliminate': 'Your veto could not be taken back',
  prefer: 'Your like did not go through',
  choose: 'Your pick did not go through',
  submit: 'Your picks were not submitted',
  'random-pick': 'The random pick did not go through',
}

export const useGuestBoardAction = ({ isLive }: { isLive: boolean }) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, optionId }: { action: BoardAction; optionId?: string }) =>
      apiRequest(
        VoteResultSchema,
        'POST',
        `${GUEST_BOARD_URL}/${action}`,
        optionId === undefined ? undefined : { optionId },
      ),
    onSuccess: () => {
      // Live guests hear their own change on the stream; without it, fetch it now.
      if (!isLive) void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey })
    },
    meta: { errorShownInline: 'all' },
    onError: (error, { action }) => {
      // 401: the link ended under the guest; the refetched board is null and the page says the link ended.
      if (!(error instanceof ApiError && error.status === 401))
        notifyMutationError(FAILURE_MESSAGES[action], error)
      void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey })
    },
  })
}
