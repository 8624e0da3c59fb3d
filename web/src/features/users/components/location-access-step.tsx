import { useState } from 'react'
import { CheckCircle2, MapPin } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { notifyError } from '@/lib/toast'
import { saveLocation } from '../api/save-location'
import {
  LocationRequestError,
  ONBOARDING_LOCATION_MAX_AGE_MS,
  rememberLocation,
  requestPosition,
} from '../utils/geolocation'

interface LocationAccessStepProps {
  isEnabled: boolean
  onEnabledChange: (isEnabled: boolean) => void
}

/** Wizard 2 step 1; optional, so Next works either way. */
export const LocationAccessStep = ({ isEnabled, onEnabledChange }: LocationAccessStepProps) => {
  const [isRequesting, setRequesting] = useState(false)

  const enableLocation = async () => {
    setRequesting(true)
    try {
      const location = await requestPosition({ maximumAge: ONBOARDING_LOCATION_MAX_AGE_MS })
      rememberLocation(location)
      void saveLocation(location)
      onEnabledChange(true)
    } catch (error) {
      const isDenied = error instanceof LocationRequestError && error.isDenied
      notifyError(
        isDenied ? 'Location Access Denied' : 'Location Not Available',
        error instanceof Error ? error.message : 'Unable to access your location',
      )
      onEnabledChange(false)
    } finally {
      setRequesting(false)
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-sky-100 text-sky-700">
        <MapPin className="size-7" aria-hidden />
      </span>
      <h3 className="text-xl font-semibold">Location Access</h3>
      <p className="max-w-md text-sm text-stone-600">
        Share your location to see restaurants that deliver to you or are close by. You can skip this and turn
        it on later.
      </p>
      {isEnabled ? (
        <p role="status" className="flex items-center gap-2 font-medium text-green-700">
          <CheckCircle2 className="size-5" aria-hidden /> Location enabled
        </p>
      ) : (
        <Button onClick={() => void enableLocation()} disabled={isRequesting}>
          <MapPin aria-hidden /> {isRequesting ? 'Getting your location...' : 'Enable Location'}
        </Button>
      )}
    </div>
  )
}
