import { useCallback, useEffect, useRef, useState } from 'react'
import type { StoredLocation } from '@/lib/location'
import { saveLocation } from '../api/save-location'
import {
  checkLocationPermission,
  LOCATION_MAX_AGE_MS,
  readStoredLocation,
  rememberLocation,
  rememberLocationSkipped,
  requestPosition,
} from '../utils/geolocation'

const storeLocation = (location: StoredLocation) => {
  rememberLocation(location)
  void saveLocation(location)
}

/**
 * The location dialog's state. With `checkOnLoad` it follows spec 4 'Location permission on load';
 * `open()` shows it on demand and resolves once the user has a location or went on without one.
 */
export const useLocationPrompt = ({ checkOnLoad }: { checkOnLoad: boolean }) => {
  const [isOpen, setOpen] = useState(false)
  const settle = useRef<(() => void) | null>(null)

  useEffect(() => {
    if (!checkOnLoad) return
    let isCurrent = true
    void checkLocationPermission().then((permission) => {
      if (!isCurrent) return
      if (permission === 'prompt') setOpen(true)
      // The browser already allows it: take the position quietly, there is nothing to ask.
      if (permission === 'granted' && !readStoredLocation()) {
        requestPosition({ maximumAge: LOCATION_MAX_AGE_MS }).then(storeLocation, () => undefined)
      }
    })
    return () => {
      isCurrent = false
    }
  }, [checkOnLoad])

  const close = useCallback(() => {
    setOpen(false)
    settle.current?.()
    settle.current = null
  }, [])

  const open = useCallback(
    () =>
      new Promise<void>((resolve) => {
        settle.current = resolve
        setOpen(true)
      }),
    [],
  )

  const skip = useCallback(() => {
    if (!readStoredLocation()) rememberLocationSkipped()
    close()
  }, [close])

  return { open, dialogProps: { open: isOpen, onLocated: storeLocation, onFinished: close, onSkipped: skip } }
}
