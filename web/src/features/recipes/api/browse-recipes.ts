import { useQueries } from '@tanstack/react-query'
import type { Hidden, Recipe } from '@forkcast/contract/recipes.schemas'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { keyOf } from '@/lib/api-client'
import { BROWSE_PAGE_SIZE, browseQuery, type BrowseFilters } from '../utils/browse-filters'
import { fetchRecipeList } from './fetch-recipe-list'

export interface BrowsePages {
  recipes: Recipe[]
  hidden: Hidden | null
  isPending: boolean
  /** The first page failed: nothing to show. */
  isError: boolean
  isLoadingMore: boolean
  /** A later page failed: what came before stays. */
  isLoadMoreError: boolean
  hasMore: boolean
  retry: () => void
}

/**
 * The gallery's pages, one query each, so 'Load more' fetches only the new page and Back or reload with
 * ?pages=3 shows the same three pages (from the cache when it has them).
 */
export const useBrowseRecipes = (filters: BrowseFilters, groupId: number): BrowsePages =>
  useQueries({
    queries: Array.from({ length: filters.pages }, (_, page) => {
      const query = browseQuery(filters, groupId, page)
      if (filters.foodType === null) {
        const input = { query }
        return {
          queryKey: keyOf(recipeEndpoints.browseAll, input),
          queryFn: () => fetchRecipeList(recipeEndpoints.browseAll, input),
        }
      }
      const input = { params: { foodType: filters.foodType }, query }
      return {
        queryKey: keyOf(recipeEndpoints.browse, input),
        queryFn: () => fetchRecipeList(recipeEndpoints.browse, input),
      }
    }),
    combine: (results) => {
      const first = results[0]
      const last = results.at(-1)
      // Ranking may move a recipe across a page edge; each one is shown once.
      const seen = new Set<number>()
      const recipes = results
        .flatMap((result) => result.data?.recipes ?? [])
        .filter((recipe) => (seen.has(recipe.id) ? false : (seen.add(recipe.id), true)))
      const isLoadingMore = results.length > 1 && results.some((result) => result.isPending)
      return {
        recipes,
        hidden: first?.data?.hidden ?? null,
        isPending: first?.isPending ?? true,
        isError: first?.isError ?? false,
        isLoadingMore: isLoadingMore && !results.some((result) => result.isError),
        isLoadMoreError: results.slice(1).some((result) => result.isError),
        // A full last page means there may be more; a short one is the end.
        hasMore: last?.data?.recipes.length === BROWSE_PAGE_SIZE,
        retry: () => {
          for (const result of results) if (result.isError) void result.refetch()
        },
      }
    },
  })
