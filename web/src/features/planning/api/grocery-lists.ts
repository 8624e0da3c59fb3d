import { useCallback } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AddGroceryItem, type GroceryList } from '@forkcast/contract/planning.schemas'
import { groceryListEndpoints } from '@forkcast/contract/planning.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'
import { applyQueuedChecks, enqueueCheck, readQueue } from '../offline/check-queue'
import { useQueuedChecksText } from '../offline/use-check-queue'
import { planningQueryKeys } from './planning-query-keys'

export const useGroceryList = (listId: number) => {
  // Checks made offline show over the saved copy until they are sent.
  const queuedText = useQueuedChecksText()
  const select = useCallback(
    (list: GroceryList) => (queuedText ? applyQueuedChecks(list, readQueue()) : list),
    [queuedText],
  )
  return useQuery({
    ...endpointQuery(groceryListEndpoints.get, { params: { id: listId } }),
    retry: false,
    select,
  })
}

/**
 * Checks show at once; a failed check is put back as the server has it. Without a connection the check
 * is queued (see offline/check-queue) and sent on reconnect.
 */
export const useCheckItem = (listId: number) => {
  const queryClient = useQueryClient()
  const key = planningQueryKeys.groceryList(listId)
  const { t } = useTranslation('planning')
  return useMutation({
    // 'always': offline checks must reach the queue now, not wait paused in memory.
    networkMode: 'always',
    meta: { errorTitle: t('errors.updateFailed') },
    mutationFn: async ({ itemId, checked }: { itemId: number; checked: boolean }) => {
      if (!navigator.onLine) {
        enqueueCheck({ listId, itemId, checked })
        return null
      }
      try {
        return await callEndpoint(groceryListEndpoints.checkItem, {
          params: { id: listId, itemId },
          body: { checked },
        })
      } catch (error) {
        // fetch rejects with a TypeError when the network is gone mid-request.
        if (!(error instanceof TypeError)) throw error
        enqueueCheck({ listId, itemId, checked })
        return null
      }
    },
    onMutate: async ({ itemId, checked }) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<GroceryList>(key, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === itemId ? { ...item, checked } : item)) }
          : list,
      )
    },
    // A queued check keeps the optimistic list: a refetch now could only bring the saved copy back.
    onSettled: (result) => (result === null ? undefined : queryClient.invalidateQueries({ queryKey: key })),
  })
}

export const useAddGroceryItem = (listId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddGroceryItem) =>
      callEndpoint(groceryListEndpoints.addItem, { params: { id: listId }, body: input }),
    // The form says it under its field.
    meta: { errorShownInline: 'all' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryList(listId) }),
  })
}

export const useRemoveGroceryItem = (listId: number) => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('planning')
  return useMutation({
    mutationFn: (itemId: number) =>
      callEndpoint(groceryListEndpoints.removeItem, { params: { id: listId, itemId } }),
    meta: { errorTitle: t('errors.itemNotRemoved') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningQueryKeys.groceryList(listId) }),
  })
}
