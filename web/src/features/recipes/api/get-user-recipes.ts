import { useQuery } from '@tanstack/react-query'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { apiGet } from '@/lib/api-client'
import { withGroup } from '../utils/recipe-context'
import { recipeQueryKeys } from './recipe-query-keys'

/** The user's collection: saved recipes and their own, newest first. */
export const useUserRecipes = (groupId: number) =>
  useQuery({
    queryKey: recipeQueryKeys.collection(groupId),
    queryFn: () => apiGet<Recipe[]>(withGroup('/api/user/recipes', groupId)),
  })
