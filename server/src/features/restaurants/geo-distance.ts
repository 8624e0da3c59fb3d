import type { DistanceUnit } from '@forkcast/contract/restaurants.schemas'

const EARTH_RADIUS_METERS = 6_371_008.8
const METERS_PER_MILE = 1609.344

export interface Position {
  latitude: number
  longitude: number
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function distanceMeters(from: Position, to: Position): number {
  const deltaLatitude = toRadians(to.latitude - from.latitude)
  const deltaLongitude = toRadians(to.longitude - from.longitude)
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)))
}

type Box = [south: number, west: number, north: number, east: number]

// Coarse boxes around the US (lower 48, Alaska, Hawaii, Puerto Rico); they overlap a strip of Canada and
// Mexico near the border, where miles are still the likelier unit for our users.
const US_BOXES: Box[] = [
  [24.4, -125.0, 49.4, -66.9],
  [51.2, -179.2, 71.5, -129.9],
  [18.8, -160.3, 22.3, -154.7],
  [17.8, -67.4, 18.6, -65.2],
]

const isUsPosition = ({ latitude, longitude }: Position) =>
  US_BOXES.some(
    ([south, west, north, east]) =>
      latitude >= south && latitude <= north && longitude >= west && longitude <= east,
  )

/** mi for US positions, km elsewhere. */
export const distanceUnitFor = (position: Position, isUsZipCode: boolean): DistanceUnit =>
  isUsZipCode || isUsPosition(position) ? 'mi' : 'km'

export const toDistanceUnit = (meters: number, unit: DistanceUnit) =>
  unit === 'mi' ? meters / METERS_PER_MILE : meters / 1000

/** Rounds to ~100 m (3 decimals of a degree of latitude is 111 m) so nearby searches share a cache entry. */
export const roundPosition = ({ latitude, longitude }: Position): Position => ({
  latitude: Math.round(latitude * 1000) / 1000,
  longitude: Math.round(longitude * 1000) / 1000,
})
