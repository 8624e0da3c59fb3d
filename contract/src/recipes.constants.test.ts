import { describe, expect, it } from 'vitest'
import { formatRating, isIngredientQuery, previewInstruction, splitIngredientList } from './recipes.constants'

describe('recipe constants', () => {
  it('reads text with a comma as an ingredient list, trimmed and without repeats', () => {
    expect(isIngredientQuery('chicken, rice')).toBe(true)
    expect(isIngredientQuery('chicken rice')).toBe(false)
    expect(splitIngredientList(' chicken ,  rice,, Chicken ,soy   sauce ')).toEqual([
      'chicken',
      'rice',
      'soy sauce',
    ])
  })

  it('formats a rating with one decimal, or New before anyone rated', () => {
    expect(formatRating(4.26, 3)).toBe('4.3')
    expect(formatRating(5, 1)).toBe('5.0')
    expect(formatRating(null, 0)).toBe('New')
  })

  it('previews the first 100 characters of the first instruction', () => {
    expect(previewInstruction(['Boil water.', 'Add pasta.'])).toBe('Boil water.')
    expect(previewInstruction([`${'a'.repeat(120)}`])).toBe(`${'a'.repeat(100)}...`)
    expect(previewInstruction([])).toBe('')
  })
})
