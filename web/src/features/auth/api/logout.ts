import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiRequest } from '@/lib/api-client'
import { notifyError } from '@/lib/toast'

/** Spec 4: call the server, then always clear caches and storage and go to the root. */
export const useLogout = () => {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout')
    } catch (error) {
      console.error('Logout failed', error)
      notifyError('Error logging out', 'Please try again')
    } finally {
      queryClient.clear()
      localStorage.clear()
      sessionStorage.clear()
      window.location.replace('/')
    }
  }, [queryClient])
}
