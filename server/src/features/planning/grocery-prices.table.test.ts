import { describe, expect, it } from 'vitest'
import type { GroceryAisleId } from '@forkcast/contract/grocery-aisles'
import { mergeGroceryLines } from './grocery-merge'

/**
 * One recipe line each, as a shopper would judge it: what it should cost at typical U.S. prices (dollars, a
 * range wide enough for any supermarket) and the aisle it is found in.
 */
const LINES: ReadonlyArray<readonly [line: string, min: number, max: number, aisle: GroceryAisleId]> = [
  // The lines from the report: a teaspoon of sugar costs cents, two pounds of thighs several dollars.
  ['1 tsp sugar', 0.01, 0.03, 'baking'],
  ['1 lb ground chicken', 3.5, 7, 'meat-seafood'],
  ['1 tbsp tarragon', 0.01, 0.25, 'produce'],
  ['2 lb chicken thighs', 4, 9, 'meat-seafood'],
  ['1 tsp cayenne pepper', 0.05, 0.3, 'spices'],
  // Pantry and spices: cents.
  ['1/2 tsp salt', 0.01, 0.02, 'spices'],
  ['1 tsp black pepper', 0.03, 0.2, 'spices'],
  ['1/2 tsp pepper', 0.01, 0.1, 'spices'],
  ['1 tsp ground cumin', 0.05, 0.25, 'spices'],
  ['1 tsp dried oregano', 0.05, 0.25, 'spices'],
  ['2 bay leaves', 0.02, 0.2, 'spices'],
  ['1 tsp red pepper flakes', 0.05, 0.3, 'spices'],
  ['2 tsp baking powder', 0.05, 0.25, 'baking'],
  ['1 tsp vanilla extract', 0.5, 1.5, 'baking'],
  ['2 cups all-purpose flour', 0.2, 0.6, 'baking'],
  ['1/2 cup honey', 1.5, 4, 'baking'],
  // Grains.
  ['1 cup white rice', 0.25, 0.7, 'grains-pasta'],
  ['1 lb spaghetti', 1, 2, 'grains-pasta'],
  ['1 cup quinoa', 1, 3, 'grains-pasta'],
  ['6 corn tortillas', 1, 3, 'grains-pasta'],
  ['2 slices bread', 0.15, 0.5, 'bakery'],
  // Dairy and eggs.
  ['3 large eggs', 0.5, 1.3, 'dairy-eggs'],
  ['1 dozen eggs', 2.5, 5, 'dairy-eggs'],
  ['1 cup whole milk', 0.15, 0.4, 'dairy-eggs'],
  ['1 gallon milk', 3.5, 5, 'dairy-eggs'],
  ['1 stick butter', 0.9, 1.6, 'dairy-eggs'],
  ['8 oz cheddar cheese', 2, 4, 'dairy-eggs'],
  ['1 cup heavy cream', 1.5, 3, 'dairy-eggs'],
  ['1/2 cup sour cream', 0.4, 1, 'dairy-eggs'],
  // Meat and fish: dollars.
  ['1 lb ground beef', 4.5, 7, 'meat-seafood'],
  ['2 chicken breasts', 3.5, 7, 'meat-seafood'],
  ['4 slices bacon', 1, 2.5, 'meat-seafood'],
  ['1 lb salmon', 7, 14, 'meat-seafood'],
  ['1 lb shrimp', 6, 13, 'meat-seafood'],
  // Produce.
  ['2 cloves garlic', 0.05, 0.25, 'produce'],
  ['1 onion', 0.3, 0.8, 'produce'],
  ['3 medium potatoes', 0.8, 2, 'produce'],
  ['1 red bell pepper', 0.6, 1.5, 'produce'],
  ['2 green peppers', 1, 3, 'produce'],
  ['1 bunch cilantro', 0.8, 2.5, 'produce'],
  ['2 sprigs thyme', 0.05, 0.4, 'produce'],
  ['1 inch ginger', 0.05, 0.3, 'produce'],
  ['1 lemon', 0.3, 1, 'produce'],
  ['2 tbsp lemon juice', 0.15, 0.6, 'produce'],
  ['2 avocados', 1.5, 4, 'produce'],
  ['2 stalks celery', 0.1, 0.4, 'produce'],
  ['8 oz mushrooms', 1.5, 4, 'produce'],
  ['2 green onions', 0.1, 0.5, 'produce'],
  // Cans, jars, oils and sauces.
  ['1 can black beans', 0.8, 1.8, 'canned-jarred'],
  ['1 (14 oz) can coconut milk', 1.5, 3.5, 'canned-jarred'],
  ['1 can diced tomatoes', 0.9, 2, 'canned-jarred'],
  ['2 tbsp tomato paste', 0.1, 0.4, 'canned-jarred'],
  ['4 cups chicken broth', 1.5, 4, 'canned-jarred'],
  ['2 tbsp olive oil', 0.2, 0.6, 'oils-condiments'],
  ['1 tbsp soy sauce', 0.05, 0.25, 'oils-condiments'],
  ['1/2 cup peanut butter', 0.6, 1.5, 'nuts-snacks'],
  ['1 cup walnuts', 1.5, 3.5, 'nuts-snacks'],
  ['1 cup frozen peas', 0.3, 1, 'frozen'],
  ['1 cup dry white wine', 2, 4.5, 'beverages'],
  ['1 cup water', 0, 0, 'other'],
]

const priceOf = (line: string) => {
  const [item, ...rest] = mergeGroceryLines([{ line, recipeTitle: 'Dinner', scale: 1 }])
  expect(rest).toEqual([])
  return item!
}

describe('pricing grocery lines from typical U.S. prices', () => {
  it('has at least 40 lines', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(LINES)('"%s" costs $%s to $%s and is found in %s', (line, min, max, aisle) => {
    const item = priceOf(line)
    expect(item.estimatedCost / 100).toBeGreaterThanOrEqual(min)
    expect(item.estimatedCost / 100).toBeLessThanOrEqual(max)
    expect(item.isRoughEstimate).toBe(false)
    expect(item.category).toBe(aisle)
  })

  it('prices the report’s pairs apart: a teaspoon of sugar is not a pound of ground chicken', () => {
    expect(priceOf('1 lb ground chicken').estimatedCost).toBeGreaterThan(
      100 * priceOf('1 tsp sugar').estimatedCost,
    )
    expect(priceOf('2 lb chicken thighs').estimatedCost).toBeGreaterThan(
      20 * priceOf('1 tbsp tarragon').estimatedCost,
    )
  })

  it('doubles with the servings: the scale reaches the price', () => {
    const [single] = mergeGroceryLines([{ line: '1 lb ground beef', recipeTitle: 'Chili', scale: 1 }])
    const [double] = mergeGroceryLines([{ line: '1 lb ground beef', recipeTitle: 'Chili', scale: 2 }])
    expect(double!.estimatedCost).toBe(2 * single!.estimatedCost)
  })

  it.each([
    ['1 tsp za’atar', 25],
    ['2 cups unobtainium shavings', 200],
    ['1 pinch saffron', 200],
  ])('gives "%s", which the table does not know, a flat %s cents marked as a rough guess', (line, cents) => {
    expect(priceOf(line)).toMatchObject({ estimatedCost: cents, isRoughEstimate: true })
  })

  it('marks a known ingredient without an amount as a rough guess of a small measure', () => {
    expect(priceOf('salt to taste')).toMatchObject({ isRoughEstimate: true, category: 'spices' })
    expect(priceOf('salt to taste').estimatedCost).toBeLessThanOrEqual(5)
  })
})
