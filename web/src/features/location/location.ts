import type { Location } from '@forkcast/contract/users.schemas'
import { DEVICE_STORAGE_KEYS } from '@/lib/device-storage'

export const LOCATION_STORAGE_KEYS = {
  userLocation: 'userLocation',
  locationSkipped: DEVICE_STORAGE_KEYS.locationSkipped,
} as const

/** Kept in the browser and sent to the server as is, so it is the contract's shape. */
export type StoredLocation = Location

/** The spec's message for each way a position request can fail (spec 8 'Location'). */
export const describeLocationError = (error: GeolocationPositionError) => {
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location access denied. Please enable location permissions in your browser settings.'
  }
  if (error.code === error.POSITION_UNAVAILABLE) return 'Location information is unavailable'
  if (error.code === error.TIMEOUT) return 'Location request timed out'
  return 'Unable to access your location'
}
