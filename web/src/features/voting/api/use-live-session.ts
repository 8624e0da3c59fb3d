import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { SessionEvent, SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { applySessionEvent } from './apply-session-event'
import { sessionQueryKey } from './session-board'

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
      queryClient.setQueryData(key, JSON.parse((message as MessageEvent<string>).data) as SessionSnapshot)
    })
    source.addEventListener('vote', (message) => {
      setLive(true)
      const event = JSON.parse((message as MessageEvent<string>).data) as SessionEvent
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
