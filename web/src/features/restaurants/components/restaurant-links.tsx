import { Globe, Navigation, Phone } from 'lucide-react'
import type { PlacesProviderName } from '@forkcast/contract/restaurants.schemas'
import { buttonVariants } from '@/components/ui/button'
import { getDirectionsHref, getPhoneHref } from '../utils/directions'

interface RestaurantLinksProps {
  name: string
  phoneNumber: string | null
  website: string | null
  latitude: number
  longitude: number
  provider: PlacesProviderName
}

const LINK_CLASS = buttonVariants({ variant: 'secondary', size: 'sm' })

/** Call, website and directions, each only when we have what it needs. */
export const RestaurantLinks = ({
  name,
  phoneNumber,
  website,
  latitude,
  longitude,
  provider,
}: RestaurantLinksProps) => (
  <div className="flex flex-wrap gap-2">
    {phoneNumber ? (
      <a href={getPhoneHref(phoneNumber)} className={LINK_CLASS} aria-label={`Call ${name}`}>
        <Phone aria-hidden /> Call
      </a>
    ) : null}
    {website ? (
      <a
        href={website}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK_CLASS}
        aria-label={`${name} website`}
      >
        <Globe aria-hidden /> Website
      </a>
    ) : null}
    <a
      href={getDirectionsHref({ name, latitude, longitude }, provider)}
      target="_blank"
      rel="noopener noreferrer"
      className={LINK_CLASS}
      aria-label={`Directions to ${name}`}
    >
      <Navigation aria-hidden /> Directions
    </a>
  </div>
)
