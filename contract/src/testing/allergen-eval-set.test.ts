import { describe, expect, it } from 'vitest'
import { ALLERGEN_IDS } from '../allergen-ids'
import { ALLERGEN_EVAL_SET } from './allergen-eval-set'

// Only the set's shape is tested here; its scores are printed by `npm run eval:allergens`, never asserted.
describe('the allergen evaluation set', () => {
  it('holds at least 400 distinct lines, half of them composite foods or tricky lines', () => {
    expect(ALLERGEN_EVAL_SET.length).toBeGreaterThanOrEqual(400)
    expect(new Set(ALLERGEN_EVAL_SET.map(({ line }) => line)).size).toBe(ALLERGEN_EVAL_SET.length)
    const hard = ALLERGEN_EVAL_SET.filter(({ kind }) => kind !== 'plain').length
    expect(hard * 2).toBeGreaterThanOrEqual(ALLERGEN_EVAL_SET.length)
  })

  it('labels every allergen as present somewhere, and never one allergen at both levels', () => {
    for (const allergen of ALLERGEN_IDS) {
      expect(
        ALLERGEN_EVAL_SET.some(
          ({ contains, often }) => contains.includes(allergen) || often.includes(allergen),
        ),
        allergen,
      ).toBe(true)
    }
    for (const { line, contains, often } of ALLERGEN_EVAL_SET) {
      expect(
        often.filter((id) => contains.includes(id)),
        line,
      ).toEqual([])
    }
  })
})
