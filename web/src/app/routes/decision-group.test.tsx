import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { GroupAllergies, Recipe } from '@forkcast/contract/recipes.schemas'
import type { RestaurantSearchInput, RestaurantSearchResult } from '@forkcast/contract/restaurants.schemas'
import type { StartSession } from '@forkcast/contract/voting.schemas'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

// On a loaded CI machine one lazy page took over 10 s to transform mid-test; loading them first keeps waits short.
beforeAll(async () => {
  await Promise.all([
    import('../signed-in-app'),
    import('./choose-meal-type'),
    import('./dining-method-selection'),
    import('./dining-service-selection'),
    import('./ingredient-selection'),
    import('./elimination'),
    import('./recipe'),
    import('./restaurant-results'),
  ])
}, 120_000)
afterEach(() => toast.dismiss())

const garcias = buildGroup({ id: 10, name: 'The Garcias' })
const neighbours = buildGroup({ id: 11, name: 'Neighbours', inviteCode: 'WXYZ6789' })

/** What an older build kept in session storage: a group the address must win over. */
const storeLegacyGroup = (group: { id: number; name: string }) => {
  sessionStorage.setItem('currentGroupId', String(group.id))
  sessionStorage.setItem('currentGroupName', group.name)
  sessionStorage.setItem('selectedGroup', JSON.stringify({ id: group.id, name: group.name }))
}

/** Records which group each board start asks for; the answer is a failure, so no board has to be built. */
const recordBoardStarts = () => {
  const started: StartSession[] = []
  server.use(
    http.post<never, StartSession, ErrorBody>('/api/elimination-session', async ({ request }) => {
      started.push(await request.json())
      return HttpResponse.json({ message: 'Try again later', code: 'UNAVAILABLE' }, { status: 503 })
    }),
  )
  return started
}

const groupKeysInStorage = () =>
  ['currentGroupId', 'currentGroupName', 'selectedGroup'].filter(
    (key) => sessionStorage.getItem(key) !== null,
  )

describe('the group in the address', { timeout: 20_000 }, () => {
  it('keeps the group across a reload: a board address opened afresh, with empty session storage, starts that group’s board', async () => {
    mockSignedIn({ groups: [garcias, neighbours] })
    const started = recordBoardStarts()
    renderApp(<App />, { path: '/elimination/cuisine?groupId=11' })
    expect(await screen.findByText('Failed to load options')).toBeInTheDocument()
    expect(started).toEqual([{ groupId: 11, category: 'cuisine' }])
    expect(groupKeysInStorage()).toEqual([])
  })

  it('keeps each tab’s own group: session storage naming another group does not change the board', async () => {
    mockSignedIn({ groups: [garcias, neighbours] })
    storeLegacyGroup(garcias)
    const started = recordBoardStarts()
    renderApp(<App />, { path: '/elimination/cooking?groupId=11' })
    expect(await screen.findByText('Failed to load options')).toBeInTheDocument()
    expect(started).toEqual([{ groupId: 11, category: 'cooking' }])
  })

  it('asks someone whose address names no group which group is deciding, even when session storage names one, and one tap opens that group’s board', async () => {
    mockSignedIn({ groups: [garcias] })
    storeLegacyGroup(garcias)
    const started = recordBoardStarts()
    renderApp(<App />, { path: '/elimination/cuisine' })
    expect(await screen.findByRole('heading', { name: 'Which group is deciding?' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/elimination/cuisine'), { timeout: 10_000 })
    expect(started).toEqual([])
    await userEvent.click(screen.getByRole('link', { name: /The Garcias/ }))
    expect(await screen.findByText('Failed to load options')).toBeInTheDocument()
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/elimination/cuisine?groupId=10'),
      { timeout: 10_000 },
    )
    expect(started).toEqual([{ groupId: 10, category: 'cuisine' }])
  })

  it('says so in the page when the address names a group that is not theirs, and offers their own', async () => {
    mockSignedIn({ groups: [garcias] })
    const started = recordBoardStarts()
    renderApp(<App />, { path: '/elimination/cuisine?groupId=99' })
    expect(await screen.findByRole('heading', { name: 'That group is not one of yours' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /The Garcias/ })).toHaveAttribute(
      'href',
      '/elimination/cuisine?groupId=10',
    )
    expect(started).toEqual([])
  })

  it('opens the choose-meal-type page for the group in a shared link, and asks which group for a link without one', async () => {
    mockSignedIn({ groups: [garcias, neighbours] })
    storeLegacyGroup(garcias)
    const view = renderApp(<App />, { path: '/choose-meal-type?groupId=11' })
    expect(await screen.findByText('Neighbours')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Group Voting' })).toHaveAttribute(
      'href',
      '/elimination/cuisine?groupId=11',
    )
    view.unmount()
    renderApp(<App />, { path: '/choose-meal-type' })
    expect(await screen.findByRole('heading', { name: 'Which group is deciding?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Just me' })).toHaveAttribute(
      'href',
      '/choose-meal-type?groupId=0',
    )
    await vi.waitFor(() => expect(window.location.pathname).toBe('/choose-meal-type'), { timeout: 10_000 })
  })

  it('carries the group from cook-or-order to the ingredients, and Back returns to the same group’s page', async () => {
    mockSignedIn({ groups: [garcias, neighbours] })
    storeLegacyGroup(garcias)
    sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'italian', label: 'Italian' }))
    const askedAllergies: string[] = []
    server.use(
      http.get<never, never, GroupAllergies>('/api/recipes/group-allergies', ({ request }) => {
        askedAllergies.push(new URL(request.url).search)
        return HttpResponse.json({ members: [] })
      }),
    )
    renderApp(<App />, { path: '/dining-method-selection?groupId=11' })
    await userEvent.click(await screen.findByRole('button', { name: /Order out/ }))
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/dining-service-selection?groupId=11',
        ),
      { timeout: 10_000 },
    )
    await act(async () => window.history.back())
    expect(await screen.findByRole('heading', { name: 'Cook it or order it?' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.search).toBe('?groupId=11'), { timeout: 10_000 })
    await userEvent.click(screen.getByRole('button', { name: /Cook at home/ }))
    // The ingredients page is a lazy chunk: on a loaded machine it can take longer than the default wait.
    expect(
      await screen.findByRole('heading', { name: 'Select Your Ingredients' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe('/ingredient-selection?groupId=11'),
      { timeout: 10_000 },
    )
    // The page asks for the group's allergies after it paints.
    await vi.waitFor(() => expect(askedAllergies).toEqual(['?groupId=11']), { timeout: 10_000 })
  })
})

describe('the group in a restaurant or recipe address', { timeout: 20_000 }, () => {
  const recordSearches = () => {
    const bodies: RestaurantSearchInput[] = []
    server.use(
      http.post<never, RestaurantSearchInput, RestaurantSearchResult>(
        '/api/restaurants/search',
        async ({ request }) => {
          bodies.push(await request.json())
          return HttpResponse.json({
            restaurants: [],
            provider: 'osm',
            distanceUnit: 'mi',
            center: { latitude: 39.8, longitude: -89.64 },
          })
        },
      ),
      http.get('/api/favorite-restaurants', () => HttpResponse.json([])),
    )
    return bodies
  }

  it('searches restaurants for the group in the address, not one left in session storage', async () => {
    mockSignedIn({ groups: [garcias, neighbours], user: { zipCode: '62701' } })
    sessionStorage.setItem(
      'restaurantSearchParams',
      JSON.stringify({ cuisine: 'italian', serviceType: 'takeout', groupId: 10 }),
    )
    sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'italian', label: 'Italian', groupId: 10 }))
    const bodies = recordSearches()
    renderApp(<App />, { path: '/restaurant-results?cuisine=italian&groupId=11' })
    expect(
      await screen.findByRole('heading', { name: 'No Italian restaurants found nearby' }),
    ).toBeInTheDocument()
    expect(bodies).toEqual([
      { cuisine: 'italian', serviceType: 'takeout', radius: 5000, groupId: 11, zipCode: '62701' },
    ])
    expect(screen.getByRole('link', { name: 'Change service' })).toHaveAttribute(
      'href',
      '/dining-service?groupId=11',
    )
  })

  it('searches for the user alone when the address names a group that is not theirs', async () => {
    mockSignedIn({ groups: [garcias], user: { zipCode: '62701' } })
    const bodies = recordSearches()
    renderApp(<App />, { path: '/restaurant-results?cuisine=italian&groupId=99' })
    expect(
      await screen.findByRole('heading', { name: 'No Italian restaurants found nearby' }),
    ).toBeInTheDocument()
    expect(bodies).toEqual([{ cuisine: 'italian', serviceType: 'dine-in', radius: 5000, zipCode: '62701' }])
  })

  it('shows a recipe for the user alone when the address names a group that is not theirs, and for no stored group', async () => {
    mockSignedIn({ groups: [garcias] })
    storeLegacyGroup(garcias)
    const asked: string[] = []
    server.use(
      http.get<never, never, Recipe | ErrorBody>('/api/recipes/5', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ message: 'Recipe not found', code: 'NOT_FOUND' }, { status: 404 })
      }),
    )
    renderApp(<App />, { path: '/recipe/5?groupId=99' })
    expect(await screen.findByRole('link', { name: /Back to Recipes/ })).toBeInTheDocument()
    expect(asked.every((search) => search === '')).toBe(true)
    expect(asked.length).toBeGreaterThan(0)
  })
})
