import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { AddFavoriteInput } from '@forkcast/contract/favorites.schemas'
import type { FoodOption, SessionSnapshot } from '@forkcast/contract/voting.schemas'
import {
  MAP_SERVICE_UNREACHABLE_MESSAGE,
  mapsSearchUrl,
  nothingOpenMessage,
  directionsUrl,
  type StartSession,
} from '@forkcast/contract/voting.schemas'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

afterEach(() => toast.dismiss())

const garcias = buildGroup({ id: 10, name: 'The Garcias' })
const position = { latitude: 39.78, longitude: -89.65 }

/** Where this search happens, as the dining location page stores it. */
const storePosition = () => sessionStorage.setItem('diningLocation', JSON.stringify(position))

/** Records each board start and answers it with the given failure. */
const failBoardStarts = (status: number, body: ErrorBody) => {
  const started: StartSession[] = []
  server.use(
    http.post<never, StartSession, ErrorBody>('/api/elimination-session', async ({ request }) => {
      started.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return started
}

const serviceOptions: FoodOption[] = [
  { id: 'dine-in', label: 'Dine In', description: 'Eat there', tags: [], icon: 'Store', image: null },
  { id: 'delivery', label: 'Delivery', description: 'To your door', tags: [], icon: 'Truck', image: null },
]

describe('an ordering board for a decided cuisine', { timeout: 20_000 }, () => {
  it('sends the cuisine, the service and the resolved position, and with no map service offers cooking instead and a maps search', async () => {
    mockSignedIn({ groups: [garcias] })
    storePosition()
    const started = failBoardStarts(502, {
      code: 'PROVIDER_UNAVAILABLE',
      message: MAP_SERVICE_UNREACHABLE_MESSAGE,
    })
    renderApp(<App />, { path: '/elimination/ordering/delivery?cuisine=thai&groupId=10' })

    expect(await screen.findByText(MAP_SERVICE_UNREACHABLE_MESSAGE)).toBeInTheDocument()
    expect(started).toEqual([
      { groupId: 10, category: 'ordering', serviceType: 'delivery', cuisineId: 'thai', ...position },
    ])
    expect(screen.getByRole('link', { name: /Open maps for Thai near me/ })).toHaveAttribute(
      'href',
      mapsSearchUrl('Thai restaurants', position),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cook instead' }))
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/elimination/cooking?cuisine=thai&groupId=10',
        ),
      { timeout: 10_000 },
    )
  })

  it('says nothing is open nearby in the server’s words, with cooking instead and no maps link', async () => {
    mockSignedIn({ groups: [garcias] })
    storePosition()
    failBoardStarts(404, { code: 'NOT_FOUND', message: nothingOpenMessage('Thai') })
    renderApp(<App />, { path: '/elimination/ordering/takeout?cuisine=thai&groupId=10' })

    expect(await screen.findByText('Nothing serving Thai is open near you right now.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cook instead' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Open maps/ })).not.toBeInTheDocument()
  })

  it('starts the board from the profile’s ZIP code when that is all that is known', async () => {
    mockSignedIn({ groups: [garcias], user: { zipCode: '62701' } })
    const started = failBoardStarts(404, { code: 'NOT_FOUND', message: nothingOpenMessage('Thai') })
    renderApp(<App />, { path: '/elimination/ordering/delivery?cuisine=thai&groupId=10' })

    expect(await screen.findByText(nothingOpenMessage('Thai'))).toBeInTheDocument()
    expect(started[0]).toMatchObject({ zipCode: '62701', cuisineId: 'thai', serviceType: 'delivery' })
    expect(started[0]).not.toHaveProperty('latitude')
  })

  it('asks the service first when the address names none, then opens the board for it', async () => {
    mockSignedIn({ groups: [garcias] })
    server.use(http.get('/api/dining-options/service', () => HttpResponse.json(serviceOptions)))
    renderApp(<App />, { path: '/elimination/ordering?cuisine=thai&groupId=10' })

    expect(await screen.findByText('Tonight: Thai')).toBeInTheDocument()
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/dining-service-selection?vote=places&cuisine=thai&groupId=10',
        ),
      { timeout: 10_000 },
    )
    storePosition()
    failBoardStarts(404, { code: 'NOT_FOUND', message: nothingOpenMessage('Thai') })
    await userEvent.click(await screen.findByRole('button', { name: /Delivery/ }))
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/elimination/ordering/delivery?cuisine=thai&groupId=10',
        ),
      { timeout: 10_000 },
    )
  })
})

describe('a cooking board for a decided cuisine', { timeout: 20_000 }, () => {
  it('says no recipe is safe for everyone in the server’s words and offers ordering instead', async () => {
    mockSignedIn({ groups: [garcias] })
    const message =
      'No Thai recipes are safe for everyone here yet. Try another cuisine, or import a favourite.'
    const started = failBoardStarts(404, { code: 'NOT_FOUND', message })
    server.use(http.get('/api/dining-options/service', () => HttpResponse.json(serviceOptions)))
    renderApp(<App />, { path: '/elimination/cooking?cuisine=thai&groupId=10' })

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(started).toEqual([{ groupId: 10, category: 'cooking', cuisineId: 'thai' }])
    await userEvent.click(screen.getByRole('button', { name: 'Order instead' }))
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe(
          '/dining-service-selection?vote=places&cuisine=thai&groupId=10',
        ),
      { timeout: 10_000 },
    )
  })
})

const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }

/** A board the group has decided, holding the one option it decided on. */
const decidedBoard = (category: 'cooking' | 'ordering', option: FoodOption): SessionSnapshot => ({
  session: {
    id: 21,
    groupId: 10,
    groupName: 'The Garcias',
    category,
    diningType: null,
    serviceType: category === 'ordering' ? 'delivery' : null,
    status: 'decided',
    round: 1,
    version: 3,
    imageSeed: 1,
    options: [option],
    decision: { optionId: option.id, reason: 'unanimous', decidedAt: '2026-11-26T18:00:00Z', decidedBy: 1 },
    cuisineId: 'thai',
    position: category === 'ordering' ? position : null,
    canAddOptions: false,
  },
  members: [{ ...maria, initials: 'M', hasSubmitted: true, isGuest: false }],
  eliminations: [],
  preferences: [],
  choices: [{ optionId: option.id, user: maria }],
  remainingOptionIds: [option.id],
})

const serveBoard = (snapshot: SessionSnapshot) =>
  server.use(
    http.post('/api/elimination-session', () => HttpResponse.json(snapshot)),
    http.get(`/api/elimination-session/${snapshot.session.id}`, () => HttpResponse.json(snapshot)),
  )

const padThai: FoodOption = {
  id: 'recipe-7',
  label: 'Pad Thai',
  description: 'Rice noodles, egg and peanuts',
  tags: [],
  image: null,
  recipe: {
    recipeId: 7,
    cuisine: 'thai',
    totalMinutes: 25,
    difficulty: 'Easy',
    reason: '25 min · uses rice you have',
  },
}

const bangkokHouse: FoodOption = {
  id: 'place-abc',
  label: 'Bangkok House',
  description: '12 Main St',
  tags: [],
  image: null,
  place: {
    placeId: 'abc',
    address: '12 Main St',
    cuisine: 'thai',
    distance: 0.8,
    distanceUnit: 'mi',
    priceLevel: 2,
    rating: 4.5,
    openNow: true,
    phoneNumber: '+1 217 555 0100',
    website: 'https://bangkok.example',
    latitude: 39.79,
    longitude: -89.64,
    matchReasons: ['Delivers'],
  },
}

describe('a decided second round', { timeout: 20_000 }, () => {
  it('offers the decided recipe to open, put on the plan (or the plans that include it) and add to the shopping list', async () => {
    mockSignedIn({ groups: [garcias] })
    serveBoard(decidedBoard('cooking', padThai))
    renderApp(<App />, { path: '/elimination/cooking?cuisine=thai&groupId=10' })

    expect(await screen.findByRole('heading', { name: 'Pad Thai' })).toBeInTheDocument()
    expect(screen.getByText('25 min · Easy')).toBeInTheDocument()
    expect(screen.getByText('Uses rice you have')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open recipe' })).toHaveAttribute('href', '/recipe/7?groupId=10')
    expect(screen.getByRole('button', { name: 'Add to shopping list' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cook it' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add to plan' }))
    expect(await screen.findByRole('heading', { name: /Weekly meal plans come with/ })).toBeInTheDocument()
  })

  it('offers the decided place to call, find and save as the family’s favorite', async () => {
    mockSignedIn({ groups: [garcias] })
    storePosition()
    serveBoard(decidedBoard('ordering', bangkokHouse))
    const saved: AddFavoriteInput[] = []
    server.use(
      http.get('/api/favorite-restaurants', () => HttpResponse.json([])),
      http.post<never, AddFavoriteInput>('/api/favorite-restaurants', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ message: 'Try again later', code: 'UNAVAILABLE' }, { status: 503 })
      }),
    )
    renderApp(<App />, { path: '/elimination/ordering/delivery?cuisine=thai&groupId=10' })

    expect(await screen.findByRole('heading', { name: 'Bangkok House' })).toBeInTheDocument()
    expect(screen.getByText('0.8 mi · $$ · 4.5 ★')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call Bangkok House' })).toHaveAttribute(
      'href',
      'tel:+12175550100',
    )
    expect(screen.getByRole('link', { name: 'Directions to Bangkok House' })).toHaveAttribute(
      'href',
      directionsUrl(bangkokHouse.place!),
    )
    expect(screen.getByRole('link', { name: 'Bangkok House website' })).toHaveAttribute(
      'href',
      'https://bangkok.example',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save to family favorites' }))
    expect(saved).toEqual([expect.objectContaining({ placeId: 'abc', name: 'Bangkok House', groupId: 10 })])
  })
})

/** The board's live stream, driven by the test. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = []
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {}
  emit(type: string, data: unknown) {
    act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })))
  }
}

describe('an open second round, live', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows an option another member added, and says who added what', async () => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
    mockSignedIn({ groups: [garcias] })
    const opening = decidedBoard('cooking', padThai)
    const open: SessionSnapshot = {
      ...opening,
      session: { ...opening.session, status: 'open', decision: null, canAddOptions: true },
      choices: [],
    }
    const greenCurry: FoodOption = {
      ...padThai,
      id: 'recipe-9',
      label: 'Green Curry',
      recipe: { ...padThai.recipe!, recipeId: 9 },
      addedBy: 'Sofia',
    }
    let current = open
    server.use(
      http.post('/api/elimination-session', () => HttpResponse.json(current)),
      http.get('/api/elimination-session/21', () => HttpResponse.json(current)),
    )
    renderApp(<App />, { path: '/elimination/cooking?cuisine=thai&groupId=10' })
    expect(await screen.findByRole('listitem', { name: 'Pad Thai' })).toBeInTheDocument()

    current = {
      ...open,
      session: { ...open.session, version: 4, options: [padThai, greenCurry] },
      remainingOptionIds: [padThai.id, greenCurry.id],
    }
    const stream = FakeEventSource.instances.find((source) => source.url.includes('/elimination-session/21/'))
    stream!.emit('vote', {
      version: 4,
      action: 'options',
      optionId: greenCurry.id,
      user: { id: 5, firstName: 'Sofia', lastName: null, profileImageUrl: null },
      actorName: 'Sofia',
      status: 'open',
      decision: null,
    })
    expect(await screen.findByRole('listitem', { name: 'Green Curry' })).toHaveTextContent('Added by Sofia')
    expect(await screen.findByText('Sofia added Green Curry')).toBeInTheDocument()
  })
})
