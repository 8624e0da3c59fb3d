import { useEffect, useState, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { formatDate } from '@/lib/format'

/**
 * When each query last loaded from the network, so an offline page can say how old its saved copy is.
 * Kept per query in local storage; the service worker's saved copy is refreshed on the same loads.
 */
const SAVED_AT_KEY = 'forkcast-saved-at'
const MAX_ENTRIES = 200

type SavedAt = Record<string, number>

const readSavedAt = (): SavedAt => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_AT_KEY) ?? '{}')
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    )
  } catch {
    return {}
  }
}

const recordSavedAt = (queryHash: string, at: number) => {
  const entries = Object.entries({ ...readSavedAt(), [queryHash]: at })
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRIES)
  localStorage.setItem(SAVED_AT_KEY, JSON.stringify(Object.fromEntries(entries)))
}

/** The oldest saved time among the queries on screen, or null when none has one. */
const oldestShownSavedAt = (queryClient: QueryClient, savedAt: SavedAt): number | null => {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.data !== undefined)
    .map((query) => savedAt[query.queryHash])
    .filter((time): time is number => time !== undefined)
  return times.length > 0 ? Math.min(...times) : null
}

/**
 * Records the client's network loads made while online; returns the way to stop. Started with the router, since its
 * loaders fetch a page's first read before any component of the page could subscribe.
 */
export const recordSavedAtOf = (queryClient: QueryClient): (() => void) =>
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && navigator.onLine)
      recordSavedAt(event.query.queryHash, event.query.state.dataUpdatedAt)
  })

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const useIsOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )

/** While offline: when the oldest copy on screen was saved (re-read as queries settle). */
export const useOfflineSavedAt = (): { isOnline: boolean; savedAt: number | null } => {
  const queryClient = useQueryClient()
  const isOnline = useIsOnline()
  const [savedAt, setSavedAt] = useState<number | null>(null)
  useEffect(() => {
    if (isOnline) return
    const update = () => setSavedAt(oldestShownSavedAt(queryClient, readSavedAt()))
    update()
    return queryClient.getQueryCache().subscribe(update)
  }, [isOnline, queryClient])
  return { isOnline, savedAt: isOnline ? null : savedAt }
}

/** '14:05' today, else '3 Mar 14:05', as the person's language writes them. */
export const formatSavedAt = (at: number, now = Date.now()) => {
  const time = formatDate(new Date(at), { hour: '2-digit', minute: '2-digit' })
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString()
  return sameDay ? time : `${formatDate(new Date(at), { day: 'numeric', month: 'short' })} ${time}`
}
