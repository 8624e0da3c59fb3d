import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  SessionEventSchema,
  SessionSnapshotSchema,
  type SessionEvent,
  type SessionSnapshot,
} from '@forkcast/contract/voting.schemas'
import { votingEndpoints } from '@forkcast/contract/voting.endpoints'
import { urlOf } from '@/lib/api-client'
import { applySessionEvent } from './apply-session-event'
import { sessionQueryKey } from './session-board'

/** A stream message read through its contract schema; null when it is not one (the caller refetches). */
const readMessage = <S extends z.ZodType>(schema: S, message: Event): z.output<S> | null => {
  try {
    const parsed = schema.safeParse(JSON.parse((message as MessageEvent<string>).data))
    return parsed.success ? parsed.data : null
  } catch {
    // Not JSON: treated like any other message the contract does not allow.
    return null
  }
}

/** Where a board's events come from and where its snapshot lives: a member's board, or a guest's. */
export interface BoardStream {
  /** The stream's address; null while there is no board yet. */
  url: string | null
  read: () => SessionSnapshot | null | undefined
  write: (snapshot: SessionSnapshot) => void
  /** Reads the board again: after a reset, a changed option list or a message the contract does not allow. */
  refetch: () => void
  onEvent?: (event: SessionEvent) => void
}

/**
 * Keeps a board's cache current from the server's event stream. The browser reconnects on its own and sends
 * Last-Event-ID, so the server replays what was missed (or sends a snapshot).
 */
export const useBoardEventStream = (stream: BoardStream) => {
  const [isLive, setLive] = useState(true)
  const latest = useRef(stream)
  latest.current = stream
  const { url } = stream

  useEffect(() => {
    if (url === null) return
    if (typeof EventSource === 'undefined') {
      setLive(false)
      return
    }
    const source = new EventSource(url)
    source.addEventListener('snapshot', (message) => {
      setLive(true)
      const snapshot = readMessage(SessionSnapshotSchema, message)
      if (snapshot) latest.current.write(snapshot)
      else latest.current.refetch()
    })
    source.addEventListener('vote', (message) => {
      setLive(true)
      const event = readMessage(SessionEventSchema, message)
      if (!event) {
        latest.current.refetch()
        return
      }
      const current = latest.current.read()
      // A reset or a changed list of options returns null here: only a fresh board has the new cards.
      const next = current ? applySessionEvent(current, event) : null
      if (next) latest.current.write(next)
      else latest.current.refetch()
      latest.current.onEvent?.(event)
    })
    // Until the stream is back, the board polls every 500 ms (a guest's refused stream is not retried).
    source.onerror = () => setLive(false)
    return () => source.close()
  }, [url])

  return { isLive }
}

/** A member's board, kept current from /api/elimination-session/:id/events. */
export const useLiveSession = (sessionId: number | null, onEvent: (event: SessionEvent) => void) => {
  const queryClient = useQueryClient()
  const key = sessionQueryKey(sessionId ?? 0)
  return useBoardEventStream({
    url: sessionId === null ? null : urlOf(votingEndpoints.events, { params: { id: sessionId } }),
    read: () => queryClient.getQueryData<SessionSnapshot>(key),
    write: (snapshot) => queryClient.setQueryData(key, snapshot),
    refetch: () => void queryClient.invalidateQueries({ queryKey: key, exact: true }),
    onEvent,
  })
}
