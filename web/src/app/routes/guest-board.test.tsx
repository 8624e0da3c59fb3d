import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import {
  GUEST_LINK_ENDED_MESSAGE,
  type GuestBoard,
  type GuestInvitation,
  type JoinAsGuest,
  type SessionSnapshot,
  type VoteResult,
} from '@forkcast/contract/voting.schemas'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

const TOKEN = 'guest-token-abcdefghijklmnop'
const GUEST_PATH = `/guest/${TOKEN}`

const grandma = { id: 70, firstName: 'Grandma', lastName: null, profileImageUrl: null }
const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }

const invitation: GuestInvitation = {
  groupName: 'The Garcias',
  invitedBy: 'Maria',
  category: 'cuisine',
  cuisineLabel: null,
  expiresAt: '2026-11-27T18:00:00Z',
}

const option = (id: string, label: string) => ({
  id,
  label,
  description: `${label} food`,
  tags: [],
  image: null,
})

const boardOf = (session: Partial<SessionSnapshot['session']> = {}): GuestBoard => ({
  guest: grandma,
  snapshot: {
    session: {
      id: 11,
      groupId: 3,
      groupName: 'The Garcias',
      category: 'cuisine',
      diningType: null,
      serviceType: null,
      status: 'open',
      round: 1,
      version: 2,
      imageSeed: 1,
      options: [option('thai', 'Thai'), option('indian', 'Indian'), option('french', 'French')],
      decision: null,
      cuisineId: null,
      position: null,
      canAddOptions: false,
      ...session,
    },
    members: [
      { ...maria, initials: 'M', hasSubmitted: false, isGuest: false },
      { ...grandma, initials: 'G', hasSubmitted: false, isGuest: true },
    ],
    eliminations: [],
    preferences: [],
    choices: [{ optionId: 'thai', user: maria }],
    remainingOptionIds: ['thai', 'indian', 'french'],
  },
})

const signedOut = () =>
  server.use(
    http.get<never, never, ErrorBody>('/api/auth/user', () =>
      HttpResponse.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 }),
    ),
  )

/** A browser without the guest cookie: the board answers 401 until the guest joins. */
const mockNotJoined = () => {
  const joins: JoinAsGuest[] = []
  let board: GuestBoard | null = null
  server.use(
    http.get<never, never, GuestInvitation>(`/api/guest/invitations/${TOKEN}`, () =>
      HttpResponse.json(invitation),
    ),
    http.get<never, never, GuestBoard | ErrorBody>('/api/guest/board', () =>
      board
        ? HttpResponse.json(board)
        : HttpResponse.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 }),
    ),
    http.post<never, JoinAsGuest, GuestBoard>(`/api/guest/invitations/${TOKEN}/join`, async ({ request }) => {
      joins.push(await request.json())
      board = boardOf()
      return HttpResponse.json(board)
    }),
  )
  return joins
}

const mockJoined = (board: GuestBoard) => {
  const votes: { action: string; body: unknown }[] = []
  server.use(
    http.get<never, never, GuestBoard>('/api/guest/board', () => HttpResponse.json(board)),
    http.post<{ action: string }, never, VoteResult>(
      '/api/guest/board/:action',
      async ({ params, request }) => {
        votes.push({ action: params.action, body: await request.json() })
        return HttpResponse.json({ success: true, changed: true, version: 3, status: 'open', decision: null })
      },
    ),
  )
  return votes
}

describe('the guest page', () => {
  it('asks for a first name before joining, and says so beside the field', async () => {
    signedOut()
    const joins = mockNotJoined()
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })

    expect(await screen.findByRole('heading', { name: 'The Garcias' })).toBeInTheDocument()
    expect(
      screen.getByText('Maria invited you to help decide what kind of food to have tonight.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Join the vote' }))

    const firstName = screen.getByRole('textbox', { name: 'Your first name' })
    expect(firstName).toHaveAccessibleDescription(
      expect.stringContaining('Please tell the group your first name'),
    )
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveFocus()
    expect(joins).toEqual([])
  })

  it('sends the first name and the allergies chosen, then opens the board', async () => {
    signedOut()
    const joins = mockNotJoined()
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })

    await user.type(await screen.findByRole('textbox', { name: 'Your first name' }), '  Grandma ')
    const allergies = screen.getByRole('group', { name: 'Allergies (optional)' })
    await user.click(within(allergies).getByRole('button', { name: 'Peanuts' }))
    await user.click(within(allergies).getByRole('button', { name: 'Milk' }))
    expect(within(allergies).getByRole('button', { name: 'Milk' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Join the vote' }))

    expect(await screen.findByRole('list', { name: 'Options' })).toBeInTheDocument()
    expect(joins).toEqual([{ firstName: 'Grandma', allergies: ['peanuts', 'milk'] }])
  })

  it('says what the server answered when joining is refused for trying too often', async () => {
    signedOut()
    mockNotJoined()
    server.use(
      http.post<never, never, ErrorBody>(`/api/guest/invitations/${TOKEN}/join`, () =>
        HttpResponse.json(
          { message: 'Too many tries. Wait a minute and try again.', code: 'RATE_LIMITED' },
          { status: 429 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })

    await user.type(await screen.findByRole('textbox', { name: 'Your first name' }), 'Grandma')
    await user.click(screen.getByRole('button', { name: 'Join the vote' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Wait a minute and try again.')
  })

  it('says the invitation has ended when the link no longer opens a board', async () => {
    signedOut()
    mockNotJoined()
    server.use(
      http.get<never, never, ErrorBody>(`/api/guest/invitations/${TOKEN}`, () =>
        HttpResponse.json({ message: GUEST_LINK_ENDED_MESSAGE, code: 'NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderApp(<App />, { path: GUEST_PATH })

    expect(await screen.findByText(GUEST_LINK_ENDED_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join the vote' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('takes a guest who already joined straight to the board, where their votes go to the guest board', async () => {
    signedOut()
    const votes = mockJoined(boardOf())
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })

    await user.click(
      within(await screen.findByRole('listitem', { name: 'French' })).getByRole('button', { name: 'Veto' }),
    )
    await waitFor(() => expect(votes).toEqual([{ action: 'eliminate', body: { optionId: 'french' } }]))
    expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('lets a guest take back their veto with Undo, which goes to the guest board and brings the card back', async () => {
    signedOut()
    const open = boardOf()
    const vetoed: GuestBoard = {
      ...open,
      snapshot: {
        ...open.snapshot,
        session: { ...open.snapshot.session, version: 3 },
        eliminations: [{ optionId: 'french', user: grandma }],
        remainingOptionIds: ['thai', 'indian'],
      },
    }
    const back: GuestBoard = {
      ...open,
      snapshot: { ...open.snapshot, session: { ...open.snapshot.session, version: 4 } },
    }
    let board = open
    const votes: { action: string; body: unknown }[] = []
    server.use(
      http.get<never, never, GuestBoard>('/api/guest/board', () => HttpResponse.json(board)),
      http.post<{ action: string }, never, VoteResult>(
        '/api/guest/board/:action',
        async ({ params, request }) => {
          votes.push({ action: params.action, body: await request.json() })
          board = params.action === 'eliminate' ? vetoed : back
          return HttpResponse.json({
            success: true,
            changed: true,
            version: board.snapshot.session.version,
            status: 'open',
            decision: null,
          })
        },
      ),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })

    const french = await screen.findByRole('listitem', { name: 'French' })
    await user.click(within(french).getByRole('button', { name: 'Veto' }))
    expect(await screen.findByText('You vetoed French')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() =>
      expect(votes).toEqual([
        { action: 'eliminate', body: { optionId: 'french' } },
        { action: 'undo-eliminate', body: { optionId: 'french' } },
      ]),
    )
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'French' })).getByRole('button', { name: 'Veto' }),
      ).toBeEnabled(),
    )
    expect(screen.queryByText('You vetoed French')).not.toBeInTheDocument()
  })

  it('says the invitation has ended when the link ends while the guest is voting', async () => {
    signedOut()
    mockJoined(boardOf())
    const user = userEvent.setup()
    renderApp(<App />, { path: GUEST_PATH })
    const veto = within(await screen.findByRole('listitem', { name: 'French' })).getByRole('button', {
      name: 'Veto',
    })

    const ended = { message: GUEST_LINK_ENDED_MESSAGE, code: 'UNAUTHORIZED' }
    server.use(
      http.get<never, never, ErrorBody>('/api/guest/board', () => HttpResponse.json(ended, { status: 401 })),
      http.post<never, never, ErrorBody>('/api/guest/board/:action', () =>
        HttpResponse.json(ended, { status: 401 }),
      ),
      http.get<never, never, ErrorBody>(`/api/guest/invitations/${TOKEN}`, () =>
        HttpResponse.json({ message: GUEST_LINK_ENDED_MESSAGE, code: 'NOT_FOUND' }, { status: 404 }),
      ),
    )
    await user.click(veto)
    expect(await screen.findByRole('heading', { name: 'This vote is over for guests' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument()
  })

  it('shows a guest what won and why, with nothing to cook, order or start over', async () => {
    signedOut()
    mockJoined(
      boardOf({
        status: 'decided',
        decision: { optionId: 'thai', reason: 'unanimous', decidedAt: '2026-11-26T19:00:00Z', decidedBy: 1 },
      }),
    )
    renderApp(<App />, { path: GUEST_PATH })

    const result = await screen.findByRole('region', { name: 'Thai' })
    expect(result).toHaveTextContent('Everyone picked it')
    expect(result).toHaveTextContent('Picked by Maria')
    expect(screen.getByText('Thanks for voting! The family takes it from here.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('opens the same guest page for someone signed in, without the app’s navigation', async () => {
    mockSignedIn()
    mockNotJoined()
    renderApp(<App />, { path: GUEST_PATH })

    expect(await screen.findByRole('button', { name: 'Join the vote' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
