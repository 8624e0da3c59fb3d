import { useEffect } from 'react'
import type { User } from '@forkcast/contract/users.schemas'
import { userEndpoints } from '@forkcast/contract/users.endpoints'
import { callEndpoint } from '@/lib/api-client'

export const getBrowserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** On sign-in, tell the server the browser's zone when it differs; a failure is only logged. */
export const useTimezoneSync = (user: User | null | undefined) => {
  const userId = user?.id
  const storedZone = user?.timezone
  useEffect(() => {
    if (!userId) return
    const zone = getBrowserTimeZone()
    if (!zone || zone === storedZone) return
    callEndpoint(userEndpoints.setTimezone, { body: { timezone: zone } }).catch((error: unknown) =>
      console.error('Could not store the time zone', error),
    )
  }, [userId, storedZone])
}
