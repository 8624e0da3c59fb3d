import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { clearSavedApiReads } from '@/lib/saved-api-reads'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { apiSend, urlOf } from '@/lib/api-client'
import { DEVICE_STORAGE_KEYS } from '@/lib/device-storage'
import { notifyMutationError } from '@/lib/mutation-errors'
import { setFlashToast } from '@/lib/toast'

/** Spec 4: call the server, then always clear caches and storage and go to the root. */
export const useLogout = () => {
  const { t } = useTranslation('auth')
  const queryClient = useQueryClient()
  return useCallback(async () => {
    let isLoggedOut = false
    try {
      // Only failure matters: the body is not read, and everything is cleared below either way.
      await apiSend(authEndpoints.logout.method, urlOf(authEndpoints.logout, {}))
      isLoggedOut = true
    } catch (error) {
      console.error('Logout failed', error)
      notifyMutationError(t('logout.failed'), error)
    } finally {
      queryClient.clear()
      // What is about this device, not this account ('skip location'), survives signing out.
      const kept = Object.values(DEVICE_STORAGE_KEYS).flatMap((key) => {
        const value = localStorage.getItem(key)
        return value === null ? [] : [[key, value] as const]
      })
      localStorage.clear()
      for (const [key, value] of kept) localStorage.setItem(key, value)
      sessionStorage.clear()
      await clearSavedApiReads()
      // Shown by the landing page after the reload, so the goodbye is not lost with the page.
      if (isLoggedOut) setFlashToast({ title: t('logout.done') })
      window.location.replace(paths.home.getHref())
    }
  }, [queryClient, t])
}
