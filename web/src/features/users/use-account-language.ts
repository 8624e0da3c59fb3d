import { useEffect } from 'react'
import type { User } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { currentLanguage, showLanguage } from '@/lib/i18n'

/**
 * Signed in, the account's language wins on every device (chosen in settings, mail and push use it too). An
 * account without one takes the language this device shows, which followed the browser; a failure is only logged.
 */
export const useAccountLanguage = (user: User | null | undefined) => {
  const userId = user?.id
  const stored = user?.language
  useEffect(() => {
    if (!userId || stored === undefined) return
    if (stored) {
      showLanguage(stored).catch((error: unknown) => console.error('Could not show the language', error))
      return
    }
    callEndpoint(userEndpoints.setLanguage, { body: { language: currentLanguage() } }).catch(
      (error: unknown) => console.error('Could not store the language', error),
    )
  }, [userId, stored])
}
