import { describe, expect, it } from 'vitest'
import { offeredHealthPreferences, toggleEnjoyedCuisine, toggleExcludedCuisine } from './taste-choices'

describe('cuisine choices', () => {
  it('enjoying a cuisine takes it off the cuisines to skip, and skipping one takes it off those enjoyed', () => {
    expect(toggleEnjoyedCuisine({ excluded: ['thai', 'greek'], enjoyed: [] }, 'thai')).toEqual({
      excluded: ['greek'],
      enjoyed: ['thai'],
    })
    expect(toggleExcludedCuisine({ excluded: [], enjoyed: ['thai', 'caribbean'] }, 'thai')).toEqual({
      excluded: ['thai'],
      enjoyed: ['caribbean'],
    })
  })

  it('un-choosing a cuisine leaves the other list as it is', () => {
    expect(toggleEnjoyedCuisine({ excluded: ['greek'], enjoyed: ['thai'] }, 'thai')).toEqual({
      excluded: ['greek'],
      enjoyed: [],
    })
  })
})

describe('offeredHealthPreferences', () => {
  it('offers only what the dietary goals beside them do not already name', () => {
    expect(offeredHealthPreferences([]).map((option) => option.label)).toEqual([
      'Low Sugar',
      'High Fiber',
      'Low Fat',
    ])
  })

  it('keeps a preference chosen before on show, so it can be removed', () => {
    expect(offeredHealthPreferences(['low-sodium']).map((option) => option.value)).toEqual([
      'low-sodium',
      'low-sugar',
      'high-fiber',
      'low-fat',
    ])
  })
})
