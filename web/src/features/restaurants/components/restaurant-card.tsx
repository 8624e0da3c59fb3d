import type { ReactNode } from 'react'
import { Clock, MapPin, Star } from 'lucide-react'
import {
  formatDistance,
  formatPriceLevel,
  matchLabel,
  type PlacesProviderName,
  type Restaurant,
} from '@forkcast/contract/restaurants.schemas'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { RestaurantLinks } from './restaurant-links'

const MATCH_STYLES: Record<string, string> = {
  'Excellent Match': 'bg-emerald-100 text-emerald-800',
  'Good Match': 'bg-sky-100 text-sky-800',
  Caution: 'bg-amber-100 text-amber-900',
}

interface RestaurantCardProps {
  restaurant: Restaurant
  provider: PlacesProviderName
  /** The favorite heart, composed in by the page. */
  action?: ReactNode
}

export const RestaurantCard = ({ restaurant, provider, action }: RestaurantCardProps) => {
  const label = matchLabel(restaurant.matchScore)
  const price = formatPriceLevel(restaurant.priceLevel)
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{restaurant.name}</h2>
          <p className="text-sm text-stone-600">
            {[restaurant.cuisine, price].filter(Boolean).join(' · ') || 'Restaurant'}
          </p>
        </div>
        {action}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', MATCH_STYLES[label])}>
          {label} · {Math.round(restaurant.matchScore * 100)}%
        </span>
        <span className="inline-flex items-center gap-1 text-stone-700">
          <MapPin className="size-4" aria-hidden />{' '}
          {formatDistance(restaurant.distance, restaurant.distanceUnit)}
        </span>
        {restaurant.rating !== null ? (
          <span className="inline-flex items-center gap-1 text-stone-700">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />{' '}
            {restaurant.rating.toFixed(1)}
          </span>
        ) : null}
        {restaurant.openNow !== null ? (
          <Badge variant={restaurant.openNow ? 'brand' : 'neutral'}>
            <Clock className="size-3" aria-hidden /> {restaurant.openNow ? 'Open now' : 'Closed now'}
          </Badge>
        ) : null}
      </div>
      {restaurant.address ? <p className="text-sm text-stone-600">{restaurant.address}</p> : null}
      <ul aria-label={`Why ${restaurant.name} matches`} className="flex flex-wrap gap-1.5">
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
