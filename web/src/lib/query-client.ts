import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiGet } from './api-client'

// Default fetch: GET the path named by the first element of the query key.
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]))

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
