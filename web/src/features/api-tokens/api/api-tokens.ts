import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ApiTokenListSchema,
  CreatedApiTokenSchema,
  type ApiTokenList,
  type CreateApiToken,
} from '@forkcast/contract/api-tokens.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiGet, apiRequest } from '@/lib/api-client'

const API_TOKENS_URL = '/api/account/api-tokens'
const apiTokensKey = [API_TOKENS_URL] as const

/** The interactive OpenAPI document, served by the API itself. */
export const API_DOCS_URL = '/api/docs'

export const useApiTokens = () =>
  useQuery({
    queryKey: apiTokensKey,
    queryFn: () => apiGet(ApiTokenListSchema, API_TOKENS_URL),
    select: (data) => data.tokens,
  })

export const useCreateApiToken = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateApiToken) => apiRequest(CreatedApiTokenSchema, 'POST', API_TOKENS_URL, body),
    meta: { errorTitle: 'Token not created', errorShownInline: 'all' },
    onSuccess: ({ token: _secret, ...created }) => {
      // The list shows the new token at once; the secret itself stays out of the cache.
      queryClient.setQueryData<ApiTokenList>(apiTokensKey, (list) =>
        list ? { tokens: [created, ...list.tokens] } : list,
      )
      return queryClient.invalidateQueries({ queryKey: apiTokensKey })
    },
  })
}

export const useRevokeApiToken = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest(SuccessSchema, 'DELETE', `${API_TOKENS_URL}/${id}`),
    meta: { errorTitle: 'Token not revoked' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  })
}
