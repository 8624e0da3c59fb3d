import type { Location } from '@forkcast/contract/users.schemas'
import { DEVICE_STORAGE_KEYS } from '@/lib/device-storage'
import { i18next } from '@/lib/i18n'

export const LOCATION_STORAGE_KEYS = {
  userLocation: 'userLocation',
  locationSkipped: DEVICE_STORAGE_KEYS.locationSkipped,
} as const

/** Kept in the browser and sent to the server as is, so it is the contract's shape. */
export type StoredLocation = Location

/** The spec's message (in the person's language) for each way a position request can fail (spec 8 'Location'). */
export const describeLocationError = (error: GeolocationPositionError) => {
  if (error.code === error.PERMISSION_DENIED) {
    return i18next.t('location:errors.denied')
  }
  if (error.code === error.POSITION_UNAVAILABLE) return i18next.t('location:errors.unavailable')
  if (error.code === error.TIMEOUT) return i18next.t('location:errors.timeout')
  return i18next.t('location:errors.unknown')
}
