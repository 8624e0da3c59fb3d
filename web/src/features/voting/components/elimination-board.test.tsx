import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { EliminationBoard } from './elimination-board'

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
    expect(result).toHaveTextContent('Perfect Match!')
    expect(result).toHaveTextContent('Everyone picked it.')
    expect(result).toHaveTextContent('Picked by You and Ben')
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Eliminate/ })).not.toBeInTheDocument()
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
    expect(screen.getByRole('region', { name: 'Thai' })).toHaveTextContent('Perfect Match!')
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
    expect(screen.getByText('Eliminated (1)')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'How to vote' })).toHaveTextContent(
      'Veto removes it for everyone',
    )
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

  it('gives the keyboard focus back to the board after a veto moves the focused card away', async () => {
    const first = snapshotOf()
    const onAction = vi.fn()
    const { rerender } = render(boardOf(first, { onAction }))
    const veto = screen.getByRole('button', { name: 'Eliminate Thai' })
    veto.focus()
    await userEvent.keyboard('{Enter}')
    expect(onAction).toHaveBeenCalledWith('eliminate', 'thai')
    rerender(
      boardOf(
        {
          ...first,
          eliminations: [...first.eliminations, { optionId: 'thai', user: maria }],
          remainingOptionIds: ['indian'],
        },
        { onAction },
      ),
    )
    expect(screen.getByRole('button', { name: 'Eliminate Indian' })).toHaveFocus()
  })
})
