import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CuisineId } from '@forkcast/contract/cuisines'
import { DEFAULT_GENERATE_COUNT, GENERAL_FOOD_TYPE } from '@forkcast/contract/recipes.schemas'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { keyOf, type EndpointInput } from '@/lib/api-client'
import { fetchRecipeList } from './fetch-recipe-list'

export interface SuggestionRequest {
  /** A cuisine, or null for every cuisine. */
  cuisineId: CuisineId | null
  ingredients: string[]
  groupId: number
  /** Bumped by 'Generate New Recipes': each round is a new request, so new recipes. */
  round: number
}

const generateInput = ({
  cuisineId,
  ingredients,
  groupId,
}: SuggestionRequest): EndpointInput<typeof recipeEndpoints.generate> => ({
  params: { foodType: cuisineId ?? GENERAL_FOOD_TYPE },
  query: {
    count: DEFAULT_GENERATE_COUNT,
    ingredients: ingredients.length > 0 ? ingredients.join(',') : undefined,
    groupId: groupId > 0 ? groupId : undefined,
  },
})

export const suggestionsQueryOptions = (request: SuggestionRequest) => {
  const input = generateInput(request)
  return queryOptions({
    // The round is not sent, but each one is its own set of suggestions.
    queryKey: [...keyOf(recipeEndpoints.generate, input), { round: request.round }],
    queryFn: () => fetchRecipeList(recipeEndpoints.generate, input),
  })
}

/** Suggestions from the built-in recommender, safe for the group; a new round draws new ones. */
export const useSuggestions = (request: SuggestionRequest) => useQuery(suggestionsQueryOptions(request))
