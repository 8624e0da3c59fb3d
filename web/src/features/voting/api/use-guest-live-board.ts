import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  SessionEventSchema,
  SessionSnapshotSchema,
  type GuestBoard,
  type SessionSnapshot,
} from '@forkcast/contract/voting.schemas'
import { applySessionEvent } from './apply-session-event'
import { GUEST_BOARD_URL, guestBoardQueryKey } from './guest-board'

const readMessage = <S extends z.ZodType>(schema: S, message: Event): z.output<S> | null => {
  try {
    const parsed = schema.safeParse(JSON.parse((message as MessageEvent<string>).data))
    return parsed.success ? parsed.data : null
  } catch {
    // Not JSON: treated like any other message the contract does not allow.
    return null
  }
}

/** Keeps the guest's board current from their stream, the same events a member's board hears. */
export const useGuestLiveBoard = () => {
  const queryClient = useQueryClient()
  const [isLive, setLive] = useState(typeof EventSource !== 'undefined')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const refetch = () => void queryClient.invalidateQueries({ queryKey: guestBoardQueryKey })
    const replaceSnapshot = (snapshot: SessionSnapshot) =>
      queryClient.setQueryData<GuestBoard | null>(guestBoardQueryKey, (board) =>
        board ? { ...board, snapshot } : board,
      )
    const source = new EventSource(`${GUEST_BOARD_URL}/events`)
    source.addEventListener('snapshot', (message) => {
      setLive(true)
      const snapshot = readMessage(SessionSnapshotSchema, message)
      if (snapshot) replaceSnapshot(snapshot)
      else refetch()
    })
    source.addEventListener('vote', (message) => {
      setLive(true)
      const event = readMessage(SessionEventSchema, message)
      const board = queryClient.getQueryData<GuestBoard | null>(guestBoardQueryKey)
      // A reset or a changed list of options returns null here: only a fresh board has the new cards.
      const next = event && board ? applySessionEvent(board.snapshot, event) : null
      if (next) replaceSnapshot(next)
      else refetch()
    })
    // A stream refused because the link ended is not retried; the polling board then finds it gone.
    source.onerror = () => setLive(false)
    return () => source.close()
  }, [queryClient])

  return { isLive }
}
