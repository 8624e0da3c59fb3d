import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { RestaurantSearchResult } from '@forkcast/contract/restaurants.schemas'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const nothingNearby: RestaurantSearchResult = {
  restaurants: [],
  provider: 'osm',
  distanceUnit: 'mi',
  center: { latitude: 39.8, longitude: -89.64 },
}

describe('the dining location page', () => {
  it("checks the ZIP code with the search's own rule beside the field, then searches around the trimmed code", async () => {
    mockSignedIn()
    const searches: unknown[] = []
    server.use(
      http.get('/api/favorite-restaurants', () => HttpResponse.json([])),
      http.post('/api/restaurants/search', async ({ request }) => {
        searches.push(await request.json())
        return HttpResponse.json(nothingNearby)
      }),
    )
    sessionStorage.setItem('chosenFoodType', JSON.stringify({ id: 'italian', label: 'Italian' }))
    renderApp(<App />, { path: '/dining-location/delivery/casual' })
    const zip = await screen.findByLabelText('ZIP code')

    await userEvent.click(screen.getByRole('button', { name: 'Search this area' }))
    expect(await screen.findByText('Please enter a valid zip code.')).toBeInTheDocument()
    await userEvent.type(zip, '1234')
    await userEvent.click(screen.getByRole('button', { name: 'Search this area' }))
    expect(
      await screen.findByText('Please enter a valid 5-digit zip code (e.g., 12345).'),
    ).toBeInTheDocument()
    expect(zip).toHaveAccessibleDescription('Please enter a valid 5-digit zip code (e.g., 12345).')
    expect(zip).toBeInvalid()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dining-location/delivery/casual'), {
      timeout: 10_000,
    })

    await userEvent.clear(zip)
    await userEvent.type(zip, ' 62701 ')
    await userEvent.click(screen.getByRole('button', { name: 'Search this area' }))
    await waitFor(() => expect(window.location.pathname).toBe('/restaurants/italian/delivery/casual'))
    expect(JSON.parse(sessionStorage.getItem('diningLocation') ?? 'null')).toEqual({ zipCode: '62701' })
    await waitFor(() => expect(searches).toEqual([expect.objectContaining({ zipCode: '62701' })]))
  })
})
