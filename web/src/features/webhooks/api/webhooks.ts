import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  CreatedWebhookSchema,
  WebhookDeliverySchema,
  WebhookSchema,
  type CreateWebhookInput,
  type Webhook,
} from '@forkcast/contract/webhooks.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const webhooksUrl = (groupId: number) => `/api/groups/${groupId}/webhooks`
const deliveriesUrl = (groupId: number, webhookId: number) =>
  `${webhooksUrl(groupId)}/${webhookId}/deliveries`

export const webhooksQueryKey = (groupId: number) => [webhooksUrl(groupId)] as const
export const deliveriesQueryKey = (groupId: number, webhookId: number) =>
  [deliveriesUrl(groupId, webhookId)] as const

// While a delivery waits for its first try or a retry, the log looks again on its own.
const PENDING_REFRESH_MS = 3000

export const useWebhooks = (groupId: number) =>
  useQuery({
    queryKey: webhooksQueryKey(groupId),
    queryFn: () => apiGet(z.array(WebhookSchema), webhooksUrl(groupId)),
  })

export const useWebhookDeliveries = (groupId: number, webhookId: number) =>
  useQuery({
    queryKey: deliveriesQueryKey(groupId, webhookId),
    queryFn: () => apiGet(z.array(WebhookDeliverySchema), deliveriesUrl(groupId, webhookId)),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  })

/** Adds a webhook; the answer carries its signing secret, the only time it is seen. */
export const useCreateWebhook = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateWebhookInput) =>
      apiRequest(CreatedWebhookSchema, 'POST', webhooksUrl(groupId), body),
    meta: { errorTitle: 'Webhook not added', errorShownInline: 'fields' },
    onSuccess: ({ secret: _secret, ...webhook }) =>
      queryClient.setQueryData<Webhook[]>(webhooksQueryKey(groupId), (list) => [...(list ?? []), webhook]),
  })
}

export const useDeleteWebhook = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (webhookId: number) =>
      apiRequest(SuccessSchema, 'DELETE', `${webhooksUrl(groupId)}/${webhookId}`),
    meta: { errorTitle: 'Webhook not deleted' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(groupId) }),
  })
}

export const useSendTestEvent = (groupId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (webhookId: number) =>
      apiRequest(WebhookDeliverySchema, 'POST', `${webhooksUrl(groupId)}/${webhookId}/test`),
    meta: { errorTitle: 'Test event not sent' },
    onSuccess: (_delivery, webhookId) =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(groupId, webhookId) }),
  })
}
