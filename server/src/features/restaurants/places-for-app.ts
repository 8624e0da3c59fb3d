import type { AppContext } from '../../lib/app-context'
import { createPlacesProvider } from '../../providers/places/create-places-provider'
import type { PlacesProvider } from '../../providers/places/places-provider'

// One provider per app instance, shared by restaurant search and ordering boards: the Overpass client's
// one-request-at-a-time queue lives in it.
const providers = new WeakMap<AppContext['config'], PlacesProvider>()

export function placesProviderFor(ctx: Pick<AppContext, 'config'>): PlacesProvider {
  let places = providers.get(ctx.config)
  if (!places) {
    places = createPlacesProvider(ctx.config)
    providers.set(ctx.config, places)
  }
  return places
}
