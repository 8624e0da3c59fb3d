import { describe, expect, it } from 'vitest'
import { mergeGroceryLines } from './grocery-merge'

/**
 * Real-world pairs of lines from two recipes, written before the merger: what a shopper expects on the list.
 * One string when they merge, two when they must stay apart.
 */
const PAIRS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  // Same unit.
  ['2 cups all-purpose flour', '1 cup flour', ['3 cups flour']],
  ['1 tbsp soy sauce', '2 tbsp soy sauce', ['3 tbsp soy sauce']],
  ['1 tsp ground cumin', '1/2 tsp ground cumin', ['1 ½ tsp ground cumin']],
  ['200 g spaghetti', '300 g spaghetti', ['500 g spaghetti']],
  ['1 lb chicken thighs', '1 lb chicken thighs', ['2 lb chicken thighs']],
  ['500 ml chicken stock', '500 ml chicken stock', ['1 l chicken stock']],
  // Volume conversions.
  ['1 cup milk', '250 ml milk', ['2 cups milk']],
  ['2 tbsp olive oil', '1/4 cup olive oil', ['⅜ cup olive oil']],
  ['3 tsp sugar', '1 tbsp sugar', ['2 tbsp sugar']],
  ['1 cup heavy cream', '1/2 pint heavy cream', ['2 cups heavy cream']],
  ['2 cups water', '1 quart water', ['6 cups water']],
  ['1/2 cup honey', '4 tbsp honey', ['¾ cup honey']],
  ['100 ml coconut milk', '1 dl coconut milk', ['200 ml coconut milk']],
  ['1 l vegetable broth', '500 ml vegetable broth', ['1.5 l vegetable broth']],
  ['2 fl oz lime juice', '2 tbsp lime juice', ['⅜ cup lime juice']],
  // Mass conversions.
  ['1 lb ground beef', '8 oz ground beef', ['1.5 lb ground beef']],
  ['250 g butter', '0.25 kg butter', ['500 g butter']],
  ['1 kg potatoes', '500 g potatoes', ['1.5 kg potatoes']],
  ['4 oz cheddar cheese', '4 oz cheddar cheese, grated', ['8 oz cheddar cheese']],
  ['1 lb shrimp', '1 lb shrimp, peeled', ['2 lb shrimp']],
  // Counts.
  ['2 eggs', '3 large eggs', ['5 eggs']],
  ['1 onion, diced', '2 onions, sliced', ['3 onions']],
  ['1 red bell pepper', '1 red bell pepper, chopped', ['2 red bell peppers']],
  ['2 carrots, peeled', '1 carrot', ['3 carrots']],
  ['3 cloves garlic', '4 cloves garlic, minced', ['7 cloves garlic']],
  ['1 can chickpeas, drained', '1 can chickpeas', ['2 cans chickpeas']],
  ['1 bunch cilantro', '1 bunch fresh cilantro', ['2 bunches cilantro']],
  ['2 limes', 'juice of 1 lime', ['3 limes']],
  ['1 avocado', '2 ripe avocados', ['3 avocados']],
  ['1 dozen eggs', '2 eggs', ['14 eggs']],
  // Lines without an amount.
  ['salt to taste', '1 tsp kosher salt', ['1 tsp salt']],
  ['black pepper', '1/2 tsp black pepper', ['½ tsp black pepper']],
  ['fresh basil, for serving', 'fresh basil leaves', ['basil', 'basil leaves']],
  // What cannot be converted stays apart.
  ['2 cloves garlic', '1 tsp garlic powder', ['2 cloves garlic', '1 tsp garlic powder']],
  ['1 cup sugar', '200 g sugar', ['1 cup sugar', '200 g sugar']],
  ['1 bunch parsley', '1/4 cup parsley, chopped', ['1 bunch parsley', '¼ cup parsley']],
  ['1 stick butter', '2 tbsp butter', ['1 stick butter', '2 tbsp butter']],
  ['1 can diced tomatoes', '2 tomatoes', ['2 tomatoes', '1 can tomatoes']],
  ['1 onion', '1 tsp onion powder', ['1 onion', '1 tsp onion powder']],
  ['1 inch ginger', '1 tsp ground ginger', ['1 inch ginger', '1 tsp ground ginger']],
  // Different ingredients that share a word stay apart.
  ['1 cup milk', '1 can coconut milk', ['1 cup milk', '1 can coconut milk']],
  ['2 tbsp butter', '2 tbsp peanut butter', ['2 tbsp butter', '2 tbsp peanut butter']],
  ['1 cup chicken broth', '1 lb chicken breast', ['1 lb chicken breast', '1 cup chicken broth']],
  ['1 tbsp lemon juice', '1 tsp lemon zest', ['1 tbsp lemon juice', '1 tsp lemon zest']],
]

describe('merging real-world line pairs', () => {
  it('has at least 40 pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40)
  })

  it.each(PAIRS)('"%s" with "%s"', (first, second, expected) => {
    const items = mergeGroceryLines(
      [first, second].map((line, index) => ({
        line,
        recipeTitle: `Recipe ${index}`,
        scale: 1,
      })),
    )
    expect(items.map((item) => `${item.quantity} ${item.name}`.trim()).sort()).toEqual([...expected].sort())
  })
})
