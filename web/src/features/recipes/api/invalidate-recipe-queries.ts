import type { QueryClient } from '@tanstack/react-query'
import { recipeQueryKeys } from './recipe-query-keys'

/** After a change to any recipe or the collection. Suggestions stay: refetching them would draw new ones. */
export const invalidateRecipeQueries = (queryClient: QueryClient) =>
  Promise.all(recipeQueryKeys.reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
