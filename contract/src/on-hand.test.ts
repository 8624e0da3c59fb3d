import { describe, expect, it } from 'vitest'
import { findOnHandLines } from './on-hand'

const LINES = ['2 cups arborio rice', '3 eggs, beaten', '1 onion, chopped', '2 tomatoes', 'Salt to taste']

describe('finding the ingredient lines the cook has on hand', () => {
  it('matches fridge items as whole words, singular or plural, in any case', () => {
    expect(findOnHandLines(LINES, ['Rice', 'egg', 'onions', 'Tomato'])).toEqual([0, 1, 2, 3])
    expect(findOnHandLines(['1 cup grated cheese', '2 tomatoes'], ['cheeses', 'tomatoes'])).toEqual([0, 1])
  })

  it('does not match part of a longer word or a different ingredient', () => {
    expect(findOnHandLines(['1 cup riced cauliflower', '2 eggplants'], ['rice', 'egg'])).toEqual([])
  })

  it('matches a two-word item only when both words are there together', () => {
    expect(findOnHandLines(['1 red bell pepper', '1 tsp black pepper'], ['bell pepper'])).toEqual([0])
  })

  it('ignores empty items and treats regular-expression characters as text', () => {
    expect(findOnHandLines(LINES, ['', ' ', 'c++'])).toEqual([])
  })
})
