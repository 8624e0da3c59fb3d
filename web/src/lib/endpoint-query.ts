import { queryOptions } from '@tanstack/react-query'
import type { EndpointDefinition } from '@forkcast/contract/endpoint'
import { callEndpoint, keyOf, type EndpointArgs, type EndpointInput } from './api-client'

/**
 * The key and reader of one contract read, for `useQuery`, a route's loader or a prefetch alike:
 * `useQuery(endpointQuery(favoriteEndpoints.list))`.
 */
export const endpointQuery = <E extends EndpointDefinition>(endpoint: E, ...[input]: EndpointArgs<E>) => {
  const given = (input ?? {}) as EndpointInput<E>
  return queryOptions({
    queryKey: keyOf(endpoint, given),
    queryFn: () => callEndpoint(endpoint, given),
  })
}
