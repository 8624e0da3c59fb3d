import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { groceryListEndpoints } from '@forkcast/contract/planning.endpoints'
import { ApiError, apiSend, urlOf } from '@/lib/api-client'
import { planningQueryKeys } from '../api/planning-query-keys'
import {
  CHECK_QUEUE_KEY,
  flushQueue,
  subscribeQueue,
  type QueuedCheck,
  type SendOutcome,
} from './check-queue'

/** The raw stored queue, re-read whenever it changes here or in another tab. */
export const useQueuedChecksText = () =>
  useSyncExternalStore(
    (onChange) => {
      window.addEventListener('storage', onChange)
      const stop = subscribeQueue(onChange)
      return () => {
        window.removeEventListener('storage', onChange)
        stop()
      }
    },
    () => localStorage.getItem(CHECK_QUEUE_KEY) ?? '',
    () => '',
  )

const sendCheck = async (check: QueuedCheck): Promise<SendOutcome> => {
  const endpoint = groceryListEndpoints.checkItem
  const input = { params: { id: check.listId, itemId: check.itemId }, body: { checked: check.checked } }
  try {
    // The answer is not read: only whether the check landed matters.
    await apiSend(endpoint.method, urlOf(endpoint, input), input.body)
    return 'sent'
  } catch (error) {
    // Signed out or a server hiccup: try again later. Any other answer means the check cannot apply.
    if (error instanceof ApiError && error.status !== 401 && error.status < 500) return 'rejected'
    return 'unreachable'
  }
}

let isFlushing = false

/**
 * Sends queued grocery checks at start, on reconnect and when the page regains focus (the retry for
 * browsers without Background Sync), then refreshes the lists they touched.
 */
export const useGroceryCheckSync = () => {
  const queryClient = useQueryClient()
  useEffect(() => {
    const flush = async () => {
      if (isFlushing || !navigator.onLine) return
      isFlushing = true
      try {
        const changed = await flushQueue(sendCheck)
        await Promise.all(
          changed.map((listId) =>
            queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryList(listId) }),
          ),
        )
      } finally {
        isFlushing = false
      }
    }
    const onWake = () => void flush()
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush()
    }
    void flush()
    window.addEventListener('online', onWake)
    window.addEventListener('focus', onWake)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', onWake)
      window.removeEventListener('focus', onWake)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [queryClient])
}
