import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type CreateWebhookInput, type Webhook } from '@forkcast/contract/webhooks.schemas'
import { webhookEndpoints } from '@forkcast/contract/webhooks.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

export const webhooksQueryKey = (groupId: number) => keyOf(webhookEndpoints.list, { params: { groupId } })
export const deliveriesQueryKey = (groupId: number, webhookId: number) =>
  keyOf(webhookEndpoints.deliveries, { params: { groupId, id: webhookId } })

// While a delivery waits for its first try or a retry, the log looks again on its own.
const PENDING_REFRESH_MS = 3000

export const useWebhooks = (groupId: number) =>
  useQuery(endpointQuery(webhookEndpoints.list, { params: { groupId } }))

export const useWebhookDeliveries = (groupId: number, webhookId: number) =>
  useQuery({
    ...endpointQuery(webhookEndpoints.deliveries, { params: { groupId, id: webhookId } }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  })

/** Adds a webhook; the answer carries its signing secret, the only time it is seen. */
export const useCreateWebhook = (groupId: number) => {
  const { t } = useTranslation('webhooks')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateWebhookInput) =>
      callEndpoint(webhookEndpoints.create, { params: { groupId }, body }),
    meta: { errorTitle: t('errors.notAdded'), errorShownInline: 'fields' },
    onSuccess: ({ secret: _secret, ...webhook }) =>
      queryClient.setQueryData<Webhook[]>(webhooksQueryKey(groupId), (list) => [...(list ?? []), webhook]),
  })
}

export const useDeleteWebhook = (groupId: number) => {
  const { t } = useTranslation('webhooks')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (webhookId: number) =>
      callEndpoint(webhookEndpoints.remove, { params: { groupId, id: webhookId } }),
    meta: { errorTitle: t('errors.notDeleted') },
    // The list key now prefixes each webhook's delivery log; exact keeps the refetch to the list, as before.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(groupId), exact: true }),
  })
}

export const useSendTestEvent = (groupId: number) => {
  const { t } = useTranslation('webhooks')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (webhookId: number) =>
      callEndpoint(webhookEndpoints.test, { params: { groupId, id: webhookId } }),
    meta: { errorTitle: t('errors.testNotSent') },
    onSuccess: (_delivery, webhookId) =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(groupId, webhookId) }),
  })
}
