import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@forkcast/contract/users.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'

afterEach(() => toast.dismiss())

const garcias = buildGroup({ id: 10, name: 'The Garcias' })
const pancakes = buildRecipe({
  id: 4,
  title: 'Sunday Pancakes',
  servings: 4,
  ingredients: ['1 ½ cups flour', '2 eggs', '¼ cup melted butter', 'salt to taste'],
})

const ingredientLines = () =>
  within(screen.getByRole('region', { name: /Ingredients/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('servings and units on a recipe page', { timeout: 20_000 }, () => {
  it('rescales every amount with the stepper, keeps the servings in the address and carries them to the shopping list', async () => {
    mockSignedIn({ groups: [garcias] })
    const added: unknown[] = []
    server.use(
      http.get('/api/recipes/4', () => HttpResponse.json(pancakes)),
      http.post('/api/grocery-lists/shopping/recipes', async ({ request }) => {
        added.push(await request.json())
        return HttpResponse.json({ list: null, recipes: [] })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })

    const servings = await screen.findByRole('group', { name: 'Servings' })
    expect(within(servings).getByRole('status')).toHaveTextContent('4')
    expect(ingredientLines()).toEqual(['1 ½ cups flour', '2 eggs', '¼ cup melted butter', 'salt to taste'])

    await user.click(within(servings).getByRole('button', { name: 'More servings' }))
    await user.click(within(servings).getByRole('button', { name: 'More servings' }))
    expect(within(servings).getByRole('status')).toHaveTextContent('6')
    expect(ingredientLines()).toEqual(['2 ¼ cups flour', '3 eggs', '⅓ cup melted butter', 'salt to taste'])
    expect(screen.getByText('Amounts for 6 servings; the recipe makes 4.')).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.search).toBe('?servings=6'), { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Add to shopping list' }))
    await vi.waitFor(() => expect(added).toEqual([expect.objectContaining({ recipeId: 4, servings: 6 })]))
  })

  it('lists what the fridge holds with the amounts the page shows', async () => {
    mockSignedIn({ groups: [garcias], user: { fridgeInventory: ['Eggs'] } })
    server.use(http.get('/api/recipes/4', () => HttpResponse.json(pancakes)))
    renderApp(<App />, { path: '/recipe/4?servings=6' })

    expect(await screen.findByText('Leaving off 1 you have: 3 eggs')).toBeInTheDocument()
  })

  it('starts from ?servings= and stops at one serving', async () => {
    mockSignedIn()
    server.use(http.get('/api/recipes/4', () => HttpResponse.json(pancakes)))
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4?servings=2' })

    const servings = await screen.findByRole('group', { name: 'Servings' })
    expect(ingredientLines()).toEqual(['¾ cup flour', '1 egg', '⅛ cup melted butter', 'salt to taste'])
    await user.click(within(servings).getByRole('button', { name: 'Fewer servings' }))
    expect(within(servings).getByRole('status')).toHaveTextContent('1')
    expect(within(servings).getByRole('button', { name: 'Fewer servings' })).toBeDisabled()
    expect(screen.getByText('Amounts for 1 serving; the recipe makes 4.')).toBeInTheDocument()
  })

  it('converts to metric at once and saves the choice for the person', async () => {
    const signedIn = mockSignedIn()
    const saved: unknown[] = []
    server.use(
      http.get('/api/recipes/4', () => HttpResponse.json(pancakes)),
      http.put<never, { unitSystem: User['unitSystem'] }, User>(
        '/api/user/unit-system',
        async ({ request }) => {
          const body = await request.json()
          saved.push(body)
          return HttpResponse.json({ ...signedIn, unitSystem: body.unitSystem })
        },
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })

    const units = await screen.findByRole('group', { name: 'Units' })
    expect(within(units).getByRole('button', { name: 'US' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(units).getByRole('button', { name: 'Metric' }))
    expect(within(units).getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true')
    expect(ingredientLines()).toEqual(['350 ml flour', '2 eggs', '60 ml melted butter', 'salt to taste'])
    await vi.waitFor(() => expect(saved).toEqual([{ unitSystem: 'metric' }]))
  })

  it('shows a metric reader metric amounts from the start, and Back keeps the servings', async () => {
    mockSignedIn({ user: { unitSystem: 'metric' } })
    server.use(http.get('/api/recipes/4', () => HttpResponse.json(pancakes)))
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })

    const servings = await screen.findByRole('group', { name: 'Servings' })
    await user.click(within(servings).getByRole('button', { name: 'More servings' }))
    expect(ingredientLines()).toEqual(['440 ml flour', '2 ½ eggs', '75 ml melted butter', 'salt to taste'])
    await user.click(screen.getByRole('link', { name: 'Back to Recipes' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipes'), { timeout: 10_000 })
    await act(async () => window.history.back())
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/recipe/4?servings=5'),
      { timeout: 10_000 },
    )
    const again = await screen.findByRole('group', { name: 'Servings' })
    expect(within(again).getByRole('status')).toHaveTextContent('5')
    expect(ingredientLines()[0]).toBe('440 ml flour')
  })
})
