import { useState } from 'react'
import { MapPin, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { hasLocationDecision } from '@/lib/location'

const LOCATION_BANNER_DISMISSED_KEY = 'locationBannerDismissed'

const shouldShowBanner = () =>
  !hasLocationDecision() && sessionStorage.getItem(LOCATION_BANNER_DISMISSED_KEY) === null

interface LocationBannerProps {
  /** Asks for the location; the banner hides itself once a location is stored. */
  onEnable: () => Promise<unknown>
}

/** Offered while we know nothing about the user's location; dismissing hides it for this browser session. */
export const LocationBanner = ({ onEnable }: LocationBannerProps) => {
  const [isVisible, setVisible] = useState(shouldShowBanner)
  const [isRequesting, setRequesting] = useState(false)
  if (!isVisible) return null

  const enable = async () => {
    setRequesting(true)
    try {
      await onEnable()
    } finally {
      setRequesting(false)
      setVisible(shouldShowBanner())
    }
  }
  const dismiss = () => {
    sessionStorage.setItem(LOCATION_BANNER_DISMISSED_KEY, 'true')
    setVisible(false)
  }

  return (
    <section
      aria-label="Location services"
      className="relative flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:flex-row sm:items-center"
    >
      <MapPin className="hidden size-6 shrink-0 text-sky-700 sm:block" aria-hidden />
      <p className="flex-1 pr-8 text-sm text-sky-950 sm:pr-0">
        <strong className="font-semibold">Find restaurants near you.</strong> Share your location so we can
        suggest places that deliver or are close by.
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" disabled={isRequesting} onClick={() => void enable()}>
          <MapPin aria-hidden /> {isRequesting ? 'Locating...' : 'Enable location'}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss location banner"
          className="absolute right-2 top-2 sm:static"
          onClick={dismiss}
        >
          <X aria-hidden />
        </Button>
      </div>
    </section>
  )
}
