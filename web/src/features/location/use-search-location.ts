import { useEffect, useRef, useState } from 'react'
import {
  checkLocationPermission,
  LOCATION_MAX_AGE_MS,
  readStoredLocation,
  rememberLocation,
  rememberLocationSkipped,
  requestPosition,
} from './geolocation'
import { readDiningLocation, type DiningLocation } from '@/lib/decision-flow'
import { LOCATION_STORAGE_KEYS, type StoredLocation } from './location'
import { i18next } from '@/lib/i18n'
import { notifyError } from '@/lib/toast'
import { validateZipCode } from './zip-code'

export type SearchLocationState =
  | { status: 'resolved'; location: DiningLocation }
  | { status: 'checking' }
  /** The browser has not been asked yet: show the location dialog. */
  | { status: 'prompt' }
  /** No position to be had: send the user to ZIP code entry. */
  | { status: 'needs-entry' }

/**
 * Spec 4 'Restaurant location resolution order', after a place picked for this search on the location page:
 * stored location, then stored ZIP code, then the geolocation permission (granted: fetch it; denied: an error;
 * prompt: the location dialog).
 */
const resolveAtOnce = (profileZipCode: string | null): DiningLocation | null => {
  const chosen = readDiningLocation()
  if (chosen) return chosen
  const stored = readStoredLocation()
  if (stored) return stored
  if (profileZipCode && validateZipCode(profileZipCode) === null) return { zipCode: profileZipCode.trim() }
  return null
}

export function useSearchLocation(profileZipCode: string | null) {
  const [state, setState] = useState<SearchLocationState>(() => {
    const location = resolveAtOnce(profileZipCode)
    return location ? { status: 'resolved', location } : { status: 'checking' }
  })
  const located = useRef<StoredLocation | null>(null)

  useEffect(() => {
    if (state.status !== 'checking') return
    let isCancelled = false
    const settle = (next: SearchLocationState) => {
      if (!isCancelled) setState(next)
    }
    void (async () => {
      const permission = await checkLocationPermission()
      if (isCancelled) return
      if (permission === 'granted') {
        try {
          const position = await requestPosition({ maximumAge: LOCATION_MAX_AGE_MS })
          rememberLocation(position)
          settle({ status: 'resolved', location: position })
        } catch {
          if (isCancelled) return
          notifyError(
            i18next.t('location:searchLocation.unavailableTitle'),
            i18next.t('location:searchLocation.unavailableDescription'),
          )
          settle({ status: 'needs-entry' })
        }
      } else if (permission === 'denied') {
        // Skipping is a choice, not an error: the next page calmly asks for a ZIP code or the device location.
        const isSkipped = localStorage.getItem(LOCATION_STORAGE_KEYS.locationSkipped) !== null
        if (!isSkipped)
          notifyError(
            i18next.t('location:searchLocation.deniedTitle'),
            i18next.t('location:searchLocation.deniedDescription'),
          )
        settle({ status: 'needs-entry' })
      } else if (permission === 'prompt') {
        settle({ status: 'prompt' })
      } else {
        notifyError(
          i18next.t('location:searchLocation.unsupportedTitle'),
          i18next.t('location:searchLocation.unsupportedDescription'),
        )
        settle({ status: 'needs-entry' })
      }
    })()
    return () => {
      isCancelled = true
    }
  }, [state.status])

  return {
    state,
    dialogProps: {
      open: state.status === 'prompt',
      onLocated: (location: StoredLocation) => {
        rememberLocation(location)
        located.current = location
      },
      // The dialog shows its success message before the search starts.
      onFinished: () =>
        setState(
          located.current ? { status: 'resolved', location: located.current } : { status: 'needs-entry' },
        ),
      onSkipped: () => {
        // Remembered, so the next search goes straight to the ZIP code page instead of asking again.
        if (!readStoredLocation()) rememberLocationSkipped()
        setState({ status: 'needs-entry' })
      },
    },
  }
}
