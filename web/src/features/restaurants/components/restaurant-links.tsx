import { Globe, Navigation, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
}: RestaurantLinksProps) => {
  const { t } = useTranslation('restaurants')
  return (
    <div className="flex flex-wrap gap-2">
      {phoneNumber ? (
        <a
          href={getPhoneHref(phoneNumber)}
          className={LINK_CLASS}
          aria-label={t('restaurantLinks.callLabel', { name })}
        >
          <Phone aria-hidden /> {t('restaurantLinks.call')}
        </a>
      ) : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
          aria-label={t('restaurantLinks.websiteLabel', { name })}
        >
          <Globe aria-hidden /> {t('restaurantLinks.website')}
        </a>
      ) : null}
      <a
        href={getDirectionsHref({ name, latitude, longitude }, provider)}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK_CLASS}
        aria-label={t('restaurantLinks.directionsLabel', { name })}
      >
        <Navigation aria-hidden /> {t('restaurantLinks.directions')}
      </a>
    </div>
  )
}
