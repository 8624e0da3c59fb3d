import { http, HttpResponse } from 'msw'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { BoardDecisionActions } from '@/app/board-decision-actions'
import { buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'

const STEPS = [
  'Preheat the oven to 400°F and grease a 9-inch pan.',
  'Bake for 25 minutes, until golden.',
  'Let cool for 10 minutes before slicing.',
]

const mockRecipe = () =>
  server.use(
    http.get('/api/recipes/5', () =>
      HttpResponse.json(
        buildRecipe({
          id: 5,
          title: 'Skillet Cornbread',
          ingredients: ['1 cup cornmeal', '1 cup buttermilk', '2 eggs'],
          instructions: STEPS,
        }),
      ),
    ),
  )

const openCookMode = async () => {
  mockSignedIn()
  mockRecipe()
  const view = renderApp(<App />, { path: '/recipe/5/cook' })
  expect(await screen.findByRole('heading', { name: /^Step \d of 3$/ })).toBeInTheDocument()
  return view
}

/** A Notification that records what it shows and answers the permission question with 'granted'. */
const stubNotifications = () => {
  const shown: string[] = []
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted'
    return 'granted' as const
  })
  class FakeNotification {
    static permission: NotificationPermission = 'default'
    static requestPermission = requestPermission
    constructor(title: string) {
      shown.push(title)
    }
  }
  vi.stubGlobal('Notification', FakeNotification)
  return { shown, requestPermission }
}

/** An AudioContext that counts the beeps started on it. */
const stubAudio = () => {
  const beeps = vi.fn()
  const node = () => ({
    connect: (next: unknown) => next,
    frequency: { value: 0 },
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    start: beeps,
    stop: vi.fn(),
  })
  class FakeAudioContext {
    state = 'running'
    currentTime = 0
    destination = {}
    createOscillator = node
    createGain = node
    resume = vi.fn()
  }
  vi.stubGlobal('AudioContext', FakeAudioContext)
  return beeps
}

const stubWakeLock = () => {
  const sentinel = { released: false, release: vi.fn(async () => void (sentinel.released = true)) }
  const request = vi.fn(async () => {
    sentinel.released = false
    return sentinel
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, sentinel }
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'wakeLock')
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('/recipe/:id/cook', { timeout: 20_000 }, () => {
  it('opens from the recipe page in one tap', async () => {
    mockSignedIn()
    mockRecipe()
    renderApp(<App />, { path: '/recipe/5' })
    await userEvent.click(await screen.findByRole('link', { name: 'Start cooking' }))
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/5/cook'), { timeout: 10_000 })
  })

  it('exits back to the recipe page it came from, so Back from there still reaches the list', async () => {
    mockSignedIn()
    mockRecipe()
    renderApp(<App />, { path: '/recipe/5' })
    await userEvent.click(await screen.findByRole('link', { name: 'Start cooking' }))
    await userEvent.click(await screen.findByRole('link', { name: /Exit cook mode/ }))
    expect(await screen.findByRole('link', { name: 'Start cooking' })).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/recipe/5'), { timeout: 10_000 })
    // The exit went back rather than forward: the entry after the recipe is cook mode, not another recipe page.
    expect((window.history.state as { idx: number }).idx).toBe(0)
  })

  it('moves between steps with the arrow keys, the buttons and a swipe, and stops at either end', async () => {
    await openCookMode()
    expect(screen.getByText(STEPS[0] ?? '')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Step 3 of 3' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument()

    const step = screen.getByRole('region', { name: 'Step 1 of 3' })
    fireEvent.pointerDown(step, { clientX: 300, clientY: 200 })
    fireEvent.pointerUp(step, { clientX: 100, clientY: 210 })
    expect(screen.getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument()
    fireEvent.pointerDown(step, { clientX: 100, clientY: 200 })
    fireEvent.pointerUp(step, { clientX: 320, clientY: 190 })
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument()
  })

  it('lists the ingredients at the servings the reader chose on the recipe page, in their measures', async () => {
    mockSignedIn({ user: { unitSystem: 'metric' } })
    mockRecipe()
    renderApp(<App />, { path: '/recipe/5/cook?servings=8' })
    expect(await screen.findByRole('checkbox', { name: '470 ml cornmeal' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '4 eggs' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Exit/ })).toHaveAttribute('href', '/recipe/5?servings=8')
  })

  it('keeps ticked ingredients for the session when the page is opened again', async () => {
    const first = await openCookMode()
    await userEvent.click(screen.getByRole('checkbox', { name: '1 cup buttermilk' }))
    expect(screen.getByText('1 of 3 ready')).toBeInTheDocument()
    first.unmount()
    await openCookMode()
    expect(screen.getByRole('checkbox', { name: '1 cup buttermilk' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: '2 eggs' })).not.toBeChecked()
  })

  it('offers no timer for temperatures and pan sizes, and Exit goes back to the recipe', async () => {
    await openCookMode()
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /timer/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Exit cook mode' })).toHaveAttribute('href', '/recipe/5')
  })

  it('runs a detected timer while other steps are shown, then rings with a sound, a notification and an alert', async () => {
    const { shown, requestPermission } = stubNotifications()
    const beeps = stubAudio()
    await openCookMode()
    // Nothing is asked before a timer is started.
    expect(requestPermission).not.toHaveBeenCalled()
    await userEvent.keyboard('{ArrowRight}')
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Start 25 min timer' }))
    expect(requestPermission).toHaveBeenCalledTimes(1)
    const tray = screen.getByRole('region', { name: 'Running timers' })
    expect(within(tray).getByRole('timer', { name: 'Bake time left' })).toHaveTextContent('25:00')

    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(screen.getByRole('heading', { name: 'Step 3 of 3' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(10 * 60 * 1000))
    expect(within(tray).getByRole('timer', { name: 'Bake time left' })).toHaveTextContent('15:00')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(15 * 60 * 1000))
    expect(screen.getByRole('alert')).toHaveTextContent('Bake timer is done')
    expect(shown).toEqual(['Bake timer is done'])
    expect(beeps).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads the time left from the clock, so a timer whose tab was asleep rings as soon as it wakes', async () => {
    stubNotifications()
    await openCookMode()
    await userEvent.keyboard('{ArrowRight}')
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Start 25 min timer' }))
    // A hidden tab's intervals barely run: the clock moves on without them.
    vi.setSystemTime(Date.now() + 25 * 60 * 1000)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('alert')).toHaveTextContent('Bake timer is done')
  })

  it('keeps running timers when the page is opened again in the same tab', async () => {
    stubNotifications()
    const first = await openCookMode()
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.click(screen.getByRole('button', { name: 'Start 25 min timer' }))
    first.unmount()
    // Fake timers that still follow the clock, so the page can load while the restored timer's tick is faked.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openCookMode()
    // The cook is still on the step they left, and the timer still runs.
    expect(screen.getByRole('heading', { name: 'Step 2 of 3' })).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Bake time left' })).toBeInTheDocument()
    vi.setSystemTime(Date.now() + 25 * 60 * 1000)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('alert')).toHaveTextContent('Bake timer is done')
  })

  it('stops the time left while paused, and a cancelled timer never rings', async () => {
    stubNotifications()
    await openCookMode()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Start 10 min timer' }))
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000))
    fireEvent.click(screen.getByRole('button', { name: 'Pause Cool timer' }))
    await act(() => vi.advanceTimersByTimeAsync(30 * 60 * 1000))
    expect(screen.getByRole('timer', { name: 'Cool time left' })).toHaveTextContent('9:00')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Resume Cool timer' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Cool timer' }))
    await act(() => vi.advanceTimersByTimeAsync(30 * 60 * 1000))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Running timers' })).not.toBeInTheDocument()
  })

  it('keeps the screen awake while cooking, asks again on return to the tab, and lets go on leaving', async () => {
    const { request, sentinel } = stubWakeLock()
    await openCookMode()
    expect(request).toHaveBeenCalledWith('screen')
    expect(screen.queryByText(/cannot keep the screen on/)).not.toBeInTheDocument()
    // The browser drops the lock while the tab is hidden.
    sentinel.released = true
    setVisibility('hidden')
    setVisibility('visible')
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    await userEvent.click(screen.getByRole('link', { name: 'Exit cook mode' }))
    expect(await screen.findByRole('link', { name: 'Start cooking' })).toBeInTheDocument()
    // React runs a left page's effect cleanups after it paints the next page.
    await vi.waitFor(() => expect(sentinel.release).toHaveBeenCalledTimes(1))
  })

  it('says when the browser cannot keep the screen on', async () => {
    await openCookMode()
    expect(screen.getByText(/cannot keep the screen on/)).toBeInTheDocument()
  })
})

describe('a decided recipe on a board', () => {
  it('offers Start cooking for the board’s group', () => {
    const option = {
      id: 'recipe-7',
      label: 'Pad Thai',
      description: '',
      tags: [],
      image: null,
      recipe: { recipeId: 7, cuisine: 'Thai', totalMinutes: 25, difficulty: 'Easy', reason: '' },
    }
    renderApp(<BoardDecisionActions option={option} user={buildUser()} groupId={10} />)
    expect(screen.getByRole('link', { name: 'Start cooking' })).toHaveAttribute(
      'href',
      '/recipe/7/cook?groupId=10',
    )
  })
})
