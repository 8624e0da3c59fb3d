import { useEffect, useState } from 'react'
import { MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useParams, useSearchParams } from 'react-router'
import { getCuisine } from '@forkcast/contract/cuisines'
import {
  DEFAULT_SEARCH_RADIUS_METERS,
  MAX_SEARCH_RADIUS_METERS,
  type RestaurantSearchInput,
} from '@forkcast/contract/restaurants.schemas'
import { mapsSearchUrl, SERVICE_TYPES, type ServiceType } from '@forkcast/contract/voting.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAddFavorite, useFavorites, useRemoveFavorite } from '@/features/favorites/api/favorites'
import { FavoriteHeart } from '@/features/favorites/components/favorite-heart'
import { useRestaurantSearch } from '@/features/restaurants/api/search-restaurants'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'
import { NoRestaurantsFound } from '@/features/restaurants/components/no-restaurants-found'
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card'
import { ShowMeAroundButton } from '@/features/tours/show-me-around'
import { LocationPermissionDialog } from '@/features/location/components/location-permission-dialog'
import { ApiError } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { readChosenFoodType, readRestaurantSearchParams, storeChosenFoodType } from '@/lib/decision-flow'
import { notifyError } from '@/lib/toast'
import { PageLayout } from '../page-layout'
import { RedirectWithToast } from '../redirect-with-toast'
import { useDecisionGroup } from '../use-decision-group'
import { useSearchLocation } from '@/features/location/use-search-location'

const RADIUS_OPTIONS = [
  { meters: DEFAULT_SEARCH_RADIUS_METERS, label: '5 km (3 mi)' },
  { meters: 15_000, label: '15 km (9 mi)' },
  { meters: MAX_SEARCH_RADIUS_METERS, label: '50 km (31 mi)' },
]

const isServiceType = (value: string | undefined): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value ?? '')

/** /restaurant-results and /restaurants/{cuisine}/{serviceType}/{styleType}: places near the group, scored. */
export const RestaurantResultsPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'restaurantResults' })
  const { t: tShared } = useTranslation('app', { keyPrefix: 'shared' })
  const catalog = useCatalogText()
  const params = useParams()
  const [query] = useSearchParams()
  const stored = readRestaurantSearchParams()
  const chosen = readChosenFoodType()
  const cuisine = getCuisine(params.cuisine ?? query.get('cuisine') ?? stored.cuisine ?? chosen?.id ?? '')
  const requestedService = params.serviceType ?? query.get('serviceType') ?? stored.serviceType
  const serviceType: ServiceType = isServiceType(requestedService) ? requestedService : 'dine-in'
  // Links forward the group exactly as the address named it; the search treats none as the user alone.
  const linkGroupId = useDecisionGroup(user).group?.id
  const groupId = linkGroupId ?? 0
  const [radius, setRadius] = useState(DEFAULT_SEARCH_RADIUS_METERS)
  const { state: locationState, dialogProps } = useSearchLocation(user.zipCode)

  const search: RestaurantSearchInput | null =
    cuisine && locationState.status === 'resolved'
      ? {
          cuisine: cuisine.id,
          serviceType,
          radius,
          ...(groupId > 0 ? { groupId } : {}),
          ...locationState.location,
        }
      : null
  const results = useRestaurantSearch(search)
  const favorites = useFavorites()
  const addFavorite = useAddFavorite()
  const removeFavorite = useRemoveFavorite()

  const error = results.error
  useEffect(() => {
    if (error instanceof ApiError && error.body?.code === 'PROVIDER_UNAVAILABLE') {
      notifyError(t('searchFailed'), t('searchFailedText'))
    }
  }, [error, t])

  if (!cuisine) return <RedirectWithToast to={paths.home.getHref()} title={t('noCuisine')} />
  if (locationState.status === 'needs-entry') {
    // The location page reads the chosen cuisine; keep it when arriving from a link with ?cuisine=.
    if (chosen?.id !== cuisine.id) storeChosenFoodType({ id: cuisine.id, label: cuisine.label })
    return <Navigate to={paths.diningLocation.getHref(serviceType, 'casual', linkGroupId)} replace />
  }

  const locationText =
    locationState.status === 'resolved'
      ? 'zipCode' in locationState.location
        ? t('nearZip', { zipCode: locationState.location.zipCode })
        : t('nearYou')
      : tShared('findingWhereYouAre')
  const cuisineLabel = catalog.cuisineLabel(cuisine.id)
  const favoriteByPlace = new Map((favorites.data ?? []).map((favorite) => [favorite.placeId, favorite]))
  const restaurants = results.data?.restaurants ?? []

  return (
    <PageLayout>
      <LocationPermissionDialog {...dialogProps} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t(`heading.${serviceType}`, { cuisine: cuisineLabel })}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {locationText}
            </span>
            <Link
              to={paths.diningLocation.getHref(serviceType, 'casual', linkGroupId)}
              onClick={() => storeChosenFoodType({ id: cuisine.id, label: cuisine.label })}
              className={buttonVariants({ variant: 'link', size: 'sm' })}
            >
              {t('changeLocation')}
            </Link>
            <Link
              to={paths.diningService.getHref(linkGroupId)}
              onClick={() => storeChosenFoodType({ id: cuisine.id, label: cuisine.label })}
              className={buttonVariants({ variant: 'link', size: 'sm' })}
            >
              {t('changeService')}
            </Link>
            <ShowMeAroundButton />
            <label className="inline-flex items-center gap-2">
              {t('within')}
              <select
                value={radius}
                onChange={(event) => setRadius(Number(event.target.value))}
                className="rounded-lg border border-stone-300 bg-white px-2 py-1"
              >
                {RADIUS_OPTIONS.map((option) => (
                  <option key={option.meters} value={option.meters}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        {locationState.status !== 'resolved' || results.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('finding')} />
          </div>
        ) : results.isError && isUpgradeError(results.error) ? (
          // Out of searches for today (or a plan feature): an offer to upgrade, not a failure.
          <UpgradePrompt error={results.error} className="mx-auto my-8 max-w-xl" />
        ) : results.isError ? (
          <SearchError
            error={results.error}
            isRetrying={results.isFetching}
            onRetry={() => void results.refetch()}
          />
        ) : restaurants.length === 0 ? (
          <NoRestaurantsFound
            cuisineLabel={cuisineLabel}
            isOpenStreetMap={results.data.provider === 'osm'}
            onWiden={
              radius < MAX_SEARCH_RADIUS_METERS ? () => setRadius(MAX_SEARCH_RADIUS_METERS) : undefined
            }
            mapsHref={mapsSearchUrl(t('mapsQuery', { cuisine: cuisineLabel }), locationState.location)}
            cookHref={paths.recipes.getHref({ cuisine: cuisine.id, groupId: linkGroupId })}
            otherCuisineHref={paths.elimination.getHref('cuisine', linkGroupId)}
          />
        ) : (
          <ul aria-label={t('listLabel')} data-tour="restaurant-list" className="flex flex-col gap-4">
            {restaurants.map((restaurant) => {
              const favorite = favoriteByPlace.get(restaurant.placeId)
              return (
                <li key={restaurant.placeId}>
                  <RestaurantCard
                    restaurant={restaurant}
                    provider={results.data.provider}
                    action={
                      <FavoriteHeart
                        name={restaurant.name}
                        isFavorite={favorite !== undefined}
                        onToggle={() =>
                          favorite
                            ? removeFavorite.mutate(favorite)
                            : addFavorite.mutate({
                                placeId: restaurant.placeId,
                                name: restaurant.name,
                                address: restaurant.address,
                                cuisine: restaurant.cuisine,
                                rating: restaurant.rating,
                                priceLevel: restaurant.priceLevel,
                                phoneNumber: restaurant.phoneNumber,
                                website: restaurant.website,
                                photoUrl: restaurant.photos[0] ?? null,
                                // A decision's place becomes that family's favorite; alone, the server picks.
                                ...(groupId > 0 ? { groupId } : {}),
                              })
                        }
                      />
                    }
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </PageLayout>
  )
}

const SearchError = ({
  error,
  isRetrying,
  onRetry,
}: {
  error: Error
  isRetrying: boolean
  onRetry: () => void
}) => {
  const { t } = useTranslation('app', { keyPrefix: 'restaurantResults' })
  const catalog = useCatalogText()
  const isBadLocation = error instanceof ApiError && error.status === 400
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <h2 className="text-xl font-semibold">{t('searchFailed')}</h2>
      <p className="max-w-md text-stone-600">
        {isBadLocation
          ? catalog.message(error.body?.issues?.[0]?.message ?? error.serverMessage ?? '')
          : t('searchFailedRetry')}
      </p>
      {isBadLocation ? null : (
        <Button disabled={isRetrying} onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  )
}
