import { getCuisine, type CuisineId } from '@forkcast/contract/cuisines'
import { MAP_SERVICE_UNREACHABLE_MESSAGE, type ServiceType } from '@forkcast/contract/voting.schemas'
import {
  DEFAULT_SEARCH_RADIUS_METERS,
  formatDistance,
  PROVIDER_UNAVAILABLE_MESSAGE,
  unknownZipCodeMessage,
  type DistanceUnit,
  type Restaurant,
  type RestaurantSearch,
  type RestaurantSearchResult,
} from '@forkcast/contract/restaurants.schemas'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { lookupZipCode } from '../../providers/geo/zip-codes'
import { cuisinesOfTags, humanizeTag } from '../../providers/places/cuisine-tags'
import {
  PlacesProviderError,
  type PlacesProvider,
  type PlacesQuery,
  type ProviderPlace,
} from '../../providers/places/places-provider'
import type { UserRow } from '../users/users.repository'
import { excludedCuisinesOf } from '../users/audience.service'
import { distanceMeters, distanceUnitFor, roundPosition, toDistanceUnit, type Position } from './geo-distance'
import { computeMatchScore } from './match-score'
import { isOpenAt, solarWallClock, validTimeZone, wallClockIn } from './open-now'
import { findCachedPlaces, storeCachedPlaces } from './restaurants.repository'
import { consumeDailyUsage } from '../subscriptions/subscriptions.service'

/** A provider answer is reused for ten minutes, by every instance (it lives in the database). */
const SEARCH_CACHE_TTL_MS = 10 * 60 * 1000

const searchCacheKey = (provider: string, query: PlacesQuery) =>
  [
    provider,
    query.latitude.toFixed(3),
    query.longitude.toFixed(3),
    query.radiusMeters,
    query.cuisine,
    query.serviceType,
  ].join('|')

// Identical searches arriving together share one provider call (per provider instance, so per app instance).
const inFlightByProvider = new WeakMap<PlacesProvider, Map<string, Promise<ProviderPlace[]>>>()

async function fetchPlaces(ctx: AppContext, places: PlacesProvider, query: PlacesQuery, now: Date) {
  const key = searchCacheKey(places.name, query)
  const cached = await findCachedPlaces(ctx.db, key, now)
  if (cached) return cached
  let inFlight = inFlightByProvider.get(places)
  if (!inFlight) {
    inFlight = new Map()
    inFlightByProvider.set(places, inFlight)
  }
  const pending = inFlight.get(key)
  if (pending) return pending
  const search = (async () => {
    try {
      const found = await places.searchPlaces(query)
      // Only a readable answer is stored; a failure throws before this line.
      await storeCachedPlaces(ctx.db, {
        key,
        provider: places.name,
        places: found,
        now,
        expiresAt: new Date(now.getTime() + SEARCH_CACHE_TTL_MS),
      })
      return found
    } finally {
      inFlight.delete(key)
    }
  })()
  inFlight.set(key, search)
  return search
}

function resolvePosition(search: RestaurantSearch): { position: Position; isUsZipCode: boolean } {
  if (search.zipCode !== undefined) {
    const found = lookupZipCode(search.zipCode)
    if (!found) {
      const message = unknownZipCodeMessage(search.zipCode)
      throw new AppError('VALIDATION_ERROR', `Invalid body: zipCode: ${message}`, {
        issues: [{ path: 'zipCode', message }],
      })
    }
    return { position: { latitude: found.latitude, longitude: found.longitude }, isUsZipCode: true }
  }
  // The schema guarantees both coordinates when there is no ZIP code.
  return {
    position: { latitude: search.latitude ?? 0, longitude: search.longitude ?? 0 },
    isUsZipCode: false,
  }
}

const cuisineLabel = (id: CuisineId) => getCuisine(id)?.label ?? id

/** Our labels for the cuisines the tags name ('Italian'), else the provider's own words ('Fish and chips'). */
const describeCuisine = (tags: readonly string[]): string | null => {
  const known = cuisinesOfTags(tags)
  const labels = known.length > 0 ? known.map(cuisineLabel) : tags.slice(0, 3).map(humanizeTag)
  return labels.length > 0 ? labels.join(', ') : null
}

interface Audience {
  isGroup: boolean
  excludedCuisines: ReadonlySet<string>
}

interface RankContext {
  search: { cuisine: CuisineId | null; radius: number }
  position: Position
  unit: DistanceUnit
  audience: Audience
  localTime: (place: ProviderPlace) => Date
}

function toRestaurant(place: ProviderPlace, rank: RankContext): Restaurant | null {
  const meters = distanceMeters(rank.position, place)
  if (meters > rank.search.radius) return null
  const placeCuisines = cuisinesOfTags(place.cuisineTags)
  const chosen = rank.search.cuisine
  const isChosenCuisine = chosen !== null && placeCuisines.includes(chosen)
  const excluded = placeCuisines.filter((id) => rank.audience.excludedCuisines.has(id))
  const openNow =
    place.openNow ?? (place.openingHours ? isOpenAt(place.openingHours, rank.localTime(place)) : null)
  // Rounded once, so the reason and the number on the card always read the same.
  const distance = Math.round(toDistanceUnit(meters, rank.unit) * 100) / 100
  const chooser = rank.audience.isGroup ? 'the group' : 'you'

  const matchReasons: string[] = []
  if (isChosenCuisine) matchReasons.push(`${cuisineLabel(chosen)}, as ${chooser} chose`)
  matchReasons.push(`${formatDistance(distance, rank.unit)} away`)
  if (openNow !== null) matchReasons.push(openNow ? 'open now' : 'closed now')
  if (place.rating !== null) matchReasons.push(`rated ${place.rating.toFixed(1)}`)
  if (excluded.length > 0) {
    const names = excluded.map(cuisineLabel).join(' and ')
    matchReasons.push(
      rank.audience.isGroup ? `someone in the group excludes ${names}` : `you exclude ${names}`,
    )
  } else if (rank.audience.isGroup) {
    matchReasons.push('no one in the group excludes it')
  }

  return {
    placeId: place.placeId,
    name: place.name,
    address: place.address,
    cuisine: describeCuisine(place.cuisineTags),
    rating: place.rating,
    priceLevel: place.priceLevel,
    phoneNumber: place.phoneNumber,
    website: place.website,
    photos: place.photos,
    latitude: place.latitude,
    longitude: place.longitude,
    distance,
    distanceUnit: rank.unit,
    openNow,
    matchScore: computeMatchScore({
      isChosenCuisine,
      isExcludedByMember: excluded.length > 0,
      distanceMeters: meters,
      radiusMeters: rank.search.radius,
      rating: place.rating,
      priceLevel: place.priceLevel,
      openNow,
    }),
    matchReasons,
  }
}

/**
 * POST /api/restaurants/search: places near the caller (or a ZIP code) for the chosen cuisine and service,
 * scored for everyone in the group. Every restaurant search passes through here.
 */
export async function searchRestaurants(
  ctx: AppContext,
  {
    user,
    search,
    places,
    log,
    now = new Date(),
  }: { user: UserRow; search: RestaurantSearch; places: PlacesProvider; log: FastifyBaseLogger; now?: Date },
): Promise<RestaurantSearchResult> {
  const { position, isUsZipCode } = resolvePosition(search)
  const groupId = search.groupId ?? 0
  // Answers 404 for a group the caller is not in, before any provider is asked. Alone, the caller's own row
  // (loaded with the session) already holds their exclusions.
  const excludedFoodTypes = await excludedCuisinesOf(ctx, {
    user,
    groupId: groupId > 0 ? groupId : undefined,
  })
  // Counted before the provider is asked: a refused search (403 LIMIT_REACHED) costs nothing and writes nothing.
  await consumeDailyUsage(ctx, { userId: user.id, kind: 'restaurantSearches' })

  const center = roundPosition(position)
  const query: PlacesQuery = {
    ...center,
    radiusMeters: search.radius,
    cuisine: search.cuisine,
    serviceType: search.serviceType,
  }
  let found: ProviderPlace[]
  try {
    found = await fetchPlaces(ctx, places, query, now)
  } catch (error) {
    if (error instanceof PlacesProviderError) {
      // What went wrong is for the operator; the person searching gets the spec's sentence.
      log.warn({ provider: error.provider, detail: error.detail }, 'places provider failed')
      throw new AppError('PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
  const unit = distanceUnitFor(position, isUsZipCode)
  const restaurants = rankPlaces(found, {
    user,
    search,
    position,
    unit,
    audience: { isGroup: groupId > 0, excludedCuisines: new Set(excludedFoodTypes) },
    now,
  })
  return { restaurants, provider: places.name, distanceUnit: unit, center: position }
}

/** Places within the radius as restaurants, best match first, with the reasons a card shows. */
function rankPlaces(
  found: ProviderPlace[],
  { user, now, ...context }: Omit<RankContext, 'localTime'> & { user: Pick<UserRow, 'timezone'>; now: Date },
): Restaurant[] {
  const timeZone = validTimeZone(user.timezone)
  const zonedNow = timeZone ? wallClockIn(timeZone, now) : null
  const rank: RankContext = {
    ...context,
    localTime: (place) => zonedNow ?? solarWallClock(place.longitude, now),
  }
  return found
    .map((place) => toRestaurant(place, rank))
    .filter((restaurant): restaurant is Restaurant => restaurant !== null)
    .sort((a, b) => b.matchScore - a.matchScore || a.distance - b.distance)
}

/**
 * An ordering board's places: near the starter, of the cuisine (or any), for the service, scored for everyone
 * voting. A provider that cannot be reached costs nothing: the daily limit counts only an answered search.
 */
export async function findPlacesForBoard(
  ctx: AppContext,
  {
    user,
    groupId,
    cuisine,
    serviceType,
    position,
    excludedFoodTypes,
    places,
    log,
    now = new Date(),
  }: {
    user: UserRow
    groupId: number | null
    cuisine: CuisineId | null
    serviceType: ServiceType
    position: Position
    excludedFoodTypes: readonly string[]
    places: PlacesProvider
    log: Pick<FastifyBaseLogger, 'warn'>
    now?: Date
  },
): Promise<Restaurant[]> {
  const radius = DEFAULT_SEARCH_RADIUS_METERS
  const query: PlacesQuery = { ...roundPosition(position), radiusMeters: radius, cuisine, serviceType }
  let found: ProviderPlace[]
  try {
    found = await fetchPlaces(ctx, places, query, now)
  } catch (error) {
    if (error instanceof PlacesProviderError) {
      log.warn({ provider: error.provider, detail: error.detail }, 'places provider failed for a board')
      throw new AppError('PROVIDER_UNAVAILABLE', MAP_SERVICE_UNREACHABLE_MESSAGE)
    }
    throw error
  }
  await consumeDailyUsage(ctx, { userId: user.id, kind: 'restaurantSearches', groupId: groupId ?? undefined })
  return rankPlaces(found, {
    user,
    now,
    search: { cuisine, radius },
    position,
    unit: distanceUnitFor(position, false),
    audience: { isGroup: groupId !== null, excludedCuisines: new Set(excludedFoodTypes) },
  })
}
