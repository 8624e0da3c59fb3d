import { describe, expect, it } from 'vitest'
import type { ActiveSession, SessionChangedEvent } from '@forkcast/contract/voting.schemas'
import { buildActiveSession } from '@/testing/data'
import {
  bindStartOverMarks,
  findDecisionInvitation,
  noteSessionChange,
  roundKeyOf,
  type StartOverMarks,
} from './decision-invitation'

const ME = 1
const maria = { id: 2, firstName: 'Maria', lastName: null, profileImageUrl: null }
const NOW = new Date('2026-11-26T18:30:00Z')
const opened = (overrides: Partial<ActiveSession> = {}) =>
  buildActiveSession({
    id: 77,
    groupId: 10,
    roundStartedBy: maria,
    roundStartedAt: '2026-11-26T18:00:00.000Z',
    updatedAt: '2026-11-26T18:00:00.000Z',
    ...overrides,
  })

const find = (
  sessions: ActiveSession[],
  {
    path = '/recipes',
    handled = [],
    marks = {},
  }: { path?: string; handled?: string[]; marks?: StartOverMarks } = {},
) => {
  const url = new URL(path, 'http://localhost')
  return findDecisionInvitation(sessions, {
    userId: ME,
    location: { pathname: url.pathname, search: url.search },
    handledRounds: new Set(handled),
    startOverMarks: marks,
    now: NOW,
    timeZone: 'UTC',
  })
}

const changed = (change: SessionChangedEvent['change'], actorId = maria.id): SessionChangedEvent => ({
  groupId: 10,
  sessionId: 77,
  category: 'cuisine',
  change,
  actorId,
  actorName: 'Maria',
})

describe('the decision invitation', () => {
  it('invites me to a round another member opened tonight in my group', () => {
    const invitation = find([opened()])
    expect(invitation).toMatchObject({ starter: maria, isStartOver: false, roundKey: roundKeyOf(opened()) })
    expect(invitation?.session.id).toBe(77)
  })

  it('does not invite me once I voted this round, even when someone else shares my first name', () => {
    expect(find([opened({ voters: ['Maria', 'Ana'], voterIds: [2, ME] })])).toBeNull()
    expect(find([opened({ voters: ['Ana'], voterIds: [3] })])).not.toBeNull()
  })

  it('stays away once I dismissed or joined that round', () => {
    expect(find([opened()], { handled: [roundKeyOf(opened())] })).toBeNull()
  })

  it('is not shown on that board itself, but is on another group’s board', () => {
    expect(find([opened()], { path: '/elimination/cuisine?groupId=10' })).toBeNull()
    expect(find([opened()], { path: '/elimination/cuisine?groupId=11' })).not.toBeNull()
    expect(find([opened()], { path: '/elimination/cooking?groupId=10' })).not.toBeNull()
  })

  it('comes back for a new round of a board I dismissed, and says it was started over when that was heard', () => {
    const before = opened({ status: 'decided' })
    const marks = noteSessionChange({}, changed('reset'), { userId: ME, sessions: [before] })
    const after = opened({ roundStartedAt: '2026-11-26T18:20:00.000Z' })
    const dismissedFirstRound = [roundKeyOf(before)]

    expect(find([after], { handled: dismissedFirstRound, marks })).toMatchObject({ isStartOver: true })
    // After a reload: the mark was tied to the round it opened.
    const bound = bindStartOverMarks(marks, [after])
    expect(find([after], { handled: dismissedFirstRound, marks: bound })).toMatchObject({ isStartOver: true })
    // A later round, opened without a Start over, is a plain start again.
    const later = opened({
      roundStartedAt: '2026-11-27T18:00:00.000Z',
      updatedAt: '2026-11-27T18:00:00.000Z',
    })
    expect(bindStartOverMarks(bound, [later])).toEqual({})
  })

  it('keeps a Start over pending until the boards are read again, and drops it for a new day’s start', () => {
    const before = opened({ status: 'decided' })
    const pending = noteSessionChange({}, changed('reset'), { userId: ME, sessions: [before] })
    expect(bindStartOverMarks(pending, [before])).toEqual(pending)
    // A start that resets a used board says 'reset' then 'started' by the same member: not a Start over.
    expect(noteSessionChange(pending, changed('started'), { userId: ME, sessions: [before] })).toEqual({})
    // My own Start over invites nobody here.
    expect(noteSessionChange({}, changed('reset', ME), { userId: ME, sessions: [before] })).toEqual({})
  })

  it('ignores decided boards, my own rounds, boards with no known starter and boards left from an earlier day', () => {
    expect(find([opened({ status: 'decided' })])).toBeNull()
    expect(find([opened({ roundStartedBy: { ...maria, id: ME } })])).toBeNull()
    expect(find([opened({ roundStartedBy: null, roundStartedAt: null })])).toBeNull()
    expect(
      find([opened({ roundStartedAt: '2026-11-24T18:00:00.000Z', updatedAt: '2026-11-24T18:30:00.000Z' })]),
    ).toBeNull()
  })

  it('names the newest round when several boards wait', () => {
    const cuisine = opened()
    const cooking = opened({ id: 78, category: 'cooking', roundStartedAt: '2026-11-26T18:10:00.000Z' })
    expect(find([cuisine, cooking])?.session.id).toBe(78)
  })
})
