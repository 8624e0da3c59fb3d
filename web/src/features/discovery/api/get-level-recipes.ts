import { useQuery } from '@tanstack/react-query'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { recommendationEndpoints } from '@forkcast/contract/recommendations.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Recipes of one difficulty level, those within the user's usual prep time first. */
export const useLevelRecipes = (level: CookingSkillLevel, groupId: number) =>
  useQuery(
    endpointQuery(recommendationEndpoints.byLevel, {
      params: { level },
      query: { groupId: groupId > 0 ? groupId : undefined },
    }),
  )
