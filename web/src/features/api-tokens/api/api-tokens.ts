import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type ApiTokenList, type CreateApiToken } from '@forkcast/contract/api-tokens.schemas'
import { apiTokenEndpoints } from '@forkcast/contract/api-tokens.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

const apiTokensKey = keyOf(apiTokenEndpoints.list)

/** The interactive OpenAPI document, served by the API itself. */
// eslint-disable-next-line no-restricted-syntax -- the API's documentation page, not an endpoint
export const API_DOCS_URL = '/api/docs'

export const useApiTokens = () =>
  useQuery({
    ...endpointQuery(apiTokenEndpoints.list),
    select: (data) => data.tokens,
  })

export const useCreateApiToken = () => {
  const { t } = useTranslation('api-tokens')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateApiToken) => callEndpoint(apiTokenEndpoints.create, { body }),
    meta: { errorTitle: t('errors.notCreated'), errorShownInline: 'all' },
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
  const { t } = useTranslation('api-tokens')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callEndpoint(apiTokenEndpoints.revoke, { params: { id } }),
    meta: { errorTitle: t('errors.notRevoked') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  })
}
