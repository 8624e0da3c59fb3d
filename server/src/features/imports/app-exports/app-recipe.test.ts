import { describe, expect, it } from 'vitest'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.schemas'
import { fitStepLines, readMinutes, readServings, readTagsAndCuisine } from './app-recipe'

describe('fitStepLines', () => {
  it('splits a paragraph longer than a recipe line at sentence ends, keeping every word', () => {
    const sentence = `Stir the sauce slowly over a low heat ${'and keep stirring '.repeat(8)}until it thickens.`
    const paragraph = Array.from({ length: 6 }, () => sentence).join(' ')
    const lines = fitStepLines(['Preheat the oven.', paragraph])
    expect(lines[0]).toBe('Preheat the oven.')
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECIPE_LIMITS.lineMax)
    expect(lines.slice(1).join(' ')).toBe(paragraph)
  })

  it('cuts a single endless sentence at spaces', () => {
    const sentence = 'word '.repeat(300).trim()
    const lines = fitStepLines([sentence])
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECIPE_LIMITS.lineMax)
    expect(lines.join(' ')).toBe(sentence)
  })
})

describe('reading app values', () => {
  it('reads minutes and servings as apps write them, and leaves out what is no number', () => {
    expect([readMinutes('PT1H5M'), readMinutes('15 min'), readMinutes(20), readMinutes('soon')]).toEqual([
      65,
      15,
      20,
      null,
    ])
    expect([readServings('Serves 4-6'), readServings(2), readServings('a few'), readServings('0')]).toEqual([
      4,
      2,
      null,
      null,
    ])
  })

  it('takes the first category naming a cuisine, and keeps tags within what a recipe may hold', () => {
    const names = [
      'Weeknight',
      'Mexican',
      'Italian',
      ...Array.from({ length: 30 }, (_unused, index) => `Tag ${index}`),
    ]
    const { cuisine, tags } = readTagsAndCuisine(names)
    expect(cuisine).toBe('Mexican')
    expect(tags).toHaveLength(RECIPE_LIMITS.tagsMax)
    expect(tags.slice(0, 3)).toEqual(['Weeknight', 'Mexican', 'Italian'])
  })
})
