import { describe, expect, it } from 'vitest'
import type { SessionEvent, SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { applySessionEvent } from './apply-session-event'

const ana = { id: 1, firstName: 'Ana', lastName: null, profileImageUrl: null }
const ben = { id: 2, firstName: 'Ben', lastName: 'Ode', profileImageUrl: null }

const snapshot: SessionSnapshot = {
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
    options: [],
    decision: null,
    cuisineId: null,
    position: null,
    canAddOptions: false,
  },
  members: [
    { ...ana, initials: 'A', hasSubmitted: false, isGuest: false },
    { ...ben, initials: 'BO', hasSubmitted: false, isGuest: false },
  ],
  eliminations: [],
  preferences: [{ optionId: 'thai', user: ana }],
  choices: [{ optionId: 'thai', user: ben }],
  remainingOptionIds: ['thai', 'indian', 'french'],
}

const event = (overrides: Partial<SessionEvent>): SessionEvent => ({
  version: 5,
  action: 'eliminate',
  optionId: 'indian',
  user: ana,
  actorName: 'Ana',
  status: 'open',
  decision: null,
  ...overrides,
})

describe('applySessionEvent', () => {
  it('adds an elimination and removes the option from the remaining ones', () => {
    const next = applySessionEvent(snapshot, event({}))!
    expect(next.eliminations).toEqual([{ optionId: 'indian', user: ana }])
    expect(next.remainingOptionIds).toEqual(['thai', 'french'])
    expect(next.session.version).toBe(5)
  })

  it('puts an undone veto’s option back among the remaining ones, in the board’s order', () => {
    const options = ['thai', 'indian', 'french'].map((id) => ({
      id,
      label: id,
      description: '',
      tags: [],
      image: null,
    }))
    const board = { ...snapshot, session: { ...snapshot.session, options } }
    const vetoed = applySessionEvent(board, event({}))!
    expect(vetoed.remainingOptionIds).toEqual(['thai', 'french'])
    const restored = applySessionEvent(vetoed, event({ version: 6, action: 'restore' }))!
    expect(restored.eliminations).toEqual([])
    expect(restored.remainingOptionIds).toEqual(['thai', 'indian', 'french'])
    expect(restored.session.version).toBe(6)
    // An option this board does not hold can only come from a fresh snapshot.
    expect(applySessionEvent(vetoed, event({ version: 6, action: 'restore', optionId: 'greek' }))).toBeNull()
  })

  it('toggles recommendations and replaces a member’s choice', () => {
    expect(applySessionEvent(snapshot, event({ action: 'unprefer', optionId: 'thai' }))!.preferences).toEqual(
      [],
    )
    expect(
      applySessionEvent(snapshot, event({ action: 'choose', optionId: 'french', user: ben }))!.choices,
    ).toEqual([{ optionId: 'french', user: ben }])
  })

  it('marks a member as submitted and carries the decision', () => {
    const decision = {
      optionId: 'thai',
      reason: 'all-submitted' as const,
      decidedAt: '2026-11-21T20:00:00Z',
      decidedBy: 2,
    }
    const next = applySessionEvent(
      snapshot,
      event({ action: 'submit', optionId: null, user: ben, status: 'decided', decision }),
    )!
    expect(next.members[1]!.hasSubmitted).toBe(true)
    expect(next.session).toMatchObject({ status: 'decided', decision })
  })

  it('ignores changes it already has and asks for a snapshot after a gap or a reset', () => {
    expect(applySessionEvent(snapshot, event({ version: 4 }))).toBe(snapshot)
    expect(applySessionEvent(snapshot, event({ version: 7 }))).toBeNull()
    expect(applySessionEvent(snapshot, event({ action: 'reset' }))).toBeNull()
  })

  it('asks for a snapshot when the board’s list of options changed, since the event does not carry the new card', () => {
    expect(applySessionEvent(snapshot, event({ action: 'options', optionId: 'recipe-7' }))).toBeNull()
  })
})
