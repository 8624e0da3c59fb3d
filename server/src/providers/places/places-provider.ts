import { z } from 'zod'
import type { CuisineId } from '@forkcast/contract/cuisines'
import type { PlacesProviderName } from '@forkcast/contract/restaurants.schemas'
import type { ServiceType } from '@forkcast/contract/voting.schemas'

/** One place as a provider reported it, before distance and scoring (what the search cache stores). */
export const ProviderPlaceSchema = z.object({
  placeId: z.string().min(1),
  name: z.string().min(1),
  address: z.string().nullable(),
  /** Lower-case cuisine words as the provider tags them: 'italian', 'pizza'. */
  cuisineTags: z.array(z.string()),
  rating: z.number().min(0).max(5).nullable(),
  priceLevel: z.number().int().min(0).max(4).nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** What the provider itself said about now (Google); null when it did not say. */
  openNow: z.boolean().nullable(),
  /** An OpenStreetMap opening_hours value, evaluated when the answer is served (cached answers age). */
  openingHours: z.string().nullable(),
  takeout: z.boolean().nullable(),
  delivery: z.boolean().nullable(),
  dineIn: z.boolean().nullable(),
})
export type ProviderPlace = z.infer<typeof ProviderPlaceSchema>

export interface PlacesQuery {
  latitude: number
  longitude: number
  radiusMeters: number
  /** null: any cuisine, for a board that lists every eating place nearby. */
  cuisine: CuisineId | null
  serviceType: ServiceType
}

export interface PlacesProvider {
  readonly name: PlacesProviderName
  searchPlaces(query: PlacesQuery): Promise<ProviderPlace[]>
}

/** The provider failed, timed out or answered something we cannot read; `detail` is for the log only. */
export class PlacesProviderError extends Error {
  constructor(
    readonly provider: PlacesProviderName,
    readonly detail: string,
  ) {
    super(`${provider} places provider: ${detail}`)
  }
}

/** A place is left out only when it says it does not offer the service; most places do not say. */
export const offersService = (place: ProviderPlace, serviceType: ServiceType): boolean => {
  if (serviceType === 'delivery') return place.delivery !== false
  if (serviceType === 'takeout') return place.takeout !== false
  return place.dineIn !== false
}
