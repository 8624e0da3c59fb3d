import { useQuery } from '@tanstack/react-query'
import { catalogEndpoints } from '@forkcast/contract/catalog.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

export const useServiceOptions = () => useQuery(endpointQuery(catalogEndpoints.serviceOptions))
