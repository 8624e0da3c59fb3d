import { userEndpoints } from '@forkcast/contract/users.endpoints'
import type { StoredLocation } from '../location'
import { callEndpoint } from '@/lib/api-client'

/** Keeps the server's copy for restaurant searches; the browser's copy already works without it. */
export const saveLocation = (location: StoredLocation) =>
  callEndpoint(userEndpoints.setLocation, { body: location }).catch((error: unknown) =>
    console.error('Could not store the location', error),
  )
