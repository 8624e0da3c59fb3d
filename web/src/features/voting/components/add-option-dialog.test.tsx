import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type {
  AddOption,
  FoodOption,
  OptionCandidates,
  SessionSnapshot,
} from '@forkcast/contract/voting.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { EliminationBoard } from './elimination-board'

afterEach(() => toast.dismiss())

const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }
const recipe = (recipeId: number, label: string, addedBy?: string): FoodOption => ({
  id: `recipe-${recipeId}`,
  label,
  description: `${label}, at home`,
  tags: [],
  image: null,
  recipe: {
    recipeId,
    cuisine: 'thai',
    totalMinutes: 30,
    difficulty: 'Easy',
    reason: '30 min · uses rice you have',
  },
  ...(addedBy ? { addedBy } : {}),
})

const board = (options: FoodOption[]): SessionSnapshot => ({
  session: {
    id: 21,
    groupId: 10,
    groupName: 'The Garcias',
    category: 'cooking',
    diningType: null,
    serviceType: null,
    status: 'open',
    round: 1,
    version: 2,
    imageSeed: 1,
    options,
    decision: null,
    cuisineId: 'thai',
    position: null,
    canAddOptions: true,
  },
  members: [{ ...maria, initials: 'M', hasSubmitted: false, isGuest: false }],
  eliminations: [],
  preferences: [],
  choices: [],
  remainingOptionIds: options.map((option) => option.id),
})

const opening = board([recipe(1, 'Pad Thai'), recipe(2, 'Tom Yum')])

const candidates: OptionCandidates = {
  candidates: [
    { option: recipe(3, 'Green Curry'), blockedReason: null, isOnBoard: false },
    { option: recipe(4, 'Satay'), blockedReason: 'Contains peanuts (Grandma)', isOnBoard: false },
    { option: recipe(1, 'Pad Thai'), blockedReason: null, isOnBoard: true },
  ],
  roomLeft: 10,
}

const renderBoard = (snapshot: SessionSnapshot, { canAddOptions = true } = {}) =>
  renderApp(
    <EliminationBoard
      snapshot={snapshot}
      currentUserId={1}
      isLive
      isBusy={false}
      onAction={vi.fn()}
      canAddOptions={canAddOptions}
    />,
  )

/** Records each search and each add; adds are answered by `answerAdd`. */
const serveCandidates = (answerAdd: (body: AddOption) => Response) => {
  const searches: string[] = []
  const added: AddOption[] = []
  server.use(
    http.get('/api/elimination-session/21/candidates', ({ request }) => {
      searches.push(new URL(request.url).search)
      return HttpResponse.json(candidates)
    }),
    http.post<never, AddOption>('/api/elimination-session/21/options', async ({ request }) => {
      const body = await request.json()
      added.push(body)
      return answerAdd(body)
    }),
  )
  return { searches, added }
}

describe('adding an option to an open board', { timeout: 20_000 }, () => {
  it('shows what can be added, says why an unsafe recipe cannot, and adds the chosen one for everyone', async () => {
    const { searches, added } = serveCandidates(() =>
      HttpResponse.json(board([...opening.session.options, recipe(3, 'Green Curry', 'Maria')])),
    )
    renderBoard(opening)
    await userEvent.click(screen.getByRole('button', { name: 'Add a recipe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a recipe to the board' })
    await userEvent.type(within(dialog).getByLabelText('Recipe name'), 'curry')

    await waitFor(() => expect(searches).toContain('?q=curry'))
    const list = await within(dialog).findByRole('list', { name: 'Options you can add' })
    expect(within(dialog).getByText('Room for 10 more.')).toBeInTheDocument()
    expect(within(list).getByText('Can’t add: Contains peanuts (Grandma)')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: 'Add Satay' })).not.toBeInTheDocument()
    expect(within(list).getByText('Already on the board')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: 'Add Pad Thai' })).not.toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Add Green Curry' }))
    expect(added).toEqual([{ recipeId: 3 }])
    expect(await screen.findByText('Green Curry is on the board')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the dialog open with the server’s reason when the add is refused', async () => {
    serveCandidates(() =>
      HttpResponse.json<ErrorBody>(
        { code: 'CONFLICT', message: 'This board already has 12 options.' },
        { status: 409 },
      ),
    )
    renderBoard(opening)
    await userEvent.click(screen.getByRole('button', { name: 'Add a recipe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a recipe to the board' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Green Curry' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This board already has 12 options.')
  })

  it('names who added an option on its card', () => {
    renderBoard(board([recipe(1, 'Pad Thai'), recipe(3, 'Green Curry', 'Sofia')]))
    const card = screen.getByRole('listitem', { name: 'Green Curry' })
    expect(card).toHaveTextContent('Added by Sofia')
    expect(card).toHaveTextContent('30 min · Easy')
  })

  it('offers no adding where the page does not allow it (a guest’s board) or the board is full', () => {
    const view = renderBoard(opening, { canAddOptions: false })
    expect(screen.queryByRole('button', { name: 'Add a recipe' })).not.toBeInTheDocument()
    view.unmount()
    renderBoard({ ...opening, session: { ...opening.session, canAddOptions: false } })
    expect(screen.queryByRole('button', { name: 'Add a recipe' })).not.toBeInTheDocument()
  })
})
