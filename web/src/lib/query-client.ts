import { MutationCache, QueryClient } from '@tanstack/react-query'

export const createQueryClient = () =>
  new QueryClient({
    // Every failed mutation says what the server said, unless its screen shows it (meta.errorShownInline).
    mutationCache: new MutationCache({
      // Loaded with the first failure: the toast and its wording are not needed to show a page.
      // Not awaited: the mutation's own onError runs at once, whether or not this module could load (offline).
      onError: (error, _variables, _context, mutation) => {
        import('./mutation-errors')
          .then(({ reportMutationError }) => reportMutationError(error, mutation))
          .catch((loadError: unknown) => console.error('Could not report a failed change', error, loadError))
      },
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
