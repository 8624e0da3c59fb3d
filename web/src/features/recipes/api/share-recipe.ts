import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  RecipeShareLinkListSchema,
  RecipeShareLinkSchema,
  SharedRecipeSchema,
} from '@forkcast/contract/recipe-sharing.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const shareKeys = {
  links: (recipeId: number) => ['/api/recipes', 'share', recipeId],
  shared: (token: string) => ['/api/shared-recipes', token],
} as const

/** The recipe's live links the user may turn off; asked for only once the share panel is open. */
export const useShareLinks = (recipeId: number, enabled: boolean) =>
  useQuery({
    queryKey: shareKeys.links(recipeId),
    queryFn: () => apiGet(RecipeShareLinkListSchema, `/api/recipes/${recipeId}/share`),
    enabled,
  })

export const useShareRecipe = (recipeId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(RecipeShareLinkSchema, 'POST', `/api/recipes/${recipeId}/share`),
    meta: { errorTitle: 'Could not make a share link' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.links(recipeId) }),
  })
}

export const useStopSharing = (recipeId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(SuccessSchema, 'DELETE', `/api/recipes/${recipeId}/share/${encodeURIComponent(token)}`),
    meta: { errorTitle: 'Could not stop sharing' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.links(recipeId) }),
  })
}

/** A shared recipe for anyone with its link, signed in or not. */
export const useSharedRecipe = (token: string) =>
  useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: () => apiGet(SharedRecipeSchema, `/api/shared-recipes/${encodeURIComponent(token)}`),
    // A turned-off link stays off: asking again will not help.
    retry: false,
  })
