import { describe, expect, it } from 'vitest'
import { countOf } from './words'

describe('a count and its noun', () => {
  it.each([
    [0, 'recipe', undefined, '0 recipes'],
    [1, 'recipe', undefined, '1 recipe'],
    [2, 'recipe', undefined, '2 recipes'],
    [1000, 'row', undefined, '1,000 rows'],
    [1, 'family group', undefined, '1 family group'],
    [3, 'dish', 'dishes', '3 dishes'],
    [1, 'dish', 'dishes', '1 dish'],
    [-1, 'star', undefined, '-1 stars'],
  ])('%i %s is written "%s"…', (count, singular, plural, written) => {
    expect(countOf(count, singular, plural)).toBe(written)
  })
})
