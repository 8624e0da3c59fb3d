import { useQuery } from '@tanstack/react-query'
import { LevelRecipesSchema } from '@forkcast/contract/discovery.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { apiGet } from '@/lib/api-client'
import { discoveryQueryKeys } from './discovery-query-keys'

/** Recipes of one difficulty level, those within the user's usual prep time first. */
export const useLevelRecipes = (level: CookingSkillLevel, groupId: number) =>
  useQuery({
    queryKey: discoveryQueryKeys.level(level, groupId),
    queryFn: () =>
      apiGet(
        LevelRecipesSchema,
        groupId > 0 ? `/api/recipes/by-level/${level}?groupId=${groupId}` : `/api/recipes/by-level/${level}`,
      ),
  })
