import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { recipeSharingEndpoints } from '@forkcast/contract/recipe-sharing.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

/** The caller's live link to the recipe: the same one again while it is on. */
export const useShareRecipe = (recipeId: number) => {
  const { t } = useTranslation('recipes')
  return useMutation({
    mutationFn: () => callEndpoint(recipeSharingEndpoints.create, { params: { id: recipeId } }),
    meta: { errorTitle: t('errors.shareLinkNotMade') },
  })
}

export const useStopSharing = (recipeId: number) => {
  const { t } = useTranslation('recipes')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      callEndpoint(recipeSharingEndpoints.revoke, { params: { id: recipeId, token } }),
    meta: { errorTitle: t('errors.sharingNotStopped') },
    // Anyone viewing this link in another tab sees it turned off on their next look.
    onSuccess: (_, token) =>
      queryClient.removeQueries({ queryKey: keyOf(recipeSharingEndpoints.shared, { params: { token } }) }),
  })
}

/** A shared recipe for anyone with its link, signed in or not. */
export const useSharedRecipe = (token: string) =>
  useQuery({
    ...endpointQuery(recipeSharingEndpoints.shared, { params: { token } }),
    // A turned-off link stays off: asking again will not help.
    retry: false,
  })
