import { queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULT_GENERATE_COUNT, GENERAL_FOOD_TYPE } from '@forkcast/contract/recipes.schemas'
import { fetchRecipeList } from './fetch-recipe-list'
import { recipeQueryKeys } from './recipe-query-keys'

export interface SuggestionRequest {
  /** A cuisine id, or null for every cuisine. */
  cuisineId: string | null
  ingredients: string[]
  groupId: number
  /** Bumped by 'Generate New Recipes': each round is a new request, so new recipes. */
  round: number
}

export const buildGenerateUrl = ({ cuisineId, ingredients, groupId }: Omit<SuggestionRequest, 'round'>) => {
  const params = new URLSearchParams({ count: String(DEFAULT_GENERATE_COUNT) })
  if (ingredients.length > 0) params.set('ingredients', ingredients.join(','))
  if (groupId > 0) params.set('groupId', String(groupId))
  return `/api/recipes/generate/${cuisineId ?? GENERAL_FOOD_TYPE}?${params}`
}

export const suggestionsQueryOptions = (request: SuggestionRequest) =>
  queryOptions({
    queryKey: recipeQueryKeys.suggestions({
      cuisine: request.cuisineId ?? GENERAL_FOOD_TYPE,
      ingredients: request.ingredients.join(','),
      groupId: request.groupId,
      round: request.round,
    }),
    queryFn: () => fetchRecipeList('POST', buildGenerateUrl(request)),
  })

/** Suggestions from the built-in recommender, safe for the group; a new round draws new ones. */
export const useSuggestions = (request: SuggestionRequest) => useQuery(suggestionsQueryOptions(request))
