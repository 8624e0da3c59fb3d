import { http, HttpResponse } from 'msw'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from './testing/build-recipe'

const recipesFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildRecipe({ id: first + index, title: `Dish ${first + index}` }),
  )

/** Answers browse requests from `answer` and keeps each request's path and query. */
const mockBrowse = (answer: (url: URL) => ReturnType<typeof buildRecipe>[] | null) => {
  const requested: string[] = []
  server.use(
    http.get('/api/recipes/:segment', ({ request }) => {
      const url = new URL(request.url)
      const recipes = answer(url)
      if (recipes === null) return
      requested.push(url.pathname + url.search)
      return HttpResponse.json(recipes)
    }),
  )
  return requested
}

describe('Recipes → Browse gallery', { timeout: 20_000 }, () => {
  it('lists safe recipes from every cuisine, a page at a time, with Load more kept in the address', async () => {
    mockSignedIn()
    const requested = mockBrowse((url) =>
      url.pathname === '/api/recipes/general'
        ? url.searchParams.get('offset') === '0'
          ? recipesFrom(1, 12)
          : recipesFrom(13, 2)
        : null,
    )
    renderApp(<App />, { path: '/recipes' })
    const gallery = await screen.findByRole('list', { name: 'Browse results' })
    expect(within(gallery).getAllByRole('article')).toHaveLength(12)
    expect(requested).toEqual(['/api/recipes/general?limit=12&offset=0'])
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('checkbox', { name: 'Safe for my family' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('article', { name: 'Dish 14' })).toBeInTheDocument()
    expect(within(gallery).getAllByRole('article')).toHaveLength(14)
    expect(requested).toEqual([
      '/api/recipes/general?limit=12&offset=0',
      '/api/recipes/general?limit=12&offset=12',
    ])
    await vi.waitFor(() => expect(window.location.search).toBe('?pages=2'), { timeout: 10_000 })
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('puts cuisine, time, difficulty and safety in the address and the request, and Back from a recipe keeps them', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/recipes/21', () => HttpResponse.json(buildRecipe({ id: 21, title: 'Quick Pad Thai' }))),
    )
    const requested = mockBrowse((url) =>
      url.pathname === '/api/recipes/thai'
        ? [buildRecipe({ id: 21, title: 'Quick Pad Thai' })]
        : url.pathname === '/api/recipes/general'
          ? []
          : null,
    )
    renderApp(<App />, { path: '/recipes' })
    await userEvent.click(await screen.findByRole('button', { name: 'Thai' }))
    await userEvent.click(screen.getByRole('button', { name: '≤ 30 min' }))
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Easy')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Safe for my family' }))
    const card = await screen.findByRole('article', { name: 'Quick Pad Thai' })
    const filtered = '?foodType=thai&time=30&difficulty=Easy&safe=off'
    await vi.waitFor(() => expect(window.location.search).toBe(filtered), { timeout: 10_000 })
    expect(requested.at(-1)).toBe(
      '/api/recipes/thai?limit=12&offset=0&maxMinutes=30&difficulty=Easy&safe=false',
    )
    expect(screen.getByText(/Showing every recipe, including ones with allergens/)).toBeInTheDocument()

    await userEvent.click(within(card).getByRole('link', { name: 'View Recipe' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Pad Thai' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/21'), { timeout: 10_000 })
    await act(async () => window.history.back())
    expect(await screen.findByRole('article', { name: 'Quick Pad Thai' })).toBeInTheDocument()
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe(`/recipes${filtered}`),
      { timeout: 10_000 },
    )
    expect(screen.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '≤ 30 min' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Easy')
    expect(screen.getByRole('checkbox', { name: 'Safe for my family' })).not.toBeChecked()
  })

  it('says when no recipe matches and clears the filters back to every cuisine', async () => {
    mockSignedIn()
    const requested = mockBrowse((url) =>
      url.pathname === '/api/recipes/thai'
        ? []
        : url.pathname === '/api/recipes/general'
          ? [buildRecipe({ id: 3, title: 'Any Dish' })]
          : null,
    )
    renderApp(<App />, { path: '/recipes?foodType=thai&time=20' })
    expect(await screen.findByText('No recipes match these filters.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('article', { name: 'Any Dish' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.search).toBe(''), { timeout: 10_000 })
    expect(requested).toEqual([
      '/api/recipes/thai?limit=12&offset=0&maxMinutes=20',
      '/api/recipes/general?limit=12&offset=0',
    ])
  })

  it('says the recipes could not load and tries again', async () => {
    mockSignedIn()
    let calls = 0
    server.use(
      http.get('/api/recipes/general', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json([buildRecipe({ id: 5, title: 'Second Try Stew' })])
      }),
    )
    renderApp(<App />, { path: '/recipes' })
    expect(await screen.findByText('We could not load recipes.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Second Try Stew' })).toBeInTheDocument()
  })
})
