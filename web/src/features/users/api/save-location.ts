import type { StoredLocation } from '@/lib/location'
import { apiSend } from '@/lib/api-client'

/** Keeps the server's copy for restaurant searches; the browser's copy already works without it. */
export const saveLocation = (location: StoredLocation) =>
  apiSend('PUT', '/api/user/location', location).catch((error: unknown) =>
    console.error('Could not store the location', error),
  )
