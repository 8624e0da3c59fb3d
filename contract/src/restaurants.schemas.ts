import { z } from 'zod'
import { CUISINE_IDS } from './cuisines'
import { SERVICE_TYPES } from './voting.schemas'
import { idNumber, safeString } from './common.schemas'
import { DISTANCE_UNITS, type DistanceUnit } from './distance'

/** Spec 9: the default search radius in metres; the providers accept at most 50 km. */
export const DEFAULT_SEARCH_RADIUS_METERS = 5000
export const MAX_SEARCH_RADIUS_METERS = 50_000
export const MIN_SEARCH_RADIUS_METERS = 100

export const PROVIDER_UNAVAILABLE_MESSAGE = 'Search Failed: Unable to find restaurants in your area.'

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/
export const ZIP_CODE_REQUIRED_MESSAGE = 'Please enter a valid zip code.'
export const ZIP_CODE_FORMAT_MESSAGE = 'Please enter a valid 5-digit zip code (e.g., 12345).'
export const unknownZipCodeMessage = (zipCode: string) =>
  `We could not find ZIP code ${zipCode}. Enter a 5-digit US ZIP code, or use your current location.`

/** A US ZIP code as people type it: the search's rule, and the dining location form's. */
export const ZipCodeSchema = safeString('ZIP code', { error: ZIP_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, ZIP_CODE_REQUIRED_MESSAGE)
  .max(10, ZIP_CODE_FORMAT_MESSAGE)
  .regex(ZIP_CODE_PATTERN, ZIP_CODE_FORMAT_MESSAGE)
/** The ZIP code form on the dining location page. */
export const ZipCodeFormSchema = z.object({ zipCode: ZipCodeSchema })

/** Spec 9 match labels. */
export const MATCH_LABEL_THRESHOLDS = { excellent: 0.8, good: 0.6 } as const

export const PLACES_PROVIDERS = ['google', 'osm'] as const
export type PlacesProviderName = (typeof PLACES_PROVIDERS)[number]

export { DISTANCE_UNITS, type DistanceUnit } from './distance'

const lowerTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

export const RestaurantSearchSchema = z
  .object({
    cuisine: z.preprocess(
      lowerTrimmed,
      z.enum(CUISINE_IDS, { error: 'Choose one of the cuisines the group can vote on, e.g. italian' }),
    ),
    radius: z.coerce
      .number({ error: 'Radius must be a number of metres' })
      .int('Radius must be a whole number of metres')
      .min(MIN_SEARCH_RADIUS_METERS, `Radius must be at least ${MIN_SEARCH_RADIUS_METERS} metres`)
      .max(MAX_SEARCH_RADIUS_METERS, `Radius must be at most ${MAX_SEARCH_RADIUS_METERS} metres (50 km)`)
      .default(DEFAULT_SEARCH_RADIUS_METERS),
    serviceType: z.preprocess(
      lowerTrimmed,
      z.enum(SERVICE_TYPES, { error: 'Service type must be dine-in, takeout or delivery' }),
    ),
    groupId: idNumber('groupId', { min: 0 }).optional(),
    latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90).optional(),
    longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180).optional(),
    zipCode: ZipCodeSchema.optional(),
  })
  .superRefine((search, context) => {
    const hasLatitude = search.latitude !== undefined
    const hasLongitude = search.longitude !== undefined
    if (hasLatitude !== hasLongitude) {
      context.addIssue({
        code: 'custom',
        path: [hasLatitude ? 'longitude' : 'latitude'],
        message: 'Send both latitude and longitude, or a ZIP code instead',
      })
    } else if (!hasLatitude && search.zipCode === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['zipCode'],
        message: 'Share your location or enter a 5-digit ZIP code to search near you',
      })
    } else if (hasLatitude && search.zipCode !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['zipCode'],
        message: 'Send either a ZIP code or latitude and longitude, not both',
      })
    }
  })
export type RestaurantSearch = z.infer<typeof RestaurantSearchSchema>
export type RestaurantSearchInput = z.input<typeof RestaurantSearchSchema>

export const RestaurantSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** What the place serves, as people say it ('Italian, Pizza'), when the provider knows. */
  cuisine: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  /** 0 free … 4 very expensive; null when unknown. */
  priceLevel: z.number().int().min(0).max(4).nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  /** From the searched position, in distanceUnit (mi for US positions, km elsewhere). */
  distance: z.number().min(0),
  distanceUnit: z.enum(DISTANCE_UNITS),
  /** null when the opening hours are not known. */
  openNow: z.boolean().nullable(),
  matchScore: z.number().min(0).max(1),
  /** Short phrases saying why it scored as it did: 'Italian, as the group chose', '0.4 mi away'. */
  matchReasons: z.array(z.string()),
})
export type Restaurant = z.infer<typeof RestaurantSchema>

export const RestaurantSearchResultSchema = z.object({
  restaurants: z.array(RestaurantSchema),
  /** Which provider answered: the page explains an empty OpenStreetMap answer differently. */
  provider: z.enum(PLACES_PROVIDERS),
  distanceUnit: z.enum(DISTANCE_UNITS),
  /** The position searched around (the ZIP code's centre when a ZIP code was sent). */
  center: z.object({ latitude: z.number(), longitude: z.number() }),
})
export type RestaurantSearchResult = z.infer<typeof RestaurantSearchResultSchema>

/** Spec 9: 'Free' for 0, otherwise one dollar sign per level, at most four. */
export const formatPriceLevel = (priceLevel: number | null): string | null => {
  if (priceLevel === null) return null
  if (priceLevel <= 0) return 'Free'
  return '$'.repeat(Math.min(Math.round(priceLevel), 4))
}

/** Spec 9: at least 0.8 Excellent Match, at least 0.6 Good Match, otherwise Caution. */
export const matchLabel = (score: number) =>
  score >= MATCH_LABEL_THRESHOLDS.excellent
    ? 'Excellent Match'
    : score >= MATCH_LABEL_THRESHOLDS.good
      ? 'Good Match'
      : 'Caution'

/** Spec 9: mi with one decimal; km with one decimal, or metres below 1 km. */
export const formatDistance = (distance: number, unit: DistanceUnit): string => {
  if (unit === 'mi') return `${distance.toFixed(1)} mi`
  if (distance < 1) return `${Math.round(distance * 1000)} m`
  return `${distance.toFixed(1)} km`
}
