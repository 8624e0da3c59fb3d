import { http, HttpResponse } from 'msw'
import { waitFor } from '@testing-library/react'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { recipeSharingEndpoints } from '@forkcast/contract/recipe-sharing.endpoints'
import type { SharedRecipe } from '@forkcast/contract/recipe-sharing.schemas'
import { paths } from '@/config/paths'
import { buildRecipe } from '@/features/recipes/testing/build-recipe'
import { keyOf } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'
import { buildGroup, buildUser } from '@/testing/data'
import { server } from '@/testing/server'
import { createRoutes } from './router'

const garcias = buildGroup({ id: 3, name: 'The Garcias' })
const stew = buildRecipe({ id: 4, title: 'Slow Beef Stew' })

const routeAt = (routes: RouteObject[], path: string): RouteObject => {
  const found = routes
    .flatMap((route) => [route, ...(route.children ?? [])])
    .find((route) => route.path === path)
  if (!found) throw new Error(`no route at ${path}`)
  return found
}

const runLoader = async (route: RouteObject, url: string, params: Record<string, string>) => {
  if (typeof route.loader !== 'function') throw new Error(`${route.path} has no loader`)
  const args: LoaderFunctionArgs = {
    request: new Request(url),
    url: new URL(url),
    pattern: route.path ?? '',
    params,
    context: undefined,
  }
  return route.loader(args)
}

const recordRecipeReads = () => {
  const asked: string[] = []
  server.use(
    http.get('/api/recipes/4', ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json(stew)
    }),
  )
  return asked
}

describe('route loaders', () => {
  it("start a recipe page's read while its code loads, under the key the page reads, for the address's group", async () => {
    const asked = recordRecipeReads()
    const queryClient = createQueryClient()
    queryClient.setQueryData(queryKeys.user, buildUser({ familyGroups: [garcias] }))
    const recipe = routeAt(createRoutes(queryClient), paths.recipe.path)

    await runLoader(recipe, 'http://localhost/recipe/4?groupId=3', { id: '4' })

    const pageKey = keyOf(recipeEndpoints.get, { params: { id: 4 }, query: { groupId: 3 } })
    await waitFor(() => expect(queryClient.getQueryData(pageKey)).toEqual(stew))
    expect(asked).toEqual(['?groupId=3'])
  })

  it('read the recipe for the person alone when the address names a group that is not theirs', async () => {
    const asked = recordRecipeReads()
    const queryClient = createQueryClient()
    queryClient.setQueryData(queryKeys.user, buildUser({ familyGroups: [garcias] }))

    await runLoader(
      routeAt(createRoutes(queryClient), paths.cookMode.path),
      'http://localhost/recipe/4/cook?groupId=99',
      {
        id: '4',
      },
    )

    await waitFor(() => expect(asked).toEqual(['']))
  })

  it('fetch nothing for someone signed out, who gets a 404 page instead', async () => {
    const asked = recordRecipeReads()
    const queryClient = createQueryClient()
    queryClient.setQueryData(queryKeys.user, null)

    await runLoader(routeAt(createRoutes(queryClient), paths.recipe.path), 'http://localhost/recipe/4', {
      id: '4',
    })

    expect(asked).toEqual([])
    expect(queryClient.getQueryCache().findAll({ queryKey: ['/api/recipes'] })).toEqual([])
  })

  it('start a shared recipe for anyone, signed in or not', async () => {
    const shared: SharedRecipe = {
      title: 'Slow Beef Stew',
      description: 'A Sunday stew.',
      cuisine: 'American',
      imageUrl: null,
      prepTimeMinutes: 20,
      cookTimeMinutes: 160,
      totalTimeMinutes: 180,
      servings: 6,
      yields: null,
      ingredients: ['1 kg beef'],
      instructions: ['Brown the beef.'],
      sourceUrl: null,
      siteName: null,
      author: null,
    }
    let reads = 0
    server.use(
      http.get('/api/shared-recipes/abc123', () => {
        reads += 1
        return HttpResponse.json(shared)
      }),
    )
    const queryClient = createQueryClient()

    await runLoader(
      routeAt(createRoutes(queryClient), paths.sharedRecipe.path),
      'http://localhost/shared/recipes/abc123',
      {
        token: 'abc123',
      },
    )

    await waitFor(() =>
      expect(
        queryClient.getQueryData(keyOf(recipeSharingEndpoints.shared, { params: { token: 'abc123' } })),
      ).toEqual(shared),
    )
    expect(reads).toBe(1)
  })
})
