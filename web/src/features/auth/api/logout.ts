import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { paths } from '@/config/paths'
import { clearSavedApiReads } from '@/lib/saved-api-reads'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { apiSend, urlOf } from '@/lib/api-client'
import { LOCATION_STORAGE_KEYS } from '@/lib/location'
import { notifyMutationError } from '@/lib/mutation-errors'
import { setFlashToast } from '@/lib/toast'

/** Spec 4: call the server, then always clear caches and storage and go to the root. */
export const useLogout = () => {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    let isLoggedOut = false
    try {
      // Only failure matters: the body is not read, and everything is cleared below either way.
      await apiSend(authEndpoints.logout.method, urlOf(authEndpoints.logout, {}))
      isLoggedOut = true
    } catch (error) {
      console.error('Logout failed', error)
      notifyMutationError('Error logging out', error)
    } finally {
      queryClient.clear()
      // 'Skip' for location is about this device, not this account: it survives signing out.
      const locationSkipped = localStorage.getItem(LOCATION_STORAGE_KEYS.locationSkipped)
      localStorage.clear()
      if (locationSkipped !== null)
        localStorage.setItem(LOCATION_STORAGE_KEYS.locationSkipped, locationSkipped)
      sessionStorage.clear()
      await clearSavedApiReads()
      // Shown by the landing page after the reload, so the goodbye is not lost with the page.
      if (isLoggedOut) setFlashToast({ title: 'Logged out successfully' })
      window.location.replace(paths.home.getHref())
    }
  }, [queryClient])
}
