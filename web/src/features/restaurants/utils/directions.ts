import type { PlacesProviderName } from '@forkcast/contract/restaurants.schemas'

interface Destination {
  name: string
  latitude: number
  longitude: number
}

/**
 * Directions by coordinates: the phone's map app on iOS and Android, otherwise the web map of the provider
 * the place came from (OpenStreetMap or Google Maps).
 */
export function getDirectionsHref(
  destination: Destination,
  provider: PlacesProviderName,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  const coordinates = `${destination.latitude.toFixed(6)},${destination.longitude.toFixed(6)}`
  if (/iPhone|iPad|iPod/i.test(userAgent)) {
    return `maps://?daddr=${coordinates}&q=${encodeURIComponent(destination.name)}`
  }
  if (/Android/i.test(userAgent)) {
    return `geo:${coordinates}?q=${coordinates}(${encodeURIComponent(destination.name)})`
  }
  if (provider === 'google') {
    return `https://www.google.com/maps/dir/?api=1&destination=${coordinates}`
  }
  return `https://www.openstreetmap.org/directions?to=${coordinates}`
}

/** tel: link digits, keeping a leading +. */
export const getPhoneHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`
