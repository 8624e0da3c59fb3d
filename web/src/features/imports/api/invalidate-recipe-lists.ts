import type { QueryClient } from '@tanstack/react-query'

/** The caller's imported recipes; under '/api/recipes' so every recipe refresh reaches it too. */
export const importedRecipesQueryKey = ['/api/recipes', 'imported'] as const

/**
 * New recipes show in the collection, search, browse and the imported list. Suggestions stay: refetching
 * them would draw new ones in place of what is on screen.
 */
export const invalidateRecipeLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/user/recipes'] }),
    queryClient.invalidateQueries({
      queryKey: ['/api/recipes'],
      predicate: (query) => query.queryKey[1] !== 'generate',
    }),
  ])
