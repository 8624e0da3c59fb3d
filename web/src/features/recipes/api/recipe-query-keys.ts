import { endpointKey, type EndpointDefinition } from '@forkcast/contract/endpoint'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { keyOf } from '@/lib/api-client'

/** What every key of an endpoint with path parameters starts with: its path before the first parameter. */
const keyBeforeParams = (endpoint: EndpointDefinition): readonly unknown[] =>
  endpointKey({ path: `/${endpoint.path.slice(1, endpoint.path.indexOf('/:'))}` })

export const recipeQueryKeys = {
  /** One recipe and a cuisine's browse pages: ['/api/recipes', id or cuisine, …]. */
  byIdOrCuisine: keyBeforeParams(recipeEndpoints.get),
  /** Every round of suggestions, whatever the cuisine. */
  suggestions: keyBeforeParams(recipeEndpoints.generate),
  /**
   * Every read a change to a recipe or the collection can make stale. Suggestions stay out: refetching them
   * would draw new ones in place of what is on screen.
   */
  reads: [
    keyBeforeParams(recipeEndpoints.get),
    keyOf(recipeEndpoints.search),
    keyOf(recipeEndpoints.browseAll),
    keyOf(recipeEndpoints.groupAllergies),
    keyOf(recipeEndpoints.collection),
    keyOf(importEndpoints.imported),
  ],
} as const
