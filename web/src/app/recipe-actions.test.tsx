import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecipeShareLink, SharedRecipe } from '@forkcast/contract/recipe-sharing.schemas'
import { App } from '@/app/app'
import { buildRecipe } from '@/features/recipes/testing/build-recipe'
import { currentWeekStart, shiftWeek } from '@/features/planning/utils/week'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => {
  toast.dismiss()
  vi.unstubAllGlobals()
})

const garcias = buildGroup({ id: 10, name: 'The Garcias' })
const COVERED = {
  coveredBy: {
    groupId: 10,
    groupName: 'The Garcias',
    tier: 'premium' as const,
    tierName: 'Premium',
    payerName: 'Maria',
    endsAt: null,
  },
}
const lasagna = buildRecipe({
  id: 4,
  title: 'Weekend Lasagna',
  servings: 4,
  ingredients: ['12 lasagna noodles', '3 eggs', '2 cups ricotta'],
})

const serveRecipe = () => server.use(http.get('/api/recipes/4', () => HttpResponse.json(lasagna)))

const WEEK_PLAN = (weekStartDate: string) => ({
  id: 55,
  groupId: 10,
  weekStartDate,
  name: `Week of ${weekStartDate}`,
  description: '',
  meals: {},
  groceryListGenerated: false,
  groceryList: null,
})

describe('Add to plan on a recipe page', { timeout: 20_000 }, () => {
  it('puts the recipe on the chosen day and meal of next week, with the servings the page shows', async () => {
    mockSignedIn({ groups: [garcias], subscription: COVERED })
    serveRecipe()
    const plans: unknown[] = []
    const meals: unknown[] = []
    server.use(
      http.post('/api/weekly-meal-plans', async ({ request }) => {
        const body = (await request.json()) as { weekStartDate: string }
        plans.push(body)
        return HttpResponse.json(WEEK_PLAN(body.weekStartDate), { status: 201 })
      }),
      http.post('/api/weekly-meal-plans/55/meals', async ({ request }) => {
        const body = (await request.json()) as { dayOfWeek: number; mealType: 'lunch'; servings: number }
        meals.push(body)
        return HttpResponse.json(
          {
            id: 1,
            recipeId: 4,
            recipe: { id: 4, title: 'Weekend Lasagna', prepTime: 20 },
            dayOfWeek: body.dayOfWeek,
            mealType: body.mealType,
            servings: body.servings,
            estimatedCost: null,
            completed: false,
            notes: '',
          },
          { status: 201 },
        )
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4?servings=6' })

    await user.click(await screen.findByRole('button', { name: 'Add to plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Weekend Lasagna to the plan' })
    await user.selectOptions(within(dialog).getByLabelText('Week'), 'Next week')
    await user.selectOptions(
      within(dialog).getByLabelText('Day'),
      within(dialog).getByRole('option', { name: /^Saturday/ }),
    )
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'Lunch')
    expect(within(dialog).getByLabelText('Servings')).toHaveValue(6)
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }))

    expect(await screen.findByText('Added to the plan')).toBeInTheDocument()
    const nextWeek = shiftWeek(currentWeekStart(), 1)
    expect(plans).toEqual([{ groupId: 10, weekStartDate: nextWeek }])
    expect(meals).toEqual([{ recipeId: 4, dayOfWeek: 6, mealType: 'lunch', servings: 6 }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers the plans instead of the form when the family’s plan does not include weekly plans', async () => {
    mockSignedIn({ groups: [garcias] })
    serveRecipe()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })
    await user.click(await screen.findByRole('button', { name: 'Add to plan' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByRole('heading', { name: /Weekly meal plans come with/ }),
    ).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Day')).not.toBeInTheDocument()
  })

  it('asks someone without a family to start one, since plans belong to a family', async () => {
    mockSignedIn({ groups: [] })
    serveRecipe()
    renderApp(<App />, { path: '/recipe/4' })
    expect(await screen.findByRole('link', { name: 'Start a family to plan meals' })).toHaveAttribute(
      'href',
      '/family',
    )
  })
})

describe('Add to shopping list on a recipe page', { timeout: 20_000 }, () => {
  it('leaves off what the fridge holds, says so, and lets the cook tick it back', async () => {
    mockSignedIn({ groups: [garcias], user: { fridgeInventory: ['Eggs'] } })
    serveRecipe()
    const bodies: unknown[] = []
    server.use(
      http.post('/api/grocery-lists/shopping/recipes', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ list: null, recipes: [] })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })

    await user.click(await screen.findByText('Leaving off 1 you have: 3 eggs'))
    expect(screen.getByRole('checkbox', { name: '3 eggs' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Add to shopping list' }))
    expect(await screen.findByText('Added to the shopping list')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: '3 eggs' }))
    await user.click(screen.getByRole('checkbox', { name: '2 cups ricotta' }))
    await user.click(screen.getByRole('button', { name: 'Add to shopping list' }))
    await vi.waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies).toEqual([
      expect.objectContaining({ groupId: 10, recipeId: 4, skipIngredients: [1] }),
      expect.objectContaining({ groupId: 10, recipeId: 4, skipIngredients: [2] }),
    ])
  })
})

describe('Share on a recipe page', { timeout: 20_000 }, () => {
  const LINK: RecipeShareLink = {
    token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF',
    url: 'https://forkcast.example/shared/recipes/tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF',
    createdAt: '2026-11-26T09:00:00.000Z',
  }

  it('copies a read-only link where the device has no share sheet, and Stop sharing turns it off', async () => {
    mockSignedIn({ groups: [garcias] })
    serveRecipe()
    const revoked: string[] = []
    server.use(
      http.post('/api/recipes/4/share', () => HttpResponse.json(LINK, { status: 201 })),
      http.delete<{ token: string }>('/api/recipes/4/share/:token', ({ params }) => {
        revoked.push(params.token)
        return HttpResponse.json({ success: true })
      }),
    )
    const user = userEvent.setup()
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: navigator.clipboard })
    renderApp(<App />, { path: '/recipe/4' })

    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Copied!')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK.url)
    const panel = screen.getByRole('region', { name: 'Share link' })
    expect(within(panel).getByRole('textbox')).toHaveValue(LINK.url)

    await user.click(within(panel).getByRole('button', { name: 'Stop sharing' }))
    expect(await screen.findByText('Stopped sharing')).toBeInTheDocument()
    expect(revoked).toEqual([LINK.token])
    expect(screen.queryByRole('region', { name: 'Share link' })).not.toBeInTheDocument()
  })

  it('hands the link to the share sheet when the device has one', async () => {
    mockSignedIn({ groups: [garcias] })
    serveRecipe()
    server.use(http.post('/api/recipes/4/share', () => HttpResponse.json(LINK, { status: 201 })))
    const share = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: navigator.clipboard })
    const user = userEvent.setup()
    renderApp(<App />, { path: '/recipe/4' })

    await user.click(await screen.findByRole('button', { name: 'Share' }))
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Weekend Lasagna', url: LINK.url }))
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument()
  })
})

describe('/shared/recipes/:token', { timeout: 20_000 }, () => {
  const SHARED: SharedRecipe = {
    title: 'Weeknight Pad Thai',
    description: 'Fast and bright.',
    cuisine: 'Thai',
    imageUrl: null,
    prepTimeMinutes: 15,
    cookTimeMinutes: 10,
    totalTimeMinutes: 25,
    servings: 2,
    yields: null,
    ingredients: ['8 oz rice noodles', '2 eggs'],
    instructions: ['Soak the noodles.', 'Fry everything.'],
    sourceUrl: 'https://cooking.example/pad-thai',
    siteName: 'Cooking Example',
    author: 'Pim',
  }
  const signedOut = () =>
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    )

  it('shows the recipe with its source credit to someone signed out, and a Print button', async () => {
    signedOut()
    server.use(http.get('/api/shared-recipes/:token', () => HttpResponse.json(SHARED)))
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    renderApp(<App />, { path: '/shared/recipes/tok_abcdefghijklmnopqrstuvwxyz' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Weeknight Pad Thai' })).toBeInTheDocument()
    expect(screen.getByText('8 oz rice noodles')).toBeInTheDocument()
    expect(screen.getByText('Fry everything.')).toBeInTheDocument()
    expect(screen.getByText(/Recipe by Pim/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Original recipe on Cooking Example/ })).toHaveAttribute(
      'href',
      'https://cooking.example/pad-thai',
    )
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('says the recipe is no longer shared once the link is turned off', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/shared-recipes/:token', () =>
        HttpResponse.json({ message: 'This link has been turned off', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderApp(<App />, { path: '/shared/recipes/tok_abcdefghijklmnopqrstuvwxyz' })
    expect(
      await screen.findByRole('heading', { name: 'This recipe is no longer shared' }),
    ).toBeInTheDocument()
  })
})
