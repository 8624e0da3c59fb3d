import { describe, expect, it } from 'vitest'
import {
  cleanIngredientName,
  formatKitchenNumber,
  formatMass,
  formatVolume,
  describeStoredGroceryItem,
  mergeGroceryLines,
  singularize,
  type GroceryLineInput,
} from './grocery-merge'

const line = (text: string, overrides: Partial<GroceryLineInput> = {}): GroceryLineInput => ({
  line: text,
  recipeTitle: 'Soup',
  scale: 1,
  ...overrides,
})
const merge = (...texts: string[]) => mergeGroceryLines(texts.map((text) => line(text)))
const shown = (...texts: string[]) => merge(...texts).map((item) => `${item.quantity} ${item.name}`.trim())

describe('merging grocery lines', () => {
  it('adds the same ingredient in the same unit', () => {
    expect(shown('2 cups flour', '1 cup flour')).toEqual(['3 cups flour'])
  })

  it('converts within volume: 1 cup milk and 250 ml milk are one milk line', () => {
    const [milk, ...rest] = merge('1 cup milk', '250 ml milk')
    expect(rest).toEqual([])
    expect(milk?.name).toBe('milk')
    expect(milk?.unit).toBe('ml')
    expect(milk?.amount).toBeCloseTo(486.6, 1)
  })

  it('converts within mass: 1 lb beef and 200 g beef are one line', () => {
    const [beef, ...rest] = merge('1 lb ground beef', '200 g ground beef')
    expect(rest).toEqual([])
    expect(beef?.unit).toBe('g')
    expect(beef?.amount).toBeCloseTo(653.6, 1)
  })

  it('keeps volume and mass of the same thing apart, as they cannot be converted without a density', () => {
    expect(shown('1 cup sugar', '100 g sugar')).toEqual(['1 cup sugar', '100 g sugar'])
  })

  it('keeps what cannot be converted apart: 2 cloves garlic and 1 tsp garlic powder stay two lines', () => {
    expect(shown('2 cloves garlic, minced', '1 tsp garlic powder')).toEqual([
      '2 cloves garlic',
      '1 tsp garlic powder',
    ])
    expect(shown('2 cloves garlic', '1 tbsp garlic')).toEqual(['2 cloves garlic', '1 tbsp garlic'])
  })

  it('adds counts of the same thing, singular or plural, and size words do not split them', () => {
    expect(shown('2 large eggs', '1 egg')).toEqual(['3 eggs'])
    expect(shown('2 tomatoes', '3 tomatoes, diced')).toEqual(['5 tomatoes'])
  })

  it('ignores preparation words and brackets when matching names', () => {
    expect(shown('1 onion, chopped', '1 medium onion, diced')).toEqual(['2 onions'])
    expect(cleanIngredientName('(about 2 cups) fresh basil leaves, torn')).toBe('basil leaves')
  })

  it('treats kinds of one thing as the thing and names the line by the plainest wording', () => {
    expect(shown('1 tsp kosher salt', '1 tsp salt')).toEqual(['2 tsp salt'])
    expect(shown('2 tbsp extra-virgin olive oil', '2 tbsp olive oil')).toEqual(['¼ cup olive oil'])
  })

  it('scales each line by servings wanted over servings made', () => {
    const [rice] = mergeGroceryLines([line('1 cup rice', { scale: 2 }), line('1 cup rice', { scale: 0.5 })])
    expect(rice?.quantity).toBe('2 ½ cups')
  })

  it('buys the upper amount of a range', () => {
    expect(shown('2-3 carrots')).toEqual(['3 carrots'])
  })

  it('folds a line with no amount into a measured line of the same ingredient, or keeps it as its own line', () => {
    expect(shown('salt to taste', '1 tsp salt')).toEqual(['1 tsp salt'])
    expect(shown('fresh parsley, for garnish')).toEqual(['parsley'])
  })

  it('reads the container of a can or jar as the unit', () => {
    expect(shown('1 (14 oz) can coconut milk', '1 can coconut milk')).toEqual(['2 cans coconut milk'])
  })

  it('reads "juice of a lemon" as a lemon to buy', () => {
    expect(shown('juice of 1 lemon', '1 lemon')).toEqual(['2 lemons'])
  })

  it('puts each line in an aisle from the shared list and sorts by aisle', () => {
    const items = merge('1 cup milk', '2 carrots', '1 lb chicken thighs', '1 tsp cumin')
    expect(items.map((item) => [item.name, item.category])).toEqual([
      ['carrots', 'produce'],
      ['chicken thighs', 'meat-seafood'],
      ['milk', 'dairy-eggs'],
      ['cumin', 'spices'],
    ])
  })

  it('prices the merged amount at typical prices, so two cups of milk cost twice one cup', () => {
    const [one] = merge('1 cup milk')
    const [two] = merge('1 cup milk', '1 cup milk')
    expect(one?.estimatedCost).toBeGreaterThan(0)
    expect(two?.estimatedCost).toBeCloseTo(2 * one!.estimatedCost, -1)
    expect(two?.isRoughEstimate).toBe(false)
  })

  it('gives an ingredient the price table does not know a flat default marked as rough', () => {
    const [item] = merge('2 cups unobtainium shavings')
    expect(item).toMatchObject({ estimatedCost: 200, isRoughEstimate: true })
  })

  it('prices a member’s own line from the words they typed, and a stored line from its amount and unit', () => {
    const own = { amount: null, unit: null, isManual: true }
    expect(describeStoredGroceryItem({ ...own, name: 'chicken thighs', quantity: '2 lb' })).toMatchObject({
      category: 'meat-seafood',
      estimatedCost: 600,
      isRoughEstimate: false,
    })
    expect(describeStoredGroceryItem({ ...own, name: 'paper towels', quantity: '' })).toMatchObject({
      category: 'other',
      estimatedCost: 200,
      isRoughEstimate: true,
    })
    const stored = { name: 'cayenne pepper', amount: 4.929, unit: 'ml', quantity: '1 tsp', isManual: false }
    expect(describeStoredGroceryItem(stored)).toMatchObject({ category: 'spices', isRoughEstimate: false })
    expect(describeStoredGroceryItem(stored).estimatedCost).toBeLessThan(50)
  })

  it('skips blank lines and group headers', () => {
    expect(shown('For the sauce:', '', '1 cup cream')).toEqual(['1 cup cream'])
  })

  it('remembers which recipes need each line', () => {
    const [milk] = mergeGroceryLines([
      line('1 cup milk', { recipeTitle: 'Pancakes' }),
      line('1 cup milk', { recipeTitle: 'Porridge' }),
      line('1 tbsp milk', { recipeTitle: 'Pancakes' }),
    ])
    expect(milk?.recipeTitles).toEqual(['Pancakes', 'Porridge'])
  })
})

describe('showing amounts', () => {
  it('shows US volumes in the largest sensible kitchen unit', () => {
    expect(formatVolume(236.6, true)).toBe('1 cup')
    expect(formatVolume(14.8, true)).toBe('1 tbsp')
    expect(formatVolume(2.5, true)).toBe('½ tsp')
  })

  it('shows metric amounts in ml, l, g and kg', () => {
    expect(formatVolume(300, false)).toBe('300 ml')
    expect(formatVolume(1500, false)).toBe('1.5 l')
    expect(formatMass(250, false)).toBe('250 g')
    expect(formatMass(1200, false)).toBe('1.2 kg')
    expect(formatMass(453.6, true)).toBe('1 lb')
    expect(formatMass(113.4, true)).toBe('4 oz')
  })

  it('rounds to kitchen fractions', () => {
    expect(formatKitchenNumber(1.25)).toBe('1 ¼')
    expect(formatKitchenNumber(0.34)).toBe('⅓')
    expect(formatKitchenNumber(1.97)).toBe('2')
  })

  it('makes plural ingredient words singular for matching, leaving words that only look plural', () => {
    expect(['tomatoes', 'berries', 'eggs', 'asparagus', 'molasses', 'dishes'].map(singularize)).toEqual([
      'tomato',
      'berry',
      'egg',
      'asparagus',
      'molasses',
      'dish',
    ])
  })
})
