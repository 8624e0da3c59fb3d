import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Decision, SessionSnapshot, VoteRecord } from '@forkcast/contract/voting.schemas'
import { DecisionResult } from './decision-result'

const maria = { id: 1, firstName: 'Maria', lastName: null, profileImageUrl: null }
const ben = { id: 2, firstName: 'Ben', lastName: null, profileImageUrl: null }
const cleo = { id: 3, firstName: 'Cleo', lastName: null, profileImageUrl: null }
const option = (id: string, label: string) => ({
  id,
  label,
  description: `${label} food`,
  tags: [],
  image: null,
})

interface Votes {
  reason: Decision['reason']
  choices?: VoteRecord[]
  preferences?: VoteRecord[]
  members?: (typeof maria)[]
  remaining?: string[]
  decidedBy?: number | null
}

/** A board of three cuisines decided on Thai, with the given votes. */
const decidedOn = ({
  reason,
  choices = [],
  preferences = [],
  members = [maria, ben, cleo],
  remaining = ['thai', 'indian', 'french'],
  decidedBy = null,
}: Votes): SessionSnapshot => ({
  session: {
    id: 9,
    groupId: 3,
    groupName: 'Home',
    category: 'cuisine',
    diningType: null,
    serviceType: null,
    status: 'decided',
    round: 1,
    version: 7,
    imageSeed: 1,
    options: [option('thai', 'Thai'), option('indian', 'Indian'), option('french', 'French')],
    decision: { optionId: 'thai', reason, decidedAt: '2026-11-23T19:00:00Z', decidedBy },
    cuisineId: null,
    position: null,
    canAddOptions: false,
  },
  members: members.map((member) => ({
    ...member,
    initials: member.firstName[0]!,
    hasSubmitted: true,
    isGuest: false,
  })),
  eliminations: [],
  preferences,
  choices,
  remainingOptionIds: remaining,
})

const resultOf = (snapshot: SessionSnapshot) => {
  render(<DecisionResult snapshot={snapshot} currentUserId={1} isResetting={false} />)
  return screen.getByRole('region', { name: 'Thai' })
}

describe('the decided board says what happened', () => {
  it('says Everyone picked it when every member chose the winner', () => {
    const result = resultOf(
      decidedOn({
        reason: 'unanimous',
        choices: [maria, ben, cleo].map((user) => ({ optionId: 'thai', user })),
      }),
    )
    expect(result).toHaveTextContent('Everyone picked it')
    expect(result).toHaveTextContent('Picked by You, Ben and Cleo')
    expect(result).not.toHaveTextContent('Perfect Match')
  })

  it('says Most picks and 2 of 3 when two of three picked it, never that everyone did', () => {
    const result = resultOf(
      decidedOn({
        reason: 'all-submitted',
        choices: [
          { optionId: 'thai', user: maria },
          { optionId: 'thai', user: ben },
          { optionId: 'indian', user: cleo },
        ],
      }),
    )
    expect(result).toHaveTextContent('Most picks')
    expect(result).toHaveTextContent('2 of 3 picked it.')
    expect(result).toHaveTextContent('Picked by You and Ben')
    expect(result).not.toHaveTextContent(/Everyone|Perfect Match/)
  })

  it('says the picks were tied and that likes broke the tie', () => {
    const result = resultOf(
      decidedOn({
        reason: 'all-submitted',
        choices: [
          { optionId: 'thai', user: maria },
          { optionId: 'indian', user: cleo },
        ],
        preferences: [{ optionId: 'thai', user: ben }],
      }),
    )
    expect(result).toHaveTextContent('Tied on picks')
    expect(result).toHaveTextContent('1 of 3 picked it. It had more likes than the option tied with it.')
  })

  it('says Most liked when nobody picked one and the likes decided', () => {
    const result = resultOf(
      decidedOn({ reason: 'all-submitted', preferences: [{ optionId: 'thai', user: ben }] }),
    )
    expect(result).toHaveTextContent('Most liked')
    expect(result).toHaveTextContent('Nobody picked one; 1 of 3 liked it, more than any other.')
  })

  it('says it was the first on the board when no pick or like set the options apart', () => {
    const result = resultOf(decidedOn({ reason: 'all-submitted' }))
    expect(result).toHaveTextContent('First on the board')
    expect(result).not.toHaveTextContent(/Most|picked it/)
  })

  it('says Last one standing, and whose veto decided it, when every other option was vetoed', () => {
    const result = resultOf(decidedOn({ reason: 'last-remaining', remaining: ['thai'], decidedBy: 2 }))
    expect(result).toHaveTextContent('Last one standing')
    expect(result).toHaveTextContent('Every other option was vetoed.')
    expect(result).toHaveTextContent('Decided by Ben’s last veto')
  })

  it('says Picked at random and who asked, even when someone had picked the option it landed on', () => {
    const result = resultOf(
      decidedOn({ reason: 'random', choices: [{ optionId: 'thai', user: cleo }], decidedBy: 2 }),
    )
    expect(result).toHaveTextContent('Picked at random')
    expect(result).toHaveTextContent('Ben asked for a random pick')
    expect(result).not.toHaveTextContent('Picked by Cleo')
  })

  it('calls a lone member’s pick theirs, not everyone’s', () => {
    const result = resultOf(
      decidedOn({ reason: 'unanimous', members: [maria], choices: [{ optionId: 'thai', user: maria }] }),
    )
    expect(result).toHaveTextContent('Your pick')
    expect(result).not.toHaveTextContent('Everyone')
  })
})
