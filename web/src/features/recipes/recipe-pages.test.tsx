import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HIDDEN_HEADER } from '@forkcast/contract/recipes.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from './testing/build-recipe'

afterEach(() => toast.dismiss())

describe('/recipes', { timeout: 20_000 }, () => {
  it('searches by name, opens a result on its own page, and Back returns to the search as it was', async () => {
    mockSignedIn()
    const requested: string[] = []
    server.use(
      http.get('/api/recipes/search', ({ request }) => {
        requested.push(new URL(request.url).search)
        return HttpResponse.json([buildRecipe({ id: 4, title: 'Weekend Beef and Ricotta Lasagna' })])
      }),
      http.get('/api/recipes/4', () =>
        HttpResponse.json(buildRecipe({ id: 4, title: 'Weekend Beef and Ricotta Lasagna' })),
      ),
    )
    renderApp(<App />, { path: '/recipes' })
    await userEvent.type(await screen.findByLabelText('Search recipes'), 'lasagnia')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(requested).toEqual(['?q=lasagnia'])
    await userEvent.click(within(results).getByRole('link', { name: 'View Recipe' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekend Beef and Ricotta Lasagna' }),
    ).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/4'), { timeout: 10_000 })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Back is the browser's: the search comes back with its words, from the address.
    await act(async () => window.history.back())
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument()
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/recipes?q=lasagnia'),
      { timeout: 10_000 },
    )
    expect(screen.getByLabelText('Search recipes')).toHaveValue('lasagnia')

    // The page's own Back link does the same, rather than opening an empty Recipes page.
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Search results' })).getByRole('link', {
        name: 'View Recipe',
      }),
    )
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }))
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument()
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/recipes?q=lasagnia'),
      { timeout: 10_000 },
    )
  })

  it('says so when nothing matches, searches ingredients when the text has a comma, and clears', async () => {
    mockSignedIn()
    const requested: string[] = []
    server.use(
      http.get('/api/recipes/search', ({ request }) => {
        requested.push(new URL(request.url).search)
        return HttpResponse.json([])
      }),
    )
    renderApp(<App />, { path: '/recipes' })
    await userEvent.type(await screen.findByLabelText('Search recipes'), 'eggs, spinach')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByText('No recipes found for "eggs, spinach". Try a different search term.'),
    ).toBeInTheDocument()
    expect(requested).toEqual([`?${new URLSearchParams({ ingredients: 'eggs, spinach' })}`])
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByText(/No recipes found/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Browse Cuisines' })).toBeInTheDocument()
  })

  it('says how many recipes the allergy filter hid, for what and for whom, instead of a bare empty state', async () => {
    mockSignedIn()
    const hidden = { count: 2, allergens: ['peanuts'], members: ['Sofia'] }
    server.use(
      http.get('/api/recipes/search', () =>
        HttpResponse.json([], {
          headers: { [HIDDEN_HEADER]: encodeURIComponent(JSON.stringify(hidden)) },
        }),
      ),
    )
    renderApp(<App />, { path: '/recipes' })
    await userEvent.type(await screen.findByLabelText('Search recipes'), 'satay')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('2 recipes hidden: they contain peanuts (Sofia)')).toBeInTheDocument()
    expect(screen.queryByText(/No recipes found/)).not.toBeInTheDocument()
  })

  it('suggests recipes for a cuisine named in the address, by label in any case, for the group', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 7 })] })
    const requested: string[] = []
    server.use(
      http.post('/api/recipes/generate/:foodType', ({ request }) => {
        requested.push(new URL(request.url).pathname + new URL(request.url).search)
        return HttpResponse.json([buildRecipe({ id: requested.length, title: `Idea ${requested.length}` })])
      }),
    )
    renderApp(<App />, { path: '/recipes?cuisine=MIDDLE%20EASTERN&ingredients=rice,chickpeas&groupId=7' })
    expect(await screen.findByRole('heading', { name: 'Middle Eastern recipes for you' })).toBeInTheDocument()
    expect(screen.getByText('Using: rice, chickpeas')).toBeInTheDocument()
    expect(await screen.findByText('Idea 1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Recipes' }))
    expect(await screen.findByText('Idea 2')).toBeInTheDocument()
    expect(await screen.findByText('New Recipes Generated!')).toBeInTheDocument()
    expect(requested[0]).toBe(
      '/api/recipes/generate/middle-eastern?count=3&ingredients=rice%2Cchickpeas&groupId=7',
    )
  })

  it('opens a suggestion on its own page, and Back returns to the same round with the ingredients kept', async () => {
    mockSignedIn()
    const requested: string[] = []
    server.use(
      http.post('/api/recipes/generate/:foodType', ({ request }) => {
        requested.push(new URL(request.url).search)
        const round = requested.length
        return HttpResponse.json([buildRecipe({ id: 10 + round, title: `Idea ${round}` })])
      }),
      http.get('/api/recipes/12', () => HttpResponse.json(buildRecipe({ id: 12, title: 'Idea 2' }))),
    )
    renderApp(<App />, { path: '/recipes?ingredients=rice,chickpeas' })
    expect(await screen.findByRole('article', { name: 'Idea 1' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Recipes' }))
    const second = await screen.findByRole('article', { name: 'Idea 2' })
    await vi.waitFor(() => expect(window.location.search).toBe('?ingredients=rice%2Cchickpeas&round=1'), {
      timeout: 10_000,
    })
    await userEvent.click(within(second).getByRole('link', { name: 'View Recipe' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Idea 2' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/12'), { timeout: 10_000 })
    await act(async () => window.history.back())
    // The same round, not the first one, and the ingredients the user ticked.
    expect(await screen.findByRole('article', { name: 'Idea 2' })).toBeInTheDocument()
    expect(screen.getByText('Using: rice, chickpeas')).toBeInTheDocument()
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/recipes?ingredients=rice%2Cchickpeas&round=1',
        ),
      { timeout: 10_000 },
    )
  })

  it('marks suggestions the language model wrote as AI-created, and only those', async () => {
    mockSignedIn()
    server.use(
      http.post('/api/recipes/generate/:foodType', () =>
        HttpResponse.json([
          buildRecipe({ id: 1, title: 'Lemon Ricotta Orzo', sourceType: 'generated' }),
          buildRecipe({ id: 2, title: 'Spaghetti Aglio e Olio', sourceType: 'catalog' }),
        ]),
      ),
    )
    renderApp(<App />, { path: '/recipes?cuisine=italian' })
    const generated = await screen.findByRole('article', { name: 'Lemon Ricotta Orzo' })
    expect(within(generated).getByText('AI-created')).toBeInTheDocument()
    const catalog = screen.getByRole('article', { name: 'Spaghetti Aglio e Olio' })
    expect(within(catalog).queryByText('AI-created')).not.toBeInTheDocument()
    server.use(
      http.get('/api/recipes/1', () =>
        HttpResponse.json(buildRecipe({ id: 1, title: 'Lemon Ricotta Orzo', sourceType: 'generated' })),
      ),
    )
    await userEvent.click(within(generated).getByRole('link', { name: 'View Recipe' }))
    expect(await screen.findByText('AI-created for you')).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/1'), { timeout: 10_000 })
  })

  it('shows No recipes yet with Create and Import in an empty collection', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/user/recipes', () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    )
    renderApp(<App />, { path: '/recipes' })
    await userEvent.click(await screen.findByRole('button', { name: 'My Recipes' }))
    const heading = await screen.findByRole('heading', { name: 'No recipes yet' })
    const emptyState = heading.parentElement as HTMLElement
    expect(within(emptyState).getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/recipe-import')
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Create' }))
    expect(screen.getByRole('form', { name: 'Create recipe' })).toBeInTheDocument()
  })

  it('Browse Cuisines opens the board of cuisines for the Recipe Browsing pseudo group, named in the address', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/recipes' })
    await userEvent.click(await screen.findByRole('button', { name: 'Browse Cuisines' }))
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/elimination/cuisine?groupId=0'),
      { timeout: 10_000 },
    )
    expect(sessionStorage.getItem('selectedGroup')).toBeNull()
    expect(sessionStorage.getItem('currentGroupId')).toBeNull()
  })
})

describe('/recipe/:id', { timeout: 20_000 }, () => {
  it('shows a red Contains banner for the current group and lets the user rate', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 3 })] })
    let rated: unknown
    server.use(
      http.get('/api/recipes/5', ({ request }) =>
        HttpResponse.json(
          buildRecipe({
            id: 5,
            title: 'Peanut Noodles',
            warnings: {
              allergens: new URL(request.url).searchParams.get('groupId') === '3' ? ['peanuts'] : [],
              sensitivities: [],
              members: [],
            },
          }),
        ),
      ),
      http.post('/api/recipes/5/rating', async ({ request }) => {
        rated = await request.json()
        return HttpResponse.json({ averageRating: 4, totalRatings: 1, userRating: 4 })
      }),
    )
    renderApp(<App />, { path: '/recipe/5?groupId=3' })
    expect(await screen.findByRole('heading', { name: 'Peanut Noodles' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Contains: Peanuts')
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(rated).toEqual({ rating: 4 })
  })
})

describe('/ingredient-selection', { timeout: 20_000 }, () => {
  const mockGenerate = () => {
    const requested: string[] = []
    server.use(
      http.post('/api/recipes/generate/:foodType', ({ request }) => {
        requested.push(new URL(request.url).pathname)
        return HttpResponse.json([])
      }),
    )
    return requested
  }

  it('asks for at least one ingredient, then finds recipes for the chosen cuisine and group', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 12 })] })
    const generated = mockGenerate()
    sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'italian', label: 'Italian' }))
    renderApp(<App />, { path: '/ingredient-selection?groupId=12' })
    expect(await screen.findByText('Italian')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Find Recipes (0)' }))
    expect(
      await screen.findByText('Please select at least one ingredient you have available'),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Ricotta' }))
    await userEvent.type(screen.getByLabelText('Add your own ingredient'), '  Lasagna sheets {Enter}')
    await userEvent.type(screen.getByLabelText('Add your own ingredient'), 'lasagna SHEETS')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    await userEvent.click(screen.getByRole('button', { name: 'Find Recipes (2)' }))
    expect(JSON.parse(localStorage.getItem('selectedIngredients') ?? '[]')).toEqual([
      'Ricotta',
      'Lasagna sheets',
    ])
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          `/recipes?${new URLSearchParams({ cuisine: 'italian', ingredients: 'Ricotta,Lasagna sheets', groupId: '12' })}`,
        ),
      { timeout: 10_000 },
    )
    expect(await screen.findByRole('heading', { name: 'Italian recipes for you' })).toBeInTheDocument()
    await vi.waitFor(() => expect(generated).toEqual(['/api/recipes/generate/italian']), { timeout: 10_000 })
  })

  it('warns beside a ticked ingredient that a group member is allergic to, and for an own ingredient', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 12 })] })
    const asked: string[] = []
    server.use(
      http.get('/api/recipes/group-allergies', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ members: [{ name: 'Sofia', allergens: ['peanuts'] }] })
      }),
    )
    sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'thai', label: 'Thai' }))
    renderApp(<App />, { path: '/ingredient-selection?groupId=12' })
    await userEvent.type(
      await screen.findByLabelText('Add your own ingredient'),
      'crunchy peanut butter{Enter}',
    )
    expect(await screen.findByText('Sofia is allergic to peanuts')).toBeInTheDocument()
    expect(asked).toEqual(['?groupId=12'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove crunchy peanut butter' }))
    expect(screen.queryByText('Sofia is allergic to peanuts')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Ricotta' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const peanuts = screen.getByRole('button', { name: 'Peanuts' })
    await userEvent.click(peanuts)
    expect(peanuts).toHaveAccessibleDescription('Sofia is allergic to peanuts')
  })

  it('comes Back from a recipe to the recipes for the ticked ingredients, not to an empty selection', async () => {
    mockSignedIn()
    server.use(
      http.post('/api/recipes/generate/:foodType', () =>
        HttpResponse.json([buildRecipe({ id: 31, title: 'Chickpea Stew' })]),
      ),
      http.get('/api/recipes/31', () => HttpResponse.json(buildRecipe({ id: 31, title: 'Chickpea Stew' }))),
    )
    renderApp(<App />, { path: '/ingredient-selection' })
    await userEvent.click(await screen.findByRole('button', { name: 'Chickpeas' }))
    await userEvent.click(screen.getByRole('button', { name: 'Find Recipes (1)' }))
    const card = await screen.findByRole('article', { name: 'Chickpea Stew' })
    await userEvent.click(within(card).getByRole('link', { name: 'View Recipe' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpea Stew' })).toBeInTheDocument()
    await act(async () => window.history.back())
    expect(await screen.findByRole('article', { name: 'Chickpea Stew' })).toBeInTheDocument()
    expect(screen.getByText('Using: Chickpeas')).toBeInTheDocument()
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/recipes?ingredients=Chickpeas'),
      { timeout: 10_000 },
    )
  })

  it('falls back to All Cuisines, filters the lists and goes to general recipes', async () => {
    mockSignedIn()
    const generated = mockGenerate()
    sessionStorage.setItem('chosenFoodType', '{not json')
    renderApp(<App />, { path: '/ingredient-selection' })
    expect(await screen.findByText('All Cuisines')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Search ingredients'), 'chick')
    expect(screen.getByRole('button', { name: 'Chickpeas' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Salmon' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Chickpeas' }))
    await userEvent.click(screen.getByRole('button', { name: 'Find Recipes (1)' }))
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/recipes?ingredients=Chickpeas'),
      { timeout: 10_000 },
    )
    expect(await screen.findByRole('heading', { name: 'Recipes for your ingredients' })).toBeInTheDocument()
    await vi.waitFor(() => expect(generated).toEqual(['/api/recipes/generate/general']), { timeout: 10_000 })
  })
})
