import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateDecision, pickAtRandom, rankRemaining, type BoardState } from './decide'

const board = (overrides: Partial<BoardState> = {}): BoardState => ({
  optionIds: ['italian', 'thai', 'mexican', 'indian'],
  eliminated: new Set(),
  choices: new Map(),
  preferences: [],
  submitted: new Set(),
  memberIds: [1, 2, 3],
  ...overrides,
})

describe('evaluateDecision', () => {
  it('is undecided while several options remain and nobody agrees', () => {
    expect(evaluateDecision(board({ choices: new Map([[1, 'thai']]) }))).toBeNull()
  })

  it('decides when one option remains', () => {
    expect(evaluateDecision(board({ eliminated: new Set(['italian', 'thai', 'mexican']) }))).toEqual({
      optionId: 'indian',
      reason: 'last-remaining',
    })
  })

  it('decides when every member chose the same remaining option', () => {
    const choices = new Map([
      [1, 'thai'],
      [2, 'thai'],
      [3, 'thai'],
    ])
    expect(evaluateDecision(board({ choices }))).toEqual({ optionId: 'thai', reason: 'unanimous' })
  })

  it('does not count a unanimous choice of an eliminated option', () => {
    const choices = new Map([
      [1, 'thai'],
      [2, 'thai'],
      [3, 'thai'],
    ])
    expect(evaluateDecision(board({ choices, eliminated: new Set(['thai']) }))).toBeNull()
  })

  it('picks the best remaining option by choices, then preferences, then catalog order when all submitted', () => {
    const submitted = new Set([1, 2, 3])
    expect(evaluateDecision(board({ submitted }))).toEqual({ optionId: 'italian', reason: 'all-submitted' })
    const preferences = [
      { userId: 1, optionId: 'mexican' },
      { userId: 2, optionId: 'mexican' },
      { userId: 3, optionId: 'indian' },
    ]
    expect(evaluateDecision(board({ submitted, preferences }))?.optionId).toBe('mexican')
    const choices = new Map([[3, 'indian']])
    expect(evaluateDecision(board({ submitted, preferences, choices }))?.optionId).toBe('indian')
  })

  it('always decides on a remaining option, exactly when a rule holds', () => {
    const ids = ['a', 'b', 'c', 'd', 'e']
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(...ids))),
        fc.subarray([1, 2, 3, 4]),
        (eliminated, choicePairs, submitted) => {
          const state = board({
            optionIds: ids,
            eliminated: new Set(eliminated),
            choices: new Map(choicePairs),
            submitted: new Set(submitted),
            memberIds: [1, 2, 3, 4],
          })
          const decision = evaluateDecision(state)
          const remaining = ids.filter((id) => !eliminated.includes(id))
          if (decision) expect(remaining).toContain(decision.optionId)
          if (remaining.length === 1) expect(decision?.reason).toBe('last-remaining')
          if (remaining.length === 0) expect(decision).toBeNull()
          if (remaining.length > 1 && submitted.length === 4) expect(decision).not.toBeNull()
          expect(rankRemaining(state)).toHaveLength(remaining.length)
        },
      ),
    )
  })
})

describe('pickAtRandom', () => {
  it('only ever picks an option still in play, whatever the random index', () => {
    fc.assert(
      fc.property(fc.subarray(['italian', 'thai', 'mexican', 'indian']), fc.nat(), (vetoed, seed) => {
        const state = board({ eliminated: new Set(vetoed) })
        const pick = pickAtRandom(state, (count) => seed % count)
        if (vetoed.length === 4) expect(pick).toBeNull()
        else
          expect(pick).toEqual({
            optionId: expect.not.stringMatching(`^(${vetoed.join('|') || '-'})$`),
            reason: 'random',
          })
      }),
    )
  })
})
