import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { favoriteEndpoints } from '@forkcast/contract/favorites.endpoints'
import { userQuery } from '@/features/auth/api/get-user'
import { endpointQuery } from '@/lib/endpoint-query'

/**
 * Route loaders that start a signed-in page's data while its code loads, through the query client the page
 * reads from: no waterfall of code, then data. They never wait for the data, so a page still shows its own
 * loading and error states, and a failed read is retried by the page.
 */
export const routePrefetches = (queryClient: QueryClient) => {
  const whenSignedIn =
    (start: (args: LoaderFunctionArgs) => void) =>
    async (args: LoaderFunctionArgs): Promise<null> => {
      // The user query is usually answered already; signed out, nothing is fetched for a 404.
      const user = await queryClient.ensureQueryData(userQuery).catch(() => null)
      if (user) start(args)
      return null
    }
  return {
    favorites: whenSignedIn(() => void queryClient.prefetchQuery(endpointQuery(favoriteEndpoints.list))),
  }
}
