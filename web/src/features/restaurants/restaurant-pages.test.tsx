import { delay, http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FavoriteRestaurant } from '@forkcast/contract/favorites.schemas'
import type { Restaurant, RestaurantSearchResult } from '@forkcast/contract/restaurants.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => toast.dismiss())

const nonna: Restaurant = {
  placeId: 'osm-node-1001',
  name: 'Trattoria Nonna',
  address: '12 Mulberry Street, Springfield',
  cuisine: 'Italian',
  rating: 4.7,
  priceLevel: 2,
  phoneNumber: '+1 555 0101',
  website: 'https://nonna.example/',
  photos: [],
  latitude: 39.8017,
  longitude: -89.6436,
  distance: 0.22,
  distanceUnit: 'mi',
  openNow: true,
  matchScore: 0.86,
  matchReasons: ['Italian, as the group chose', '0.2 mi away', 'open now'],
}

const answer = (restaurants: Restaurant[], provider: 'osm' | 'google' = 'osm'): RestaurantSearchResult => ({
  restaurants,
  provider,
  distanceUnit: 'mi',
  center: { latitude: 39.8, longitude: -89.64 },
})

/** Answers searches with `result` and records each request body. */
const mockSearch = (result: RestaurantSearchResult | { status: number; code: string; message: string }) => {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/restaurants/search', async ({ request }) => {
      bodies.push(await request.json())
      if ('status' in result) {
        return HttpResponse.json({ code: result.code, message: result.message }, { status: result.status })
      }
      return HttpResponse.json(result)
    }),
  )
  return bodies
}

const mockFavorites = (initial: FavoriteRestaurant[] = []) => {
  let favorites = [...initial]
  const added: unknown[] = []
  server.use(
    http.get('/api/favorite-restaurants', () => HttpResponse.json(favorites)),
    http.post('/api/favorite-restaurants', async ({ request }) => {
      const body = (await request.json()) as { placeId: string; name: string }
      added.push(body)
      // Slow enough to see the heart fill before the server answers.
      await delay(300)
      const saved: FavoriteRestaurant = {
        id: 41,
        placeId: body.placeId,
        name: body.name,
        address: null,
        cuisine: 'Italian',
        rating: '4.7',
        priceLevel: '2',
        phoneNumber: null,
        website: null,
        photoUrl: null,
        notes: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        groupId: null,
        groupName: null,
        savedBy: 'Ana',
      }
      favorites = [saved, ...favorites]
      return HttpResponse.json(saved, { status: 201 })
    }),
    http.delete('/api/favorite-restaurants/:id', ({ params }) => {
      favorites = favorites.filter((favorite) => favorite.id !== Number(params.id))
      return HttpResponse.json({ success: true })
    }),
  )
  return added
}

const chooseItalian = () =>
  sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'italian', label: 'Italian' }))

describe('the restaurant results page', () => {
  it('searches around the stored location first, and fills a heart before the server answers', async () => {
    mockSignedIn({ user: { zipCode: '10001' }, groups: [buildGroup({ id: 5 })] })
    localStorage.setItem('userLocation', JSON.stringify({ latitude: 39.8, longitude: -89.64 }))
    const bodies = mockSearch(answer([nonna]))
    const added = mockFavorites()
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/delivery/casual?groupId=5' })

    const card = (await screen.findByRole('heading', { name: 'Trattoria Nonna' })).closest('li')!
    expect(bodies).toEqual([
      {
        cuisine: 'italian',
        serviceType: 'delivery',
        radius: 5000,
        groupId: 5,
        latitude: 39.8,
        longitude: -89.64,
      },
    ])
    expect(within(card).getByText('Excellent Match · 86%')).toBeInTheDocument()
    expect(within(card).getByText('Italian · $$')).toBeInTheDocument()
    expect(within(card).getByText('0.2 mi')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Call Trattoria Nonna' })).toHaveAttribute(
      'href',
      'tel:+15550101',
    )

    await userEvent.click(within(card).getByRole('button', { name: 'Save Trattoria Nonna to favorites' }))
    expect(
      within(card).getByRole('button', { name: 'Remove Trattoria Nonna from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(added).toEqual([expect.objectContaining({ placeId: 'osm-node-1001', rating: 4.7, priceLevel: 2 })])
  })

  it('uses the ZIP code from the profile when no location is stored', async () => {
    mockSignedIn({ user: { zipCode: '62701' } })
    const bodies = mockSearch(answer([nonna]))
    mockFavorites()
    sessionStorage.setItem(
      'restaurantSearchParams',
      JSON.stringify({ cuisine: 'italian', serviceType: 'takeout' }),
    )
    renderApp(<App />, { path: '/restaurant-results?cuisine=italian' })
    expect(await screen.findByText('Near ZIP code 62701')).toBeInTheDocument()
    expect(bodies).toEqual([{ cuisine: 'italian', serviceType: 'takeout', radius: 5000, zipCode: '62701' }])
  })

  it('asks someone who skipped location sharing for a ZIP code or their location, without an error', async () => {
    mockSignedIn()
    mockFavorites()
    localStorage.setItem('locationSkipped', 'true')
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/delivery/casual' })
    expect(await screen.findByRole('heading', { name: 'Where are you?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument()
    expect(screen.queryByText(/Location access denied/)).not.toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dining-location/delivery/casual'), {
      timeout: 10_000,
    })
  })

  it('goes to ZIP code entry when the browser has no geolocation, saying so', async () => {
    mockSignedIn()
    mockFavorites()
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/takeout/casual' })
    expect(await screen.findByText('Geolocation is not supported by this browser.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Where are you?' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dining-location/takeout/casual'), {
      timeout: 10_000,
    })
  })

  it('tells the family what they can do when nothing is found: look farther, open maps, cook it, or pick again', async () => {
    mockSignedIn({ user: { zipCode: '62701' } })
    const bodies = mockSearch(answer([]))
    mockFavorites()
    chooseItalian()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/restaurants/italian/dine-in/casual' })
    const empty = await screen.findByRole('region', { name: 'No Italian restaurants found nearby' })
    expect(empty).toHaveTextContent(
      'Our list comes from OpenStreetMap, which does not know every restaurant, so your maps app may find more.',
    )
    expect(empty).toHaveTextContent(
      'You can look farther away, try another cuisine or cook Italian at home tonight.',
    )
    expect(empty).not.toHaveTextContent(/key|whoever runs|Google Places|configure|admin/i)
    expect(within(empty).getByRole('link', { name: 'Open maps for Italian near me' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/Italian%20restaurants%20near%2062701',
    )
    expect(within(empty).getByRole('link', { name: 'Cook Italian at home' })).toHaveAttribute(
      'href',
      '/recipes?cuisine=italian',
    )
    expect(within(empty).getByRole('link', { name: 'Choose another cuisine' })).toHaveAttribute(
      'href',
      '/elimination/cuisine',
    )

    await user.click(within(empty).getByRole('button', { name: 'Search up to 50 km away' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ radius: 50_000 })
    const wider = await screen.findByRole('region', { name: 'No Italian restaurants found nearby' })
    expect(within(wider).queryByRole('button', { name: 'Search up to 50 km away' })).not.toBeInTheDocument()
    expect(wider).toHaveTextContent('You can try another cuisine or cook Italian at home tonight.')
  })

  it('leaves OpenStreetMap out of the empty state when the places came from elsewhere', async () => {
    mockSignedIn({ user: { zipCode: '62701' } })
    mockSearch(answer([], 'google'))
    mockFavorites()
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/dine-in/casual' })
    const empty = await screen.findByRole('region', { name: 'No Italian restaurants found nearby' })
    expect(empty).not.toHaveTextContent(/OpenStreetMap|key/i)
    expect(within(empty).getByRole('link', { name: 'Open maps for Italian near me' })).toBeInTheDocument()
  })

  it('shows the search failure with a way to try again when the provider is down', async () => {
    mockSignedIn({ user: { zipCode: '62701' } })
    mockSearch({
      status: 502,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Search Failed: Unable to find restaurants in your area.',
    })
    mockFavorites()
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/delivery/casual' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Search Failed')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('the daily restaurant-search limit', () => {
  it("offers an upgrade instead of an error once the day's searches are used", async () => {
    mockSignedIn({ user: { zipCode: '62701' } })
    mockSearch({
      status: 403,
      code: 'LIMIT_REACHED',
      message:
        'You have used all 5 restaurant searches of your Free plan today. Upgrade to Plus for 30 a day, or try again tomorrow.',
    })
    mockFavorites()
    chooseItalian()
    renderApp(<App />, { path: '/restaurants/italian/delivery/casual' })
    const offer = await screen.findByRole('region', { name: 'You have reached your plan’s limit' })
    expect(offer).toHaveTextContent('Upgrade to Plus for 30 a day')
    expect(within(offer).getByRole('link', { name: 'See plans and upgrade' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('the favorites page', () => {
  it('lists saved restaurants and removes one at once', async () => {
    mockSignedIn()
    mockFavorites([
      {
        id: 3,
        placeId: 'osm-node-1001',
        name: 'Trattoria Nonna',
        address: '12 Mulberry Street',
        cuisine: 'Italian',
        rating: '4.7',
        priceLevel: '2',
        phoneNumber: null,
        website: null,
        photoUrl: null,
        notes: 'Ask for the terrace',
        createdAt: '2026-01-01T00:00:00.000Z',
        groupId: null,
        groupName: null,
        savedBy: 'Ana',
      },
    ])
    renderApp(<App />, { path: '/favorites' })
    const list = await screen.findByRole('list', { name: 'Favorite restaurants' })
    expect(within(list).getByText('Italian · $$ · ★ 4.7')).toBeInTheDocument()
    expect(within(list).getByLabelText('Notes')).toHaveValue('Ask for the terrace')
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Trattoria Nonna from favorites' }))
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument()
  })
})
