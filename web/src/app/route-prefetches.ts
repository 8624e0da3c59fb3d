import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { favoriteEndpoints } from '@forkcast/contract/favorites.endpoints'
import { groupEndpoints } from '@forkcast/contract/groups.endpoints'
import { groceryListEndpoints } from '@forkcast/contract/planning.endpoints'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { recipeSharingEndpoints } from '@forkcast/contract/recipe-sharing.endpoints'
import { userQuery } from '@/features/auth/api/get-user'
import { findDecisionGroup, readGroupIdParam } from '@/lib/decision-group'
import { endpointQuery } from '@/lib/endpoint-query'

/** A positive whole-number path parameter, or null (the page then shows its own "not found"). */
const idParam = (args: LoaderFunctionArgs, name: string): number | null => {
  const value = Number(args.params[name])
  return Number.isInteger(value) && value > 0 ? value : null
}

/**
 * Route loaders that start a page's first read while its code loads, through the query client the page reads
 * from, with the very key the page asks for: no waterfall of code, then data. They never wait for the data, so
 * a page still shows its own loading and error states, and a failed read is retried by the page.
 */
export const routePrefetches = (queryClient: QueryClient) => {
  // Bound, so each call keeps prefetchQuery's own typing of its options.
  const prefetchQuery = queryClient.prefetchQuery.bind(queryClient)
  const whenSignedIn =
    (read: (args: LoaderFunctionArgs, user: User) => void) =>
    async (args: LoaderFunctionArgs): Promise<null> => {
      // The user query is usually answered already; signed out, nothing is fetched for a 404.
      const user = await queryClient.ensureQueryData(userQuery).catch(() => null)
      if (user) read(args, user)
      return null
    }
  return {
    familyGroup: whenSignedIn((args) => {
      const id = idParam(args, 'groupId')
      if (id === null) return
      void prefetchQuery(endpointQuery(groupEndpoints.get, { params: { id } }))
      void prefetchQuery(endpointQuery(groupEndpoints.members, { params: { id } }))
    }),
    // The recipe page and cook mode read the recipe for the address's group when it is the person's (decision 026).
    recipe: whenSignedIn((args, user) => {
      const id = idParam(args, 'id')
      if (id === null) return
      const named = readGroupIdParam(new URL(args.request.url).searchParams)
      const groupId = findDecisionGroup(named, user.familyGroups)?.id ?? 0
      void prefetchQuery(
        endpointQuery(recipeEndpoints.get, {
          params: { id },
          query: { groupId: groupId > 0 ? groupId : undefined },
        }),
      )
    }),
    groceryList: whenSignedIn((args) => {
      const id = idParam(args, 'listId')
      if (id !== null) void prefetchQuery(endpointQuery(groceryListEndpoints.get, { params: { id } }))
    }),
    favorites: whenSignedIn(() => void prefetchQuery(endpointQuery(favoriteEndpoints.list))),
    // A shared recipe opens for anyone, signed in or not.
    sharedRecipe: (args: LoaderFunctionArgs): null => {
      const token = args.params.token
      if (token) void prefetchQuery(endpointQuery(recipeSharingEndpoints.shared, { params: { token } }))
      return null
    },
  }
}
