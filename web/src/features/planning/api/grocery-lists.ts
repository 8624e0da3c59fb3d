import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AddGroceryItem, GroceryItem, GroceryList } from '@forkcast/contract/planning.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'
import { planningQueryKeys } from './planning-query-keys'

export const useGroceryList = (listId: number) =>
  useQuery({
    queryKey: planningQueryKeys.groceryList(listId),
    queryFn: () => apiGet<GroceryList>(`/api/grocery-lists/${listId}`),
    retry: false,
  })

/** Checks show at once; a failed check is put back as the server has it. */
export const useCheckItem = (listId: number) => {
  const queryClient = useQueryClient()
  const key = planningQueryKeys.groceryList(listId)
  return useMutation({
    mutationFn: ({ itemId, checked }: { itemId: number; checked: boolean }) =>
      apiRequest<GroceryItem>('PATCH', `/api/grocery-lists/${listId}/items/${itemId}`, { checked }),
    onMutate: async ({ itemId, checked }) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<GroceryList>(key, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === itemId ? { ...item, checked } : item)) }
          : list,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

export const useAddGroceryItem = (listId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddGroceryItem) =>
      apiRequest<GroceryItem>('POST', `/api/grocery-lists/${listId}/items`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryList(listId) }),
  })
}

export const useRemoveGroceryItem = (listId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (itemId: number) =>
      apiRequest<{ success: true }>('DELETE', `/api/grocery-lists/${listId}/items/${itemId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryList(listId) }),
  })
}
