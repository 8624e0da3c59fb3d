import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNDO_VETO_SECONDS, type SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { EliminationBoard } from './elimination-board'
import { FOLD_MS, OTHERS_VETO_HOLD_MS } from './use-folding-vetoes'

const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }
const ben = { id: 2, firstName: 'Ben', lastName: null, profileImageUrl: null }
const option = (id: string, label: string) => ({
  id,
  label,
  description: `${label} food`,
  tags: [],
  image: null,
})

const snapshotOf = (overrides: Partial<SessionSnapshot['session']> = {}): SessionSnapshot => ({
  session: {
    id: 9,
    groupId: 3,
    groupName: 'Home',
    category: 'cuisine',
    diningType: null,
    serviceType: null,
    status: 'open',
    round: 1,
    version: 4,
    imageSeed: 1,
    options: [option('thai', 'Thai'), option('indian', 'Indian'), option('french', 'French')],
    decision: null,
    cuisineId: null,
    position: null,
    canAddOptions: false,
    ...overrides,
  },
  members: [
    { ...maria, initials: 'M', hasSubmitted: false, isGuest: false },
    { ...ben, initials: 'B', hasSubmitted: false, isGuest: false },
  ],
  eliminations: [{ optionId: 'french', user: ben }],
  preferences: [],
  choices: [
    { optionId: 'thai', user: maria },
    { optionId: 'thai', user: ben },
  ],
  remainingOptionIds: ['thai', 'indian'],
})

const decided = snapshotOf({
  status: 'decided',
  decision: { optionId: 'thai', reason: 'unanimous', decidedAt: '2026-11-23T19:00:00Z', decidedBy: 2 },
})

const boardOf = (snapshot: SessionSnapshot, handlers = {}) => (
  <EliminationBoard
    snapshot={snapshot}
    currentUserId={1}
    isLive
    isBusy={false}
    isResetting={false}
    onAction={vi.fn()}
    onReset={vi.fn()}
    onSwitchCategory={vi.fn()}
    onSelectIngredients={vi.fn()}
    onFindRestaurants={vi.fn()}
    {...handlers}
  />
)

const renderBoard = (snapshot: SessionSnapshot) => {
  const handlers = {
    onAction: vi.fn(),
    onReset: vi.fn(),
    onSwitchCategory: vi.fn(),
    onSelectIngredients: vi.fn(),
    onFindRestaurants: vi.fn(),
  }
  render(
    <EliminationBoard
      snapshot={snapshot}
      currentUserId={1}
      isLive
      isBusy={false}
      isResetting={false}
      {...handlers}
    />,
  )
  return handlers
}

describe('the elimination board', () => {
  it('shows a decided board as its result, why and who picked it, with no vote buttons left', () => {
    renderBoard(decided)
    const result = screen.getByRole('region', { name: 'Thai' })
    expect(result).toHaveTextContent('Everyone picked it')
    expect(result).toHaveTextContent('Picked by You and Ben')
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Veto' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Still in the running/)).not.toBeInTheDocument()
  })

  it('goes on to cooking or ordering the decided option', async () => {
    const handlers = renderBoard(decided)
    await userEvent.click(screen.getByRole('button', { name: 'Cook it' }))
    expect(handlers.onSelectIngredients).toHaveBeenCalledWith('thai')
    await userEvent.click(screen.getByRole('button', { name: 'Order it' }))
    expect(handlers.onFindRestaurants).toHaveBeenCalledWith('thai')
  })

  it('offers a second vote on the decided cuisine’s dishes or places', async () => {
    const onVoteDishes = vi.fn()
    const onVotePlaces = vi.fn()
    render(boardOf(decided, { onVoteDishes, onVotePlaces }))
    await userEvent.click(screen.getByRole('button', { name: 'Vote on Thai dishes' }))
    expect(onVoteDishes).toHaveBeenCalledWith('thai')
    await userEvent.click(screen.getByRole('button', { name: 'Vote on Thai places' }))
    expect(onVotePlaces).toHaveBeenCalledWith('thai')
  })

  it('shows no way on that the page does not give, as on a guest’s board', () => {
    render(<EliminationBoard snapshot={decided} currentUserId={1} isLive isBusy={false} onAction={vi.fn()} />)
    expect(screen.getByRole('region', { name: 'Thai' })).toHaveTextContent('Everyone picked it')
    for (const name of [/Vote on/, 'Cook it', 'Order it', 'Start over'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('asks about the decided cuisine on a second-round board, and says which places an ordering board holds', () => {
    const view = render(boardOf(snapshotOf({ category: 'cooking', cuisineId: 'thai' })))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Which Thai dish shall we cook?')
    view.unmount()
    render(boardOf(snapshotOf({ category: 'ordering', cuisineId: 'thai', serviceType: 'delivery' })))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where shall we get Thai?')
    expect(screen.getByText('Places open now that deliver to you')).toBeInTheDocument()
  })

  it('asks before starting over for everyone', async () => {
    const handlers = renderBoard(decided)
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Start a new round?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(handlers.onReset).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await userEvent.click(screen.getByRole('button', { name: 'Start over for everyone' }))
    expect(handlers.onReset).toHaveBeenCalledTimes(1)
  })

  it('lists the options still in play first and folds the eliminated ones below', () => {
    renderBoard(snapshotOf())
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('heading')
    expect(options.map((heading) => heading.textContent)).toEqual(['Thai', 'Indian'])
    expect(screen.getByText('Vetoed (1)')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'How to vote' })).toHaveTextContent(
      'Veto removes it for everyone',
    )
  })

  it('loads the pictures of the first cards at once and ahead of others, and the rest as they scroll near', () => {
    const cuisines = ['thai', 'indian', 'french', 'greek', 'mexican', 'korean']
    renderBoard({
      ...snapshotOf({
        options: cuisines.map((id) => ({ ...option(id, id), image: `/images/cuisines/${id}-1.svg` })),
      }),
      eliminations: [],
      choices: [],
      remainingOptionIds: cuisines,
    })
    const pictures = within(screen.getByRole('list', { name: 'Options' }))
      .getAllByRole('presentation')
      .filter((element) => element.tagName === 'IMG')
    expect(
      pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ])
  })

  it('announces each vote as it lands, then the decision, in a polite live region', () => {
    const first = snapshotOf()
    const { rerender } = render(boardOf(first))
    const announcements = screen.getByRole('status', { name: 'Vote announcements' })
    expect(announcements).toHaveAttribute('aria-live', 'polite')
    expect(announcements).toHaveTextContent(/^$/)

    const vetoed = {
      ...first,
      eliminations: [...first.eliminations, { optionId: 'indian', user: ben }],
      preferences: [{ optionId: 'thai', user: maria }],
      remainingOptionIds: ['thai'],
    }
    rerender(boardOf(vetoed))
    expect(announcements).toHaveTextContent('Ben eliminated Indian. You recommended Thai.')

    rerender(boardOf({ ...vetoed, session: { ...decided.session } }))
    expect(announcements).toHaveTextContent('Decided: Thai.')
  })

  it('gives the keyboard focus to the next card’s Veto once the vetoed card is locked in place', async () => {
    const first = snapshotOf()
    const onAction = vi.fn()
    const { rerender } = render(boardOf(first, { onAction }))
    const veto = vetoButton('Thai')
    veto.focus()
    await userEvent.keyboard('{Enter}')
    expect(onAction).toHaveBeenCalledWith('eliminate', 'thai')
    rerender(boardOf(vetoedBy(first, 'thai', maria), { onAction }))
    expect(vetoButton('Thai')).toBeDisabled()
    expect(vetoButton('Indian')).toHaveFocus()
  })

  it('labels each vote button with its visible word, inside the card named after its option', () => {
    renderBoard(snapshotOf())
    const thai = screen.getByRole('listitem', { name: 'Thai' })
    for (const word of ['Veto', 'Like', 'Pick']) {
      const button = within(thai).getByRole('button', { name: word })
      expect(button).toHaveTextContent(word)
      expect(button).not.toHaveAttribute('aria-label')
      expect(button).toHaveClass('min-h-11')
    }
  })
})

/** The snapshot after `user` vetoed `optionId` (the live event, one version on). */
const vetoedBy = (before: SessionSnapshot, optionId: string, user: typeof maria): SessionSnapshot => ({
  ...before,
  session: { ...before.session, version: before.session.version + 1 },
  eliminations: [...before.eliminations, { optionId, user }],
  remainingOptionIds: before.remainingOptionIds.filter((id) => id !== optionId),
})

/** The snapshot after the veto of `optionId` was taken back. */
const restored = (before: SessionSnapshot, optionId: string): SessionSnapshot => ({
  ...before,
  session: { ...before.session, version: before.session.version + 1 },
  eliminations: before.eliminations.filter((record) => record.optionId !== optionId),
  remainingOptionIds: before.session.options
    .map((option) => option.id)
    .filter((id) => id === optionId || before.remainingOptionIds.includes(id)),
})

const vetoButton = (label: string) =>
  within(screen.getByRole('listitem', { name: new RegExp(`^${label}`) })).getByRole('button', {
    name: 'Veto',
  })
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Options' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

describe('a veto on the board', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends one veto for a double tap, and the second tap lands on the same, locked card', async () => {
    const onAction = vi.fn()
    render(boardOf(snapshotOf(), { onAction }))
    await userEvent.dblClick(vetoButton('Thai'))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onAction).toHaveBeenCalledWith('eliminate', 'thai')
    expect(vetoButton('Thai')).toBeDisabled()
    expect(vetoButton('Indian')).toBeEnabled()
  })

  it('keeps someone else’s vetoed card in place, faded with who vetoed it, then folds it away', () => {
    vi.useFakeTimers()
    const first = snapshotOf()
    const { rerender } = render(boardOf(first))
    rerender(boardOf(vetoedBy(first, 'thai', ben)))
    expect(cardNames()).toEqual(['Thai', 'Indian'])
    const thai = screen.getByRole('listitem', { name: 'Thai, vetoed' })
    expect(thai).toHaveTextContent('Vetoed by Ben')
    for (const button of within(thai).getAllByRole('button')) expect(button).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()

    act(() => vi.advanceTimersByTime(OTHERS_VETO_HOLD_MS))
    expect(thai).toHaveClass('grid-rows-[0fr]', 'opacity-0', 'motion-reduce:transition-none')
    expect(cardNames()).toEqual(['Thai', 'Indian'])
    act(() => vi.advanceTimersByTime(FOLD_MS))
    expect(cardNames()).toEqual(['Indian'])
    expect(screen.getByText('Vetoed (2)')).toBeInTheDocument()
  })

  it('offers Undo for my veto during its window, away from the card, and sends it', () => {
    vi.useFakeTimers()
    const first = snapshotOf()
    const onAction = vi.fn()
    const { rerender } = render(boardOf(first, { onAction }))
    fireEvent.click(vetoButton('Thai'))
    rerender(boardOf(vetoedBy(first, 'thai', maria), { onAction }))
    const bar = screen.getByText('You vetoed Thai').closest<HTMLElement>('[role="status"]')!
    expect(bar).toHaveAttribute('aria-live', 'polite')
    expect(bar).toHaveClass('fixed')
    expect(within(screen.getByRole('list', { name: 'Options' })).queryByText('Undo')).not.toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Thai, vetoed' })).toHaveTextContent('Vetoed by You')

    act(() => vi.advanceTimersByTime(UNDO_VETO_SECONDS * 1000 - 100))
    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }))
    expect(onAction).toHaveBeenLastCalledWith('undo-eliminate', 'thai')
    expect(within(bar).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('undoes my veto with Ctrl+Z from anywhere on the board while Undo is offered', async () => {
    const first = snapshotOf()
    const onAction = vi.fn()
    const { rerender } = render(boardOf(first, { onAction }))
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(onAction).not.toHaveBeenCalled()
    rerender(boardOf(vetoedBy(first, 'thai', maria), { onAction }))
    vetoButton('Indian').focus()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(onAction).toHaveBeenCalledExactlyOnceWith('undo-eliminate', 'thai')
  })

  it('offers Undo on the result when my veto left one option and so decided the board', () => {
    const first = snapshotOf()
    const onAction = vi.fn()
    const { rerender } = render(boardOf(first, { onAction }))
    const last = vetoedBy(first, 'indian', maria)
    rerender(
      boardOf(
        {
          ...last,
          session: {
            ...last.session,
            status: 'decided',
            decision: {
              optionId: 'thai',
              reason: 'last-remaining',
              decidedAt: '2026-11-23T19:00:00Z',
              decidedBy: 1,
            },
          },
        },
        { onAction },
      ),
    )
    expect(screen.getByRole('region', { name: 'Thai' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onAction).toHaveBeenCalledWith('undo-eliminate', 'indian')
  })

  it('takes the Undo away when the window closes, and the card folds', () => {
    vi.useFakeTimers()
    const first = snapshotOf()
    const { rerender } = render(boardOf(first))
    rerender(boardOf(vetoedBy(first, 'indian', maria)))
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(UNDO_VETO_SECONDS * 1000))
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(FOLD_MS))
    expect(cardNames()).toEqual(['Thai'])
  })

  it('brings an undone card back in its place, with its buttons, and says who took the veto back', () => {
    vi.useFakeTimers()
    const first = snapshotOf()
    const { rerender } = render(boardOf(first))
    const vetoed = vetoedBy(first, 'thai', ben)
    rerender(boardOf(vetoed))
    rerender(boardOf(restored(vetoed, 'thai')))
    expect(cardNames()).toEqual(['Thai', 'Indian'])
    expect(vetoButton('Thai')).toBeEnabled()
    expect(screen.getByRole('status', { name: 'Vote announcements' })).toHaveTextContent(
      'Ben took back the veto on Thai.',
    )
    // Its fold was called off: the card stays.
    act(() => vi.advanceTimersByTime(OTHERS_VETO_HOLD_MS + FOLD_MS))
    expect(cardNames()).toEqual(['Thai', 'Indian'])
  })
})
