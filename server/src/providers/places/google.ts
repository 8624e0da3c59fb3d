import { z } from 'zod'
import { getCuisine } from '@forkcast/contract/cuisines'
import {
  offersService,
  PlacesProviderError,
  type PlacesProvider,
  type PlacesQuery,
  type ProviderPlace,
} from './places-provider'
import { postToProvider } from './provider-http'

/** Only the fields we show: Google bills Text Search by the fields asked for. */
export const GOOGLE_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.rating',
  'places.priceLevel',
  'places.nationalPhoneNumber',
  'places.internationalPhoneNumber',
  'places.websiteUri',
  'places.currentOpeningHours.openNow',
  'places.takeout',
  'places.delivery',
  'places.dineIn',
].join(',')

const PRICE_LEVELS: Record<string, number | null> = {
  PRICE_LEVEL_UNSPECIFIED: null,
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
}

const GooglePlaceSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  types: z.array(z.string()).optional(),
  rating: z.number().min(0).max(5).optional(),
  priceLevel: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  currentOpeningHours: z.object({ openNow: z.boolean().optional() }).optional(),
  takeout: z.boolean().optional(),
  delivery: z.boolean().optional(),
  dineIn: z.boolean().optional(),
})

/** An empty result is `{}`: Google leaves out `places` when nothing matched. */
const GoogleSearchResponseSchema = z.object({ places: z.array(GooglePlaceSchema).optional() })

const NON_CUISINE_TYPES = new Set(['restaurant', 'food', 'point_of_interest', 'establishment', 'store'])

/** 'italian_restaurant' → 'italian'; 'cafe' and 'bakery' stay; generic types are dropped. */
const cuisineTagsOfTypes = (types: readonly string[]) =>
  types.map((type) => type.replace(/_restaurant$/, '')).filter((type) => !NON_CUISINE_TYPES.has(type))

const httpUrl = (value: string | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

function toGooglePlace(place: z.infer<typeof GooglePlaceSchema>): ProviderPlace | null {
  const name = place.displayName?.text.trim()
  if (!name) return null
  return {
    placeId: place.id,
    name,
    address: place.formattedAddress ?? null,
    cuisineTags: cuisineTagsOfTypes(place.types ?? []),
    rating: place.rating ?? null,
    priceLevel: place.priceLevel === undefined ? null : (PRICE_LEVELS[place.priceLevel] ?? null),
    phoneNumber: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
    website: httpUrl(place.websiteUri),
    // Photo media needs the API key in its address, which must not reach browsers: photos are left out.
    photos: [],
    latitude: place.location.latitude,
    longitude: place.location.longitude,
    openNow: place.currentOpeningHours?.openNow ?? null,
    openingHours: null,
    takeout: place.takeout ?? null,
    delivery: place.delivery ?? null,
    dineIn: place.dineIn ?? null,
  }
}

export function parseGoogleResponse(body: unknown, query: PlacesQuery): ProviderPlace[] {
  const parsed = GoogleSearchResponseSchema.safeParse(body)
  if (!parsed.success) throw new PlacesProviderError('google', 'answer is not a Places searchText result')
  return (parsed.data.places ?? [])
    .map(toGooglePlace)
    .filter((place): place is ProviderPlace => place !== null && offersService(place, query.serviceType))
}

/** Without a cuisine, Text Search still needs words; this one finds eating places of any kind. */
const ANY_CUISINE_TEXT_QUERY = 'restaurants'

export const buildGoogleSearchBody = (query: PlacesQuery) => ({
  textQuery:
    query.cuisine === null
      ? ANY_CUISINE_TEXT_QUERY
      : `${getCuisine(query.cuisine)?.label ?? query.cuisine} restaurant`,
  pageSize: 20,
  locationBias: {
    circle: {
      center: { latitude: query.latitude, longitude: query.longitude },
      radius: query.radiusMeters,
    },
  },
})

export interface GooglePlacesProviderOptions {
  apiKey: string
  baseUrl: string
  timeoutMs: number
}

/** Google Places API (New) Text Search over REST, with a field mask. */
export function createGooglePlacesProvider({
  apiKey,
  baseUrl,
  timeoutMs,
}: GooglePlacesProviderOptions): PlacesProvider {
  const url = new URL('/v1/places:searchText', baseUrl).toString()
  return {
    name: 'google',
    searchPlaces: async (query) => {
      const body = await postToProvider({
        provider: 'google',
        url,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': GOOGLE_FIELD_MASK,
        },
        body: JSON.stringify(buildGoogleSearchBody(query)),
        timeoutMs,
      })
      return parseGoogleResponse(body, query)
    },
  }
}
