import { describe, expect, it } from 'vitest'
import {
  DIETARY_GOAL_IDS,
  HEALTH_PREFERENCE_IDS,
  MEAL_DIETARY_GOAL_IDS,
  ONBOARDING_CUISINE_IDS,
  ONBOARDING_V1_DIETARY_GOAL_IDS,
  ONBOARDING_V2_DIETARY_GOAL_IDS,
  normalizeFridgeInventory,
  orderByVocabulary,
} from './users.constants'

describe('profile vocabularies', () => {
  it('hold the spec counts: 7 health preferences, 7 + 12 + 12 goals, 19 cuisines', () => {
    expect(HEALTH_PREFERENCE_IDS).toHaveLength(7)
    expect(ONBOARDING_V1_DIETARY_GOAL_IDS).toHaveLength(7)
    expect(ONBOARDING_V2_DIETARY_GOAL_IDS).toHaveLength(12)
    expect(MEAL_DIETARY_GOAL_IDS).toHaveLength(12)
    expect(ONBOARDING_CUISINE_IDS).toHaveLength(19)
  })

  it('store every goal any screen offers exactly once', () => {
    const offered = [
      ...MEAL_DIETARY_GOAL_IDS,
      ...ONBOARDING_V2_DIETARY_GOAL_IDS,
      ...ONBOARDING_V1_DIETARY_GOAL_IDS,
    ]
    expect(new Set(DIETARY_GOAL_IDS)).toEqual(new Set(offered))
    expect(new Set(DIETARY_GOAL_IDS).size).toBe(DIETARY_GOAL_IDS.length)
  })

  it('order a list by its vocabulary and drop repeats and unknown ids', () => {
    expect(orderByVocabulary(['vegan', 'keto', 'vegan', 'nope'], MEAL_DIETARY_GOAL_IDS)).toEqual([
      'vegan',
      'keto',
    ])
  })
})

describe('normalizeFridgeInventory', () => {
  it('trims, collapses spaces, drops blanks and keeps the first spelling of a repeat', () => {
    expect(normalizeFridgeInventory(['  Red  peppers ', '', '   ', 'eggs', 'red peppers', 'EGGS'])).toEqual([
      'Red peppers',
      'eggs',
    ])
  })

  it('gives the same list back when normalized twice', () => {
    const once = normalizeFridgeInventory([' Milk', 'milk ', 'Oat  milk'])
    expect(normalizeFridgeInventory(once)).toEqual(once)
  })
})
