import { i18next } from '@/lib/i18n'
import { describeLocationError, LOCATION_STORAGE_KEYS, type StoredLocation } from './location'

// Spec 9: high accuracy, a 10 s timeout and a maximumAge of 5 minutes.
export const LOCATION_MAX_AGE_MS = 300_000
const LOCATION_TIMEOUT_MS = 10_000

/** A failed position request, with the spec's message for its cause. */
class LocationRequestError extends Error {
  constructor(
    message: string,
    readonly isDenied: boolean,
  ) {
    super(message)
  }
}

const isGeolocationSupported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator

export const requestPosition = ({ maximumAge }: { maximumAge: number }) =>
  new Promise<StoredLocation>((resolve, reject) => {
    if (!isGeolocationSupported()) {
      reject(new LocationRequestError(i18next.t('location:errors.unsupported'), false))
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new LocationRequestError(describeLocationError(error), error.code === error.PERMISSION_DENIED),
        ),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge },
    )
  })

export const readStoredLocation = (): StoredLocation | null => {
  const stored = localStorage.getItem(LOCATION_STORAGE_KEYS.userLocation)
  if (!stored) return null
  try {
    const value = JSON.parse(stored) as Partial<StoredLocation>
    return typeof value.latitude === 'number' && typeof value.longitude === 'number'
      ? { latitude: value.latitude, longitude: value.longitude }
      : null
  } catch {
    return null
  }
}

export const rememberLocation = (location: StoredLocation) => {
  localStorage.setItem(LOCATION_STORAGE_KEYS.userLocation, JSON.stringify(location))
  localStorage.removeItem(LOCATION_STORAGE_KEYS.locationSkipped)
}

export const rememberLocationSkipped = () =>
  localStorage.setItem(LOCATION_STORAGE_KEYS.locationSkipped, 'true')

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported'

const queryBrowserPermission = async (): Promise<PermissionState | null> => {
  if (!navigator.permissions?.query) return null
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state
  } catch {
    return null
  }
}

/** Spec 4 'Location permission on load': stored location, then the skip flag, then the browser. */
export const checkLocationPermission = async (): Promise<LocationPermission> => {
  if (readStoredLocation()) return 'granted'
  if (localStorage.getItem(LOCATION_STORAGE_KEYS.locationSkipped) !== null) return 'denied'
  const browserState = await queryBrowserPermission()
  if (browserState) return browserState
  return isGeolocationSupported() ? 'prompt' : 'unsupported'
}
