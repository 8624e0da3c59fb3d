import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  SessionEventSchema,
  SessionSnapshotSchema,
  type SessionEvent,
  type SessionSnapshot,
} from '@forkcast/contract/voting.schemas'
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

/**
 * Keeps the board's cache current from the server's event stream. The browser reconnects on its
 * own and sends Last-Event-ID, so the server replays what was missed (or sends a snapshot).
 */
export const useLiveSession = (sessionId: number | null, onEvent: (event: SessionEvent) => void) => {
  const queryClient = useQueryClient()
  const [isLive, setLive] = useState(true)
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent

  useEffect(() => {
    if (sessionId === null) return
    if (typeof EventSource === 'undefined') {
      setLive(false)
      return
    }
    const key = sessionQueryKey(sessionId)
    const source = new EventSource(`/api/elimination-session/${sessionId}/events`)
    source.addEventListener('snapshot', (message) => {
      setLive(true)
      const snapshot = readMessage(SessionSnapshotSchema, message)
      if (snapshot) queryClient.setQueryData(key, snapshot)
      else void queryClient.invalidateQueries({ queryKey: key })
    })
    source.addEventListener('vote', (message) => {
      setLive(true)
      const event = readMessage(SessionEventSchema, message)
      if (!event) {
        void queryClient.invalidateQueries({ queryKey: key })
        return
      }
      const current = queryClient.getQueryData<SessionSnapshot>(key)
      const next = current ? applySessionEvent(current, event) : null
      if (next) queryClient.setQueryData(key, next)
      else void queryClient.invalidateQueries({ queryKey: key })
      onEventRef.current(event)
    })
    // Until the stream is back, the snapshot query polls every 500 ms.
    source.onerror = () => setLive(false)
    return () => source.close()
  }, [sessionId, queryClient])

  return { isLive }
}
