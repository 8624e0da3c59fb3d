import { useQueryClient } from '@tanstack/react-query'
import type { GuestBoard } from '@forkcast/contract/voting.schemas'
import { guestEndpoints } from '@forkcast/contract/guests.endpoints'
import { urlOf } from '@/lib/api-client'
import { guestBoardQueryKey } from './guest-board'
import { useBoardEventStream } from './use-live-session'

/** Keeps the guest's board current from their stream, the same events a member's board hears. */
export const useGuestLiveBoard = () => {
  const queryClient = useQueryClient()
  return useBoardEventStream({
    url: urlOf(guestEndpoints.events, {}),
    read: () => queryClient.getQueryData<GuestBoard | null>(guestBoardQueryKey)?.snapshot,
    write: (snapshot) =>
      queryClient.setQueryData<GuestBoard | null>(guestBoardQueryKey, (board) =>
        board ? { ...board, snapshot } : board,
      ),
    refetch: () => void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey }),
  })
}
