import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RecipeMood, RecipeSeason } from '@forkcast/contract/recipes.constants'
import { recommendationEndpoints } from '@forkcast/contract/recommendations.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Seasonal recipes: the given season (or today's where the user lives) and, optionally, one mood. */
export const useSeasonalRecipes = ({
  season,
  mood,
}: {
  season: RecipeSeason | null
  mood: RecipeMood | null
}) =>
  useQuery({
    ...endpointQuery(recommendationEndpoints.seasonal, {
      query: { season: season ?? undefined, mood: mood ?? undefined },
    }),
    placeholderData: keepPreviousData,
  })
