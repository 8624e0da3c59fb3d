import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenBoardConflict, SessionSnapshot, StartSession } from '@forkcast/contract/voting.schemas'
import { App } from '@/app/app'
import { buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const garcias = buildGroup({ id: 10, name: 'The Garcias' })
const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }

const CONFLICT: OpenBoardConflict = {
  error: 'Conflict',
  message: 'Tonight’s Thai dishes board is still open.',
  openBoard: { sessionId: 21, category: 'cooking', cuisineId: 'thai', serviceType: null, startedBy: 'Sofia' },
}

const italianBoard: SessionSnapshot = {
  session: {
    id: 21,
    groupId: 10,
    groupName: 'The Garcias',
    category: 'cooking',
    diningType: null,
    serviceType: null,
    status: 'open',
    round: 2,
    version: 4,
    imageSeed: 1,
    options: [{ id: 'recipe-9', label: 'Lasagne', description: 'Layers', tags: [], image: null }],
    decision: null,
    cuisineId: 'italian',
    position: null,
    canAddOptions: true,
  },
  members: [{ ...maria, initials: 'M', hasSubmitted: false, isGuest: false }],
  eliminations: [],
  preferences: [],
  choices: [],
  remainingOptionIds: ['recipe-9'],
}

/** The server's rule: a start for another cuisine on the open board is refused unless it asks to replace. */
const serveOpenThaiBoard = () => {
  const starts: StartSession[] = []
  server.use(
    http.post<never, StartSession>('/api/elimination-session', async ({ request }) => {
      const body = await request.json()
      starts.push(body)
      return body.replace === true || body.cuisineId === 'thai'
        ? HttpResponse.json(
            body.replace
              ? italianBoard
              : { ...italianBoard, session: { ...italianBoard.session, cuisineId: 'thai' } },
          )
        : HttpResponse.json(CONFLICT, { status: 409 })
    }),
    http.get('/api/elimination-session/21', () => HttpResponse.json(italianBoard)),
  )
  return starts
}

describe('a second board for a group that is already voting', { timeout: 20_000 }, () => {
  it('offers to continue the open board, which leads to its own address', async () => {
    mockSignedIn({ groups: [garcias] })
    const starts = serveOpenThaiBoard()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/elimination/cooking?cuisine=italian&groupId=10' })

    expect(
      await screen.findByRole('heading', { name: 'Your family is already voting on Thai dishes' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Sofia opened it/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue voting on Thai dishes' }))

    expect(await screen.findByRole('listitem', { name: 'Lasagne' })).toBeInTheDocument()
    expect(starts.map((start) => [start.cuisineId, start.replace])).toEqual([
      ['italian', undefined],
      ['thai', undefined],
    ])
  })

  it('starts over with the wanted cuisine for everyone only when asked to', async () => {
    mockSignedIn({ groups: [garcias] })
    const starts = serveOpenThaiBoard()
    const user = userEvent.setup()
    renderApp(<App />, { path: '/elimination/cooking?cuisine=italian&groupId=10' })

    await user.click(await screen.findByRole('button', { name: 'Start over with Italian dishes' }))

    expect(await screen.findByRole('listitem', { name: 'Lasagne' })).toBeInTheDocument()
    expect(starts.map((start) => [start.cuisineId, start.replace])).toEqual([
      ['italian', undefined],
      ['italian', true],
    ])
  })
})
