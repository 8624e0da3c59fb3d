import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from './testing/build-recipe'

/** A fake collection of `total` recipes served 50 at a time, recording each query string it was asked. */
function serveCollection(total: number) {
  const requested: URLSearchParams[] = []
  server.use(
    http.get('/api/user/recipes', ({ request }) => {
      const params = new URL(request.url).searchParams
      requested.push(params)
      const start = Number(params.get('cursor') ?? 0)
      const q = params.get('q')
      const count = q ? 1 : total
      const end = Math.min(start + Number(params.get('limit')), count)
      const items = Array.from({ length: end - start }, (_unused, offset) =>
        buildRecipe({ id: start + offset + 1, title: q ? `Found ${q}` : `Recipe ${start + offset + 1}` }),
      )
      return HttpResponse.json({ items, nextCursor: end < count ? String(end) : null, total: count })
    }),
  )
  return requested
}

describe('/recipe-manager', { timeout: 20_000 }, () => {
  it('shows 50 of a large collection and loads the next 50 with Load more', async () => {
    mockSignedIn()
    const requested = serveCollection(10_000)
    renderApp(<App />, { path: '/recipe-manager' })
    expect(await screen.findByText('Showing 50 of 10,000')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'My recipes' }).children).toHaveLength(50)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Showing 100 of 10,000')).toBeInTheDocument()
    expect(requested.map((params) => params.get('cursor'))).toEqual([null, '50'])
  })

  it('keeps the search and filters in the address and sends them with each page', async () => {
    mockSignedIn()
    const requested = serveCollection(120)
    renderApp(<App />, { path: '/recipe-manager?difficulty=Hard&source=bulk' })
    expect(await screen.findByText('Showing 50 of 120')).toBeInTheDocument()
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Hard')
    await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'italian')
    await userEvent.type(screen.getByLabelText('Search my recipes'), 'stew{Enter}')
    expect(await screen.findByText('Found stew')).toBeInTheDocument()
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument()
    const search = new URLSearchParams(window.location.search)
    expect(Object.fromEntries(search)).toEqual({
      difficulty: 'Hard',
      source: 'bulk',
      cuisine: 'italian',
      q: 'stew',
    })
    expect(Object.fromEntries(requested.at(-1) ?? [])).toEqual({
      limit: '50',
      difficulty: 'Hard',
      source: 'bulk',
      cuisine: 'italian',
      q: 'stew',
    })
  })

  it('says nothing matches and clears the filters back to the whole collection', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/user/recipes', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('source')
            ? { items: [], nextCursor: null, total: 0 }
            : { items: [buildRecipe({ id: 1, title: 'Only Recipe' })], nextCursor: null, total: 1 },
        ),
      ),
    )
    renderApp(<App />, { path: '/recipe-manager?source=imported' })
    expect(await screen.findByText('No recipes in your collection match this search.')).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search and filters' })[0]!)
    expect(await screen.findByText('Only Recipe')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.search).toBe(''), { timeout: 10_000 })
  })
})
