import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SeasonalResultSchema } from '@forkcast/contract/discovery.schemas'
import type { RecipeMood, RecipeSeason } from '@forkcast/contract/recipes.constants'
import { apiGet } from '@/lib/api-client'
import { discoveryQueryKeys } from './discovery-query-keys'

/** Seasonal recipes: the given season (or today's where the user lives) and, optionally, one mood. */
export const useSeasonalRecipes = ({
  season,
  mood,
}: {
  season: RecipeSeason | null
  mood: RecipeMood | null
}) =>
  useQuery({
    queryKey: discoveryQueryKeys.seasonal(season ?? 'current', mood ?? 'any', 0),
    queryFn: () => {
      const params = new URLSearchParams()
      if (season) params.set('season', season)
      if (mood) params.set('mood', mood)
      const query = params.toString()
      return apiGet(SeasonalResultSchema, query ? `/api/recipes/seasonal?${query}` : '/api/recipes/seasonal')
    },
    placeholderData: keepPreviousData,
  })
