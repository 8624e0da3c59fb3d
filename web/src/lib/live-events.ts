import { useEffect, useRef, useState } from 'react'
import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query'
import { LIVE_EVENT_TYPES, readLiveEvent, type LiveEventType } from '@forkcast/contract/live-events'
import type { SessionChangedEvent } from '@forkcast/contract/voting.schemas'
import { liveEventsEndpoints } from '@forkcast/contract/voting.endpoints'
import { urlOf } from './api-client'
import { queryKeys } from './query-keys'

const EVENTS_URL = urlOf(liveEventsEndpoints.stream, {})
const READY_TIMEOUT_MS = 5000
// Spec 4 'Polling': the fallback refetches every 2 s.
const POLL_INTERVAL_MS = 2000
const ERRORS_BEFORE_POLLING = 2
// A closed stream is never retried by the browser, so we reopen it ourselves.
const REOPEN_DELAY_MS = 10_000

/** connecting: waiting for 'ready'; live: the stream drives refetches; polling: the fallback. */
export type LiveMode = 'connecting' | 'live' | 'polling'

const SESSION_EVENTS = new Set<LiveEventType>(['groups-changed', 'member-left', 'session-changed'])

/** The cached queries a live event makes stale. */
const getQueriesToInvalidate = (type: LiveEventType, groupId: number | null): InvalidateQueryFilters[] => {
  if (type === 'ready')
    return [
      { queryKey: queryKeys.groups },
      { queryKey: queryKeys.user },
      { queryKey: queryKeys.activeSessions },
    ]
  // Planning changes concern the plan and list pages only, not the group lists.
  if (type === 'meal-plan-changed') return [{ queryKey: queryKeys.weeklyPlans }]
  // A member's plan now covers the group, or stops: every member's plan answers change.
  if (type === 'plan-cover-changed') return [{ queryKey: queryKeys.subscriptionInfo }]
  if (type === 'grocery-list-changed')
    return [{ queryKey: queryKeys.groceryLists }, { queryKey: queryKeys.weeklyPlans }]
  const filters: InvalidateQueryFilters[] = []
  if (type !== 'session-changed') {
    filters.push({ queryKey: queryKeys.groups, exact: true }, { queryKey: queryKeys.user })
    if (groupId !== null) filters.push({ queryKey: queryKeys.group(groupId) })
  }
  if (SESSION_EVENTS.has(type)) filters.push({ queryKey: queryKeys.activeSessions })
  return filters
}

const getInitialMode = (): LiveMode => (typeof EventSource === 'undefined' ? 'polling' : 'connecting')

/**
 * Keeps group and decision data fresh for the signed-in user: the /api/events stream invalidates
 * what each event concerns; when the stream is unavailable, groups and sessions are polled instead.
 */
export const useLiveEvents = ({
  hasGroups,
  onSessionChanged,
}: {
  hasGroups: boolean
  /** Told of every board change in the user's groups (for live invitations). */
  onSessionChanged?: (event: SessionChangedEvent) => void
}) => {
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<LiveMode>(getInitialMode)
  const onSessionChangedRef = useRef(onSessionChanged)
  onSessionChangedRef.current = onSessionChanged

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let readyTimer: ReturnType<typeof setTimeout> | undefined
    let reopenTimer: ReturnType<typeof setTimeout> | undefined
    let errorCount = 0
    let hasBeenReady = false

    const invalidate = (type: LiveEventType, groupId: number | null) => {
      for (const filters of getQueriesToInvalidate(type, groupId)) void queryClient.invalidateQueries(filters)
    }

    const handleReady = () => {
      clearTimeout(readyTimer)
      errorCount = 0
      setMode('live')
      // Events sent while we were disconnected are lost: catch up once on every reconnection.
      if (hasBeenReady) invalidate('ready', null)
      hasBeenReady = true
    }

    const handleError = () => {
      errorCount += 1
      if (source?.readyState === EventSource.CLOSED) {
        setMode('polling')
        source.close()
        reopenTimer = setTimeout(open, REOPEN_DELAY_MS)
      } else if (errorCount >= ERRORS_BEFORE_POLLING) {
        setMode('polling')
      }
    }

    function open() {
      source = new EventSource(EVENTS_URL, { withCredentials: true })
      readyTimer = setTimeout(() => setMode('polling'), READY_TIMEOUT_MS)
      source.addEventListener('ready', handleReady)
      for (const type of LIVE_EVENT_TYPES) {
        if (type === 'ready') continue
        source.addEventListener(type, (event) => {
          const live = readLiveEvent(type, event.data)
          // An event whose facts do not parse still refetches the lists, just not one group's.
          invalidate(type, live && 'groupId' in live.data ? live.data.groupId : null)
          if (live?.type === 'session-changed') onSessionChangedRef.current?.(live.data)
        })
      }
      source.addEventListener('error', handleError)
    }

    open()
    return () => {
      clearTimeout(readyTimer)
      clearTimeout(reopenTimer)
      source?.close()
    }
  }, [queryClient])

  useEffect(() => {
    if (mode !== 'polling' || !hasGroups) return
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups })
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions })
    }, POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [mode, hasGroups, queryClient])

  return mode
}
