import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ShoppingListSchema } from '@forkcast/contract/planning.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'
import { planningQueryKeys } from './planning-query-keys'

/** The group's one shopping list (every plan); live events refresh it under the grocery-lists prefix. */
export const useShoppingList = (groupId: number | null) =>
  useQuery({
    queryKey: planningQueryKeys.shoppingList(groupId ?? 0),
    queryFn: () => apiGet(ShoppingListSchema, `/api/grocery-lists/shopping?groupId=${groupId}`),
    enabled: groupId !== null && groupId > 0,
  })

export const useAddToShoppingList = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: {
      groupId: number
      recipeId: number
      servings?: number
      skipIngredients?: number[]
    }) => apiRequest(ShoppingListSchema, 'POST', '/api/grocery-lists/shopping/recipes', body),
    meta: { errorTitle: 'Not added to the shopping list' },
    onSuccess: (list, { groupId }) => {
      queryClient.setQueryData(planningQueryKeys.shoppingList(groupId), list)
      return queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryLists })
    },
  })
}

export const useRemoveFromShoppingList = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipeId: number) =>
      apiRequest(
        ShoppingListSchema,
        'DELETE',
        `/api/grocery-lists/shopping/recipes/${recipeId}?groupId=${groupId}`,
      ),
    meta: { errorTitle: 'Not taken off the shopping list' },
    onSuccess: (list) => {
      queryClient.setQueryData(planningQueryKeys.shoppingList(groupId), list)
      return queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryLists })
    },
  })
}
