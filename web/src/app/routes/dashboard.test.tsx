import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildActiveSession, buildGroup } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

// The first render loads the lazy dashboard chunk, which takes a while on a busy machine.
const findGroupCard = async (name: string) => screen.findByRole('group', { name }, { timeout: 10_000 })

describe('dashboard greeting', () => {
  it('says Welcome in the session the account was made, and Welcome back after', async () => {
    mockSignedIn()
    sessionStorage.setItem('forkcast-new-account', '1')
    const first = renderApp(<App />)
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ana!' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    first.unmount()
    sessionStorage.clear()
    renderApp(<App />)
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ana!' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})

describe('dashboard decision start', () => {
  it('offers Continue Food Decision for a group whose decision is under way and opens its board by the address', async () => {
    const garcias = buildGroup({ id: 10, name: 'The Garcias' })
    const neighbours = buildGroup({ id: 11, name: 'Neighbours', inviteCode: 'WXYZ6789' })
    mockSignedIn({
      groups: [garcias, neighbours],
      sessions: [
        buildActiveSession({ groupId: 10, preferences: 2, voters: ['Maria', 'Ben'] }),
        buildActiveSession({ groupId: 11 }),
      ],
    })
    const user = userEvent.setup()
    renderApp(<App />)

    const garciasCard = await findGroupCard('The Garcias')
    const neighboursCard = await findGroupCard('Neighbours')
    const continueButton = await within(garciasCard).findByRole('button', { name: 'Continue Food Decision' })
    expect(garciasCard).toHaveTextContent('Voted so far: Maria, Ben')
    expect(neighboursCard).not.toHaveTextContent('Voted so far')
    expect(within(neighboursCard).getByRole('button', { name: 'Start Food Decision' })).toBeInTheDocument()

    await user.click(continueButton)
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/elimination/cuisine?groupId=10'),
      { timeout: 10_000 },
    )
    expect(sessionStorage.length).toBe(0)
  })

  it('starts the group named on the card while the sessions endpoint does not exist yet, keeping nothing in session storage', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 10, name: 'The Garcias' })] })
    const user = userEvent.setup()
    renderApp(<App />)

    await user.click(
      await within(await findGroupCard('The Garcias')).findByRole('button', { name: 'Start Food Decision' }),
    )
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/elimination/cuisine?groupId=10'),
      { timeout: 10_000 },
    )
    expect(sessionStorage.length).toBe(0)
  })
})

describe('dashboard decided boards', () => {
  const decidedNow = (optionId: string) => ({
    optionId,
    reason: 'last-remaining' as const,
    decidedAt: new Date().toISOString(),
    decidedBy: 2,
  })

  it('shows tonight’s cuisine as decided, with Cook it and Order it instead of Continue Food Decision', async () => {
    mockSignedIn({
      groups: [buildGroup({ id: 10, name: 'The Garcias' })],
      sessions: [
        buildActiveSession({
          groupId: 10,
          status: 'decided',
          eliminations: 18,
          voters: ['Maria'],
          decision: decidedNow('thai'),
          decidedLabel: 'Thai',
        }),
      ],
    })
    const user = userEvent.setup()
    renderApp(<App />)

    const card = await findGroupCard('The Garcias')
    expect(await within(card).findByText('Tonight: Thai')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Continue Food Decision' })).not.toBeInTheDocument()
    expect(card).not.toHaveTextContent('Voted so far')
    expect(within(card).getByRole('button', { name: 'Order it' })).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Cook it' }))
    await vi.waitFor(
      () =>
        expect(window.location.pathname + window.location.search).toBe('/ingredient-selection?groupId=10'),
      { timeout: 10_000 },
    )
  })

  it('shows a dish decided after the cuisine, with its recipe, and keeps Continue for a board still open', async () => {
    mockSignedIn({
      groups: [
        buildGroup({ id: 10, name: 'The Garcias' }),
        buildGroup({ id: 11, name: 'Neighbours', inviteCode: 'WXYZ6789' }),
      ],
      sessions: [
        buildActiveSession({
          id: 1,
          groupId: 10,
          status: 'decided',
          eliminations: 18,
          decision: { ...decidedNow('thai'), decidedAt: new Date(Date.now() - 60_000).toISOString() },
          decidedLabel: 'Thai',
        }),
        buildActiveSession({
          id: 2,
          groupId: 10,
          category: 'cooking',
          cuisineId: 'thai',
          status: 'decided',
          choices: 2,
          decision: decidedNow('recipe-12'),
          decidedLabel: 'Green Curry',
        }),
        buildActiveSession({ id: 3, groupId: 11, eliminations: 1, voters: ['Maria'] }),
      ],
    })
    renderApp(<App />)

    const garcias = await findGroupCard('The Garcias')
    expect(await within(garcias).findByText('Tonight: Green Curry')).toBeInTheDocument()
    expect(within(garcias).getByRole('link', { name: 'Open recipe' })).toHaveAttribute(
      'href',
      '/recipe/12?groupId=10',
    )
    expect(within(garcias).queryByText('Tonight: Thai')).not.toBeInTheDocument()
    const neighbours = await findGroupCard('Neighbours')
    expect(neighbours).toHaveTextContent('Voted so far: Maria')
    expect(within(neighbours).getByRole('button', { name: 'Continue Food Decision' })).toBeInTheDocument()
    expect(neighbours).not.toHaveTextContent('Tonight')
  })

  it('offers to start again when the decision was made on an earlier day', async () => {
    mockSignedIn({
      groups: [buildGroup({ id: 10, name: 'The Garcias' })],
      sessions: [
        buildActiveSession({
          groupId: 10,
          status: 'decided',
          eliminations: 18,
          decision: { ...decidedNow('thai'), decidedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
          decidedLabel: 'Thai',
        }),
      ],
    })
    renderApp(<App />)

    const card = await findGroupCard('The Garcias')
    expect(await within(card).findByRole('button', { name: 'Start Food Decision' })).toBeInTheDocument()
    expect(card).not.toHaveTextContent('Tonight')
  })
})

describe('the decision invitation on every page', () => {
  const maria = { id: 2, firstName: 'Maria', lastName: null, profileImageUrl: null }
  const mariasRound = (overrides: Partial<Parameters<typeof buildActiveSession>[0]> = {}) =>
    buildActiveSession({
      groupId: 10,
      roundStartedBy: maria,
      roundStartedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      ...overrides,
    })

  it('invites me to Maria’s board after a reload, stays dismissed for that round, and comes back for a new one', async () => {
    // Maria vetoed already: the card's "Voted so far" tells the boards were read.
    const round = mariasRound({ eliminations: 1, voters: ['Maria'], voterIds: [2] })
    mockSignedIn({ groups: [buildGroup({ id: 10, name: 'The Garcias' })], sessions: [round] })
    const user = userEvent.setup()
    const first = renderApp(<App />)

    const notice = await screen.findByRole('status', { name: 'Decision invitation' }, { timeout: 10_000 })
    expect(notice).toHaveTextContent('Maria started tonight’s decision in The Garcias')
    await user.click(within(notice).getByRole('button', { name: 'Dismiss the invitation' }))
    expect(screen.queryByRole('status', { name: 'Decision invitation' })).not.toBeInTheDocument()
    first.unmount()

    const second = renderApp(<App />)
    expect(await findGroupCard('The Garcias')).toHaveTextContent('Voted so far: Maria')
    expect(screen.queryByRole('status', { name: 'Decision invitation' })).not.toBeInTheDocument()
    second.unmount()

    const nextRound = mariasRound({ roundStartedAt: new Date(Date.now() + 1000).toISOString() })
    mockSignedIn({ groups: [buildGroup({ id: 10, name: 'The Garcias' })], sessions: [nextRound] })
    renderApp(<App />)
    expect(
      await screen.findByRole('status', { name: 'Decision invitation' }, { timeout: 10_000 }),
    ).toHaveTextContent('Maria started tonight’s decision')
  })

  it('joins the board in one tap, and does not invite me once I voted', async () => {
    mockSignedIn({ groups: [buildGroup({ id: 10, name: 'The Garcias' })], sessions: [mariasRound()] })
    const user = userEvent.setup()
    const first = renderApp(<App />, { path: '/favorites' })

    const notice = await screen.findByRole('status', { name: 'Decision invitation' }, { timeout: 10_000 })
    await user.click(within(notice).getByRole('button', { name: 'Join' }))
    await vi.waitFor(
      () => expect(window.location.pathname + window.location.search).toBe('/elimination/cuisine?groupId=10'),
      { timeout: 10_000 },
    )
    first.unmount()

    localStorage.clear()
    mockSignedIn({
      groups: [buildGroup({ id: 10, name: 'The Garcias' })],
      sessions: [mariasRound({ eliminations: 1, voters: ['Ana'], voterIds: [1] })],
    })
    renderApp(<App />)
    expect(await findGroupCard('The Garcias')).toHaveTextContent('Voted so far: Ana')
    expect(screen.queryByRole('status', { name: 'Decision invitation' })).not.toBeInTheDocument()
  })
})

describe('dashboard', () => {
  it('copies the invite code and says Copied!', async () => {
    mockSignedIn({ groups: [buildGroup({ name: 'The Garcias', inviteCode: 'QRST7890' })] })
    const user = userEvent.setup()
    renderApp(<App />)

    const card = await findGroupCard('The Garcias')
    await user.click(within(card).getByRole('button', { name: 'Copy invite code' }))
    expect(await screen.findByText('Copied!')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe('QRST7890')
  })

  it('copies the group’s invite link from its card in one tap', async () => {
    mockSignedIn({ groups: [buildGroup({ name: 'The Garcias', inviteCode: 'QRST7890' })] })
    const user = userEvent.setup()
    renderApp(<App />)

    const card = await findGroupCard('The Garcias')
    await user.click(within(card).getByRole('button', { name: 'Copy invite link' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/join/QRST7890`)
  })

  it('says so when the clipboard refuses', async () => {
    mockSignedIn({ groups: [buildGroup({ name: 'The Garcias' })] })
    const user = userEvent.setup()
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    renderApp(<App />)

    await user.click(
      within(await findGroupCard('The Garcias')).getByRole('button', { name: 'Copy invite code' }),
    )
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument()
  })

  it('tells a new user to create or join a group, and gates group features until then', async () => {
    mockSignedIn({ groups: [] })
    const user = userEvent.setup()
    renderApp(<App />)

    expect(await screen.findByText('You are not in a family group yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join with a code' })).toBeInTheDocument()
    const planner = screen.getByRole('button', { name: 'Smart Planner' })
    expect(planner).toHaveAttribute('aria-disabled', 'true')
    expect(planner).toHaveAccessibleDescription('Create a Group First')
    await user.click(planner)
    expect(await screen.findByText('Create or join a family group to use this feature.')).toBeInTheDocument()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 10_000 })
  })

  it('shows AI Recommendations as Premium and opens the Smart Planner for a member with a group', async () => {
    mockSignedIn({ groups: [buildGroup()] })
    const user = userEvent.setup()
    renderApp(<App />)

    await findGroupCard('The Garcias')
    await user.click(screen.getByRole('button', { name: 'AI Recommendations Premium' }))
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Smart Planner' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/smart-meal-planner'), { timeout: 10_000 })
  })

  it('says a group needs a name instead of creating one without it', async () => {
    mockSignedIn({ groups: [] })
    let created = 0
    server.use(
      http.post('/api/family-groups', () => {
        created += 1
        return HttpResponse.json({ message: 'not expected', code: 'CONFLICT' }, { status: 409 })
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />)

    await user.click(await screen.findByRole('button', { name: 'Create Group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' })
    await user.type(within(dialog).getByLabelText('Group name'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }))
    expect(await within(dialog).findByText('Group name is required')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Group name')).toHaveAccessibleDescription('Group name is required')
    expect(created).toBe(0)
  })
})
