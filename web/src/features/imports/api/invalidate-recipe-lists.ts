import type { QueryClient } from '@tanstack/react-query'
import { endpointKey } from '@forkcast/contract/endpoint'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'

/** Recipe reads with a path of their own: the collection, search, all cuisines, group allergies, imported. */
const recipeListKeys = [
  endpointKey(recipeEndpoints.collection),
  endpointKey(recipeEndpoints.search),
  endpointKey(recipeEndpoints.browseAll),
  endpointKey(recipeEndpoints.groupAllergies),
  endpointKey(importEndpoints.imported),
]

/** The bare /api/recipes: the prefix of each recipe's detail and each cuisine's browse. */
const recipesPrefix = endpointKey(recipeEndpoints.saveAtRoot)

/**
 * New recipes show in the collection, search, browse and the imported list. Suggestions stay: refetching
 * them would draw new ones in place of what is on screen.
 */
export const invalidateRecipeLists = (queryClient: QueryClient) =>
  Promise.all([
    ...recipeListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({
      queryKey: recipesPrefix,
      // Suggestions keyed under the bare prefix ('/api/recipes', 'generate', …) stay as they are.
      predicate: (query) => query.queryKey[1] !== 'generate',
    }),
  ])
