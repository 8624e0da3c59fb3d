import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { checkLocationPermission } from '../geolocation'

const POSITION_ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const

const stubNavigator = (name: 'geolocation' | 'permissions', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true })

const removeNavigatorStub = (name: 'geolocation' | 'permissions') => Reflect.deleteProperty(navigator, name)

type PositionAnswer = { latitude: number; longitude: number } | { code: number }

/** A browser whose geolocation answers each request with the next answer given. */
const stubGeolocation = (...answers: PositionAnswer[]) => {
  const getCurrentPosition = vi.fn(
    (onSuccess: PositionCallback, onError: PositionErrorCallback | null | undefined) => {
      const answer = answers.shift() ?? { code: 2 }
      if ('code' in answer) onError?.({ code: answer.code, message: '', ...POSITION_ERROR_CODES })
      else onSuccess({ coords: answer, timestamp: Date.now() } as GeolocationPosition)
    },
  )
  stubNavigator('geolocation', { getCurrentPosition })
  return getCurrentPosition
}

const stubPermission = (state: PermissionState) =>
  stubNavigator('permissions', { query: vi.fn().mockResolvedValue({ state }) })

afterEach(() => {
  removeNavigatorStub('geolocation')
  removeNavigatorStub('permissions')
  toast.dismiss()
})

describe('location permission', () => {
  it('follows stored location, then the skip flag, then the browser', async () => {
    stubPermission('prompt')
    localStorage.setItem('userLocation', JSON.stringify({ latitude: 1, longitude: 2 }))
    localStorage.setItem('locationSkipped', 'true')
    await expect(checkLocationPermission()).resolves.toBe('granted')
    localStorage.removeItem('userLocation')
    await expect(checkLocationPermission()).resolves.toBe('denied')
    localStorage.removeItem('locationSkipped')
    await expect(checkLocationPermission()).resolves.toBe('prompt')
    stubPermission('denied')
    await expect(checkLocationPermission()).resolves.toBe('denied')
  })

  it('asks when there is no permissions API but geolocation exists, and not without geolocation', async () => {
    await expect(checkLocationPermission()).resolves.toBe('unsupported')
    stubGeolocation()
    await expect(checkLocationPermission()).resolves.toBe('prompt')
  })

  it('asks nothing on the dashboard, even when the browser would prompt', async () => {
    stubPermission('prompt')
    const getCurrentPosition = stubGeolocation()
    mockSignedIn()
    renderApp(<App />)
    expect(await screen.findByRole('button', { name: 'Show me around' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Location services' })).not.toBeInTheDocument()
    expect(getCurrentPosition).not.toHaveBeenCalled()
  })
})

/** Orders Italian delivery, the way a person reaches the places that need a location. */
const openOrdering = () => {
  server.use(
    http.get('/api/favorite-restaurants', () => HttpResponse.json([])),
    http.post('/api/restaurants/search', () =>
      HttpResponse.json({
        restaurants: [],
        provider: 'osm',
        distanceUnit: 'mi',
        center: { latitude: 41.15, longitude: -8.61 },
      }),
    ),
  )
  mockSignedIn()
  renderApp(<App />, { path: '/restaurants/italian/delivery/casual' })
}

describe('location dialog', () => {
  it('shows the denied message, retries, and goes on without a location', async () => {
    const getCurrentPosition = stubGeolocation({ code: 1 }, { code: 3 })
    stubPermission('prompt')
    openOrdering()
    const dialog = await screen.findByRole('dialog', { name: 'Enable Location Services' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable Location' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Location access denied. Please enable location permissions in your browser settings.',
    )
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Location request timed out')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Without Location' }))
    expect(await screen.findByRole('heading', { name: 'Where are you?' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('locationSkipped')).toBe('true')
  })

  it('takes Skip for Now as a choice: ZIP code or location offered, no error, not asked again', async () => {
    stubPermission('prompt')
    stubGeolocation()
    openOrdering()
    const dialog = await screen.findByRole('dialog', { name: 'Enable Location Services' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }))
    expect(await screen.findByRole('heading', { name: 'Where are you?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument()
    expect(screen.queryByText(/Location access denied/)).not.toBeInTheDocument()
    expect(localStorage.getItem('locationSkipped')).toBe('true')
  })

  it('stores the position, tells the server and closes 1.5 s after success', async () => {
    stubGeolocation({ latitude: 41.15, longitude: -8.61 })
    stubPermission('prompt')
    const saved: unknown[] = []
    server.use(
      http.put('/api/user/location', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json(buildUser({ latitude: 41.15, longitude: -8.61 }))
      }),
    )
    openOrdering()
    const dialog = await screen.findByRole('dialog', { name: 'Enable Location Services' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable Location' }))

    expect(await within(dialog).findByText(/Location enabled!/)).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('userLocation') ?? 'null')).toEqual({
      latitude: 41.15,
      longitude: -8.61,
    })
    expect(screen.getByRole('dialog', { name: 'Enable Location Services' })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 })
    expect(saved).toEqual([{ latitude: 41.15, longitude: -8.61 }])
  })
})
