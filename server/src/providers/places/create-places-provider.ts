import type { Config } from '../../config'
import { createGooglePlacesProvider } from './google'
import { createOverpassProvider } from './osm-overpass'
import type { PlacesProvider } from './places-provider'

class PlacesConfigError extends Error {}

/** PLACES_PROVIDER=auto picks Google when a key is set, else OpenStreetMap; google without a key is an error. */
export function createPlacesProvider(config: Config): PlacesProvider {
  const wantsGoogle =
    config.PLACES_PROVIDER === 'google' ||
    (config.PLACES_PROVIDER === 'auto' && config.GOOGLE_PLACES_API_KEY !== undefined)
  if (wantsGoogle) {
    if (!config.GOOGLE_PLACES_API_KEY) {
      throw new PlacesConfigError('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY')
    }
    return createGooglePlacesProvider({
      apiKey: config.GOOGLE_PLACES_API_KEY,
      baseUrl: config.GOOGLE_PLACES_BASE_URL,
      timeoutMs: config.PLACES_TIMEOUT_MS,
    })
  }
  return createOverpassProvider({ url: config.OVERPASS_URL, timeoutMs: config.PLACES_TIMEOUT_MS })
}
