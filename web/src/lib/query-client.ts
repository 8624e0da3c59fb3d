import { MutationCache, QueryClient } from '@tanstack/react-query'
import { reportMutationError } from './mutation-errors'

export const createQueryClient = () =>
  new QueryClient({
    // Every failed mutation says what the server said, unless its screen shows it (meta.errorShownInline).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportMutationError(error, mutation),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
