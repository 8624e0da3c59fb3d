import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { RecipeShareLinkSchema, SharedRecipeSchema } from '@forkcast/contract/recipe-sharing.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const shareKeys = {
  shared: (token: string) => ['/api/shared-recipes', token],
} as const

/** The caller's live link to the recipe: the same one again while it is on. */
export const useShareRecipe = (recipeId: number) =>
  useMutation({
    mutationFn: () => apiRequest(RecipeShareLinkSchema, 'POST', `/api/recipes/${recipeId}/share`),
    meta: { errorTitle: 'Could not make a share link' },
  })

export const useStopSharing = (recipeId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(SuccessSchema, 'DELETE', `/api/recipes/${recipeId}/share/${encodeURIComponent(token)}`),
    meta: { errorTitle: 'Could not stop sharing' },
    // Anyone viewing this link in another tab sees it turned off on their next look.
    onSuccess: (_, token) => queryClient.removeQueries({ queryKey: shareKeys.shared(token) }),
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
