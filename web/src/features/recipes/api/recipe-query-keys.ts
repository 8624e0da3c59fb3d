import type { CollectionFilters } from '../utils/collection-filters'

/** Every recipe query starts with '/api/recipes' or '/api/user/recipes', so one prefix refreshes them all. */
export const recipeQueryKeys = {
  all: ['/api/recipes'],
  recipe: (recipeId: number, groupId: number) => ['/api/recipes', 'detail', recipeId, groupId],
  search: (params: Record<string, string>) => ['/api/recipes', 'search', params],
  suggestions: (params: Record<string, string | number>) => ['/api/recipes', 'generate', params],
  browse: (url: string) => ['/api/recipes', 'browse', url],
  collection: (groupId: number, filters: CollectionFilters) => ['/api/user/recipes', groupId, filters],
  collectionAll: ['/api/user/recipes'],
} as const
