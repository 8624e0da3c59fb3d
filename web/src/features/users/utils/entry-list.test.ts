import { describe, expect, it } from 'vitest'
import {
  COMMON_ALLERGEN_OPTIONS,
  normalizeAllergyList,
  normalizeSensitivityList,
} from '@forkcast/contract/allergens'
import { addEntry, removeEntry, toggleNormalizedOption } from './entry-list'

describe('addEntry', () => {
  it('trims the text and ignores blank text', () => {
    expect(addEntry([], '  kiwi ', normalizeAllergyList)).toEqual({ entries: ['kiwi'], isDuplicate: false })
    expect(addEntry([], '   ', normalizeAllergyList)).toBeNull()
  })

  it('treats another spelling of an entry as a duplicate', () => {
    expect(addEntry(['milk'], 'Dairy', normalizeAllergyList)).toEqual({ isDuplicate: true })
    expect(addEntry(['Kiwi'], 'kiwi', normalizeAllergyList)).toEqual({ isDuplicate: true })
    expect(addEntry(['lactose'], 'lactose intolerance', normalizeSensitivityList)).toEqual({
      isDuplicate: true,
    })
  })

  it('stores known names as canonical ids', () => {
    expect(addEntry(['kiwi'], 'peanut', normalizeAllergyList)).toEqual({
      entries: ['peanuts', 'kiwi'],
      isDuplicate: false,
    })
  })
})

describe('removing entries', () => {
  it('also removes an entry that would bring the removed one back', () => {
    expect(removeEntry(['wheat', 'gluten', 'kiwi'], 'gluten', normalizeAllergyList)).toEqual(['kiwi'])
    expect(removeEntry(['wheat', 'gluten'], 'wheat', normalizeAllergyList)).toEqual(['gluten'])
  })

  it('toggles a common option on and off in normal form', () => {
    const wheat = COMMON_ALLERGEN_OPTIONS.find((option) => option.label === 'Wheat')
    if (!wheat) throw new Error('no Wheat option')
    const withWheat = toggleNormalizedOption(['kiwi'], wheat, normalizeAllergyList)
    expect(withWheat).toEqual(['wheat', 'gluten', 'kiwi'])
    expect(toggleNormalizedOption(withWheat, wheat, normalizeAllergyList)).toEqual(['kiwi'])
  })
})
