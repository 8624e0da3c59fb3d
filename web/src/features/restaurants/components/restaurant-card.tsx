import type { ReactNode } from 'react'
import { Clock, MapPin, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  formatPriceLevel,
  matchLabel,
  type PlacesProviderName,
  type Restaurant,
} from '@forkcast/contract/restaurants.schemas'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { RestaurantLinks } from './restaurant-links'

const MATCH_STYLES: Record<string, string> = {
  'Excellent Match': 'bg-emerald-100 text-emerald-800',
  'Good Match': 'bg-sky-100 text-sky-800',
  Caution: 'bg-amber-100 text-amber-900',
}

/** matchLabel's English (the styles' key) to the words shown. */
const MATCH_KEYS = {
  'Excellent Match': 'restaurantCard.match.excellent',
  'Good Match': 'restaurantCard.match.good',
  Caution: 'restaurantCard.match.caution',
} as const

const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })

interface RestaurantCardProps {
  restaurant: Restaurant
  provider: PlacesProviderName
  /** The favorite heart, composed in by the page. */
  action?: ReactNode
}

export const RestaurantCard = ({ restaurant, provider, action }: RestaurantCardProps) => {
  const { t } = useTranslation('restaurants')
  const catalog = useCatalogText()
  const label = matchLabel(restaurant.matchScore)
  const englishPrice = formatPriceLevel(restaurant.priceLevel)
  const price = englishPrice === 'Free' ? t('restaurantCard.free') : englishPrice
  // 'Thai, Vietnamese': the server names a place's cuisines by their English labels.
  const cuisine = restaurant.cuisine
    ?.split(', ')
    .map((name) => catalog.cuisineLabel(name))
    .join(', ')
  const distance =
    restaurant.distanceUnit === 'mi'
      ? t('restaurantCard.distance.mi', { value: oneDecimal(restaurant.distance) })
      : restaurant.distance < 1
        ? t('restaurantCard.distance.m', { value: formatNumber(Math.round(restaurant.distance * 1000)) })
        : t('restaurantCard.distance.km', { value: oneDecimal(restaurant.distance) })
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{restaurant.name}</h2>
          <p className="text-sm text-stone-600">
            {[cuisine, price].filter(Boolean).join(' · ') || t('restaurantCard.fallbackKind')}
          </p>
        </div>
        {action}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', MATCH_STYLES[label])}>
          {t(MATCH_KEYS[label])} · {Math.round(restaurant.matchScore * 100)}%
        </span>
        <span className="inline-flex items-center gap-1 text-stone-700">
          <MapPin className="size-4" aria-hidden /> {distance}
        </span>
        {restaurant.rating !== null ? (
          <span className="inline-flex items-center gap-1 text-stone-700">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />{' '}
            {oneDecimal(restaurant.rating)}
          </span>
        ) : null}
        {restaurant.openNow !== null ? (
          <Badge variant={restaurant.openNow ? 'brand' : 'neutral'}>
            <Clock className="size-3" aria-hidden />{' '}
            {restaurant.openNow ? t('restaurantCard.openNow') : t('restaurantCard.closedNow')}
          </Badge>
        ) : null}
      </div>
      {restaurant.address ? <p className="text-sm text-stone-600">{restaurant.address}</p> : null}
      <ul
        aria-label={t('restaurantCard.whyMatches', { name: restaurant.name })}
        className="flex flex-wrap gap-1.5"
      >
        {restaurant.matchReasons.map((reason) => (
          <li key={reason} className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
            {reason}
          </li>
        ))}
      </ul>
      <RestaurantLinks
        name={restaurant.name}
        phoneNumber={restaurant.phoneNumber}
        website={restaurant.website}
        latitude={restaurant.latitude}
        longitude={restaurant.longitude}
        provider={provider}
      />
    </Card>
  )
}
