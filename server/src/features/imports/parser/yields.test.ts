import { describe, expect, it } from 'vitest'
import { normalizeYield } from './yields'

describe('normalizeYield', () => {
  it.each([
    ['Serves 4', '4 servings'],
    ['4', '4 servings'],
    ['1', '1 serving'],
    ['Servings: 4-6', '4-6 servings'],
    ['Pour 6 personnes', '6 servings'],
    ['Portionen: 4', '4 servings'],
    ['Dosi per: 4 persone', '4 servings'],
    ['Raciones: 4', '4 servings'],
    ['4 μερίδες', '4 servings'],
    ['Serves 4 as a main', '4 servings'],
    ['4 servings (1 cup each)', '4 servings'],
  ])('calls a count of people %j "%s"', (text, expected) => {
    expect(normalizeYield(text)).toBe(expected)
  })

  it.each([
    ['Makes 12 to 16 pieces', '12 to 16 pieces'],
    ['Makes 24 cookies.', '24 cookies'],
    ['Yield: 1 loaf', '1 loaf'],
    ['12 Stücke', '12 Stücke'],
    ['Makes 1 (9-inch) pie', '1 (9-inch) pie'],
  ])('keeps the noun of a count of things: %j', (text, expected) => {
    expect(normalizeYield(text)).toBe(expected)
  })

  it('answers null when there is no count', () => {
    expect(normalizeYield('One big pot')).toBeNull()
  })
})
