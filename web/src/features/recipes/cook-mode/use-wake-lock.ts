import { useEffect, useState } from 'react'

const isWakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock). The browser drops the lock whenever the
 * page is hidden, so it is asked for again on return, and released when the page is left.
 */
export const useWakeLock = () => {
  const isSupported = isWakeLockSupported()
  const [hasFailed, setHasFailed] = useState(false)

  useEffect(() => {
    if (!isSupported) return
    let sentinel: WakeLockSentinel | null = null
    let isLeaving = false
    let isRequesting = false
    const request = async () => {
      if (isRequesting || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      isRequesting = true
      try {
        const lock = await navigator.wakeLock.request('screen')
        if (isLeaving) {
          void lock.release()
          return
        }
        sentinel = lock
        setHasFailed(false)
      } catch {
        // Battery saver or a browser policy said no: the screen may dim, and the page says so.
        setHasFailed(true)
      } finally {
        isRequesting = false
      }
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void request()
    }
    void request()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      isLeaving = true
      document.removeEventListener('visibilitychange', onVisibilityChange)
      if (sentinel && !sentinel.released) void sentinel.release()
    }
  }, [isSupported])

  return { isKeptAwake: isSupported && !hasFailed }
}
