import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { checkLocationPermission } from '../utils/geolocation'

// The first render loads the lazy pages, which can take over a second when every test file runs at once.
configure({ asyncUtilTimeout: 4000 })

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

describe('location permission on load', () => {
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

  it('opens the dialog on the dashboard when the browser would prompt', async () => {
    stubPermission('prompt')
    stubGeolocation()
    mockSignedIn()
    renderApp(<App />)
    expect(await screen.findByRole('dialog', { name: 'Enable Location Services' })).toBeInTheDocument()
  })

  it('stays closed while onboarding covers the app', async () => {
    stubPermission('prompt')
    stubGeolocation()
    mockSignedIn({ user: { onboardingSteps: ['cuisines'] } })
    renderApp(<App />)
    await screen.findByRole('heading', { name: 'Any cuisines to skip?' }, { timeout: 5000 })
    expect(screen.queryByRole('dialog', { name: 'Enable Location Services' })).not.toBeInTheDocument()
  })
})

describe('location dialog', () => {
  it('shows the denied message, retries, and goes on without a location', async () => {
    const getCurrentPosition = stubGeolocation({ code: 1 }, { code: 3 })
    // Blocked in the browser already, so only the banner opens the dialog.
    stubPermission('denied')
    mockSignedIn()
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Enable location' }))
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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('locationSkipped')).toBe('true')
    expect(screen.queryByRole('region', { name: 'Location services' })).not.toBeInTheDocument()
  })

  it('stores the position, tells the server and closes 1.5 s after success', async () => {
    stubGeolocation({ latitude: 41.15, longitude: -8.61 })
    stubPermission('denied')
    const saved: unknown[] = []
    server.use(
      http.put('/api/user/location', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({})
      }),
    )
    mockSignedIn()
    renderApp(<App />)
    await userEvent.click(await screen.findByRole('button', { name: 'Enable location' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable Location Services' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable Location' }))

    expect(await within(dialog).findByText(/Location enabled!/)).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('userLocation') ?? 'null')).toEqual({
      latitude: 41.15,
      longitude: -8.61,
    })
    expect(screen.getByRole('dialog', { name: 'Enable Location Services' })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(saved).toEqual([{ latitude: 41.15, longitude: -8.61 }])
  })
})
