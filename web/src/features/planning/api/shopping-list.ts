import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { groceryListEndpoints } from '@forkcast/contract/planning.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { planningQueryKeys } from './planning-query-keys'

/** The group's one shopping list (every plan); live events refresh it under the grocery-lists prefix. */
export const useShoppingList = (groupId: number | null) =>
  useQuery({
    queryKey: planningQueryKeys.shoppingList(groupId ?? 0),
    queryFn:
      groupId !== null && groupId > 0
        ? () => callEndpoint(groceryListEndpoints.shopping, { query: { groupId } })
        : skipToken,
  })

export const useAddToShoppingList = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: (body: {
      groupId: number
      recipeId: number
      servings?: number
      skipIngredients?: number[]
    }) => callEndpoint(groceryListEndpoints.addShoppingRecipe, { body }),
    meta: { errorTitle: t('errors.notAddedToShoppingList') },
    onSuccess: (list, { groupId }) => {
      queryClient.setQueryData(planningQueryKeys.shoppingList(groupId), list)
      return queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryLists })
    },
  })
}

export const useRemoveFromShoppingList = (groupId: number) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: (recipeId: number) =>
      callEndpoint(groceryListEndpoints.removeShoppingRecipe, {
        params: { recipeId },
        query: { groupId },
      }),
    meta: { errorTitle: t('errors.notTakenOffShoppingList') },
    onSuccess: (list) => {
      queryClient.setQueryData(planningQueryKeys.shoppingList(groupId), list)
      return queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryLists })
    },
  })
}
