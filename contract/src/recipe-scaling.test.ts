import { describe, expect, it } from 'vitest'
import {
  clampServings,
  formatKitchenNumber,
  formatMass,
  formatVolume,
  measureUnitOf,
  parseIngredientQuantity,
  parseServings,
  scaleIngredientLine,
  servingsFactor,
  toBaseAmount,
  type UnitSystem,
} from './recipe-scaling'

// [line as a recipe writes it, factor, system (null keeps the recipe's units), what the cook should read]
const LINES: ReadonlyArray<[string, number, UnitSystem | null, string]> = [
  // Scaling in the recipe's own units, fractions as cooks write them.
  ['1 ½ cups flour', 2, null, '3 cups flour'],
  ['1 1/2 tbsp butter', 2, null, '3 tbsp butter'],
  ['1-1/2 cups rice', 2, null, '3 cups rice'],
  ['⅓ cup sugar', 3, null, '1 cup sugar'],
  ['½ cup milk', 0.5, null, '¼ cup milk'],
  ['¾ cup cream', 2, null, '1 ½ cups cream'],
  ['1/4 tsp nutmeg', 3, null, '¾ tsp nutmeg'],
  ['2 tablespoons sugar', 0.5, null, '1 tablespoon sugar'],
  ['1 cup chicken stock', 1.25, null, '1 ¼ cups chicken stock'],
  ['2 cups of flour', 1.5, null, '3 cups of flour'],
  ['3 Tbsp. butter', 2, null, '6 Tbsp. butter'],
  ['1 lb ground beef', 1.5, null, '1 ½ lb ground beef'],
  ['0.5 tsp baking soda', 2, null, '1 tsp baking soda'],
  ['2 ⅔ cups water', 0.5, null, '1 ⅓ cups water'],
  // Ranges scale both ends and keep how they were written.
  ['2 to 3 tbsp olive oil', 2, null, '4 to 6 tbsp olive oil'],
  ['2-3 cloves garlic, minced', 2, null, '4-6 cloves garlic, minced'],
  ['10-12 cherry tomatoes', 0.5, null, '5-6 cherry tomatoes'],
  // Counts and count units stay as they are, in the right number.
  ['1 egg', 2, null, '2 eggs'],
  ['2 large eggs', 0.5, null, '1 large egg'],
  ['1 onion, chopped', 3, null, '3 onions, chopped'],
  ['2 cans tomatoes', 0.5, null, '1 can tomatoes'],
  ['1 (14 oz) can coconut milk', 2, null, '2 (14 oz) can coconut milk'],
  ['2 pinches salt', 0.5, null, '1 pinch salt'],
  ['1 red bell pepper, sliced', 2, null, '2 red bell pepper, sliced'],
  ['4 sprigs thyme', 1.5, 'metric', '6 sprigs thyme'],
  // Lines without an amount stay as written, whatever the servings or units.
  ['salt to taste', 2, 'metric', 'salt to taste'],
  ['Salt and freshly ground pepper, to taste', 3, 'us', 'Salt and freshly ground pepper, to taste'],
  ['a pinch of salt', 2, null, 'a pinch of salt'],
  ['Juice of 1 lemon', 2, 'metric', 'Juice of 1 lemon'],
  ['For the sauce:', 2, 'metric', 'For the sauce:'],
  ['Fresh basil leaves, for serving', 4, 'us', 'Fresh basil leaves, for serving'],
  ['flour, 3 kg', 1, 'us', 'flour, 3 kg'],
  // Metric-only recipes: amounts re-rounded, large ones in kg and l.
  ['250g flour', 2, null, '500 g flour'],
  ['500 g pasta', 3, 'metric', '1.5 kg pasta'],
  ['750 ml red wine', 2, 'metric', '1.5 l red wine'],
  ['7 g dried yeast', 1.5, null, '11 g dried yeast'],
  ['3 dl cream', 2, null, '600 ml cream'],
  // US to metric: volumes in ml, weights in g, spoons stay spoons.
  ['¼ cup olive oil', 1, 'metric', '60 ml olive oil'],
  ['1 cup milk', 1, 'metric', '240 ml milk'],
  ['1 ½ cups flour', 1, 'metric', '350 ml flour'],
  ['4 oz cheddar, grated', 1, 'metric', '110 g cheddar, grated'],
  ['1 lb beef', 1, 'metric', '450 g beef'],
  ['1 pint heavy cream', 1, 'metric', '470 ml heavy cream'],
  ['1 gallon water', 1, 'metric', '3.8 l water'],
  ['1 fl oz dark rum', 1, 'metric', '30 ml dark rum'],
  ['1 qt chicken broth', 1, 'metric', '950 ml chicken broth'],
  ['1 tsp salt', 3, 'metric', '3 tsp salt'],
  ['2-3 cups spinach', 1, 'metric', '470-710 ml spinach'],
  // Metric to US: cups, spoons for small volumes, oz and lb.
  ['500 g pasta', 1, 'us', '1.1 lb pasta'],
  ['1.5 kg potatoes', 1, 'us', '3.3 lb potatoes'],
  ['100 g dark chocolate', 1, 'us', '3.5 oz dark chocolate'],
  ['100 ml water', 1, 'us', '½ cup water'],
  ['15 ml soy sauce', 1, 'us', '1 tbsp soy sauce'],
  ['5 ml vanilla extract', 1, 'us', '1 tsp vanilla extract'],
  ['1 litre vegetable stock', 1, 'us', '4 ¼ cups vegetable stock'],
  ['3 dl cream', 1, 'us', '1 ¼ cups cream'],
  ['200 grams sugar', 1, 'us', '7.1 oz sugar'],
  // A line nothing changes is returned exactly as written.
  ['  2 cups rice  ', 1, 'us', '  2 cups rice  '],
  ['125 g butter', 1, 'metric', '125 g butter'],
]

describe('scaleIngredientLine', () => {
  it.each(LINES)('%s ×%s in %s reads %s', (line, factor, system, expected) => {
    expect(scaleIngredientLine(line, { factor, system })).toBe(expected)
  })

  it('covers at least 40 real lines', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40)
  })

  it('leaves every line unchanged when nothing is asked', () => {
    for (const [line] of LINES) expect(scaleIngredientLine(line)).toBe(line)
  })
})

describe('parseIngredientQuantity', () => {
  it('reads a range, a unit and what follows', () => {
    expect(parseIngredientQuantity('2 to 3 tbsp olive oil')).toEqual({
      quantity: 2,
      quantity2: 3,
      unitId: 'tablespoon',
      unitText: 'tbsp',
      rest: 'olive oil',
      rangeWithTo: true,
    })
  })

  it('reads units left at the end of a line and spellings the parser does not know', () => {
    expect(parseIngredientQuantity('3 kg')).toMatchObject({ quantity: 3, unitId: 'kilogram', rest: '' })
    expect(parseIngredientQuantity('2 cl gin')).toMatchObject({ quantity: 2, unitId: 'centiliter' })
    expect(parseIngredientQuantity('1 litre water')).toMatchObject({ unitId: 'liter', rest: 'water' })
  })

  it('finds no amount in lines that do not start with one', () => {
    expect(parseIngredientQuantity('to taste')).toBeNull()
    expect(parseIngredientQuantity('a pinch of salt')).toBeNull()
    expect(parseIngredientQuantity('Juice of 1 lemon')).toBeNull()
  })
})

describe('measures shared with the shopping list', () => {
  it('knows which units measure volume or mass, in which system, and counts the rest', () => {
    expect(measureUnitOf('centiliter')).toEqual({ kind: 'volume', system: 'metric' })
    expect(measureUnitOf('pound')).toEqual({ kind: 'mass', system: 'us' })
    expect(measureUnitOf('clove')).toBeNull()
    expect(measureUnitOf('pinch')).toBeNull()
    expect(measureUnitOf(null)).toBeNull()
  })

  it('turns an amount into ml or g', () => {
    expect(toBaseAmount(1, 'cup')).toBeCloseTo(236.59, 1)
    expect(toBaseAmount(2, 'centiliter')).toBe(20)
    expect(toBaseAmount(1, 'pound')).toBeCloseTo(453.59, 1)
  })
})

describe('formatting amounts', () => {
  it('rounds to the nearest of ⅛ ¼ ⅓ ½ ⅔ ¾ and never shows nothing', () => {
    expect(formatKitchenNumber(1.25)).toBe('1 ¼')
    expect(formatKitchenNumber(0.34)).toBe('⅓')
    expect(formatKitchenNumber(0.66)).toBe('⅔')
    expect(formatKitchenNumber(1.97)).toBe('2')
    expect(formatKitchenNumber(0.01)).toBe('⅛')
  })

  it('shows volumes and weights in the largest sensible unit of each system', () => {
    expect(formatVolume(236.6, true)).toBe('1 cup')
    expect(formatVolume(14.8, true)).toBe('1 tbsp')
    expect(formatVolume(2.5, true)).toBe('½ tsp')
    expect(formatVolume(237, false)).toBe('240 ml')
    expect(formatVolume(1500, false)).toBe('1.5 l')
    expect(formatMass(1200, false)).toBe('1.2 kg')
    expect(formatMass(453.6, true)).toBe('1 lb')
    expect(formatMass(113.4, true)).toBe('4 oz')
  })
})

describe('servings', () => {
  it("reads a recipe's servings from a number or from words", () => {
    expect(parseServings(4)).toBe(4)
    expect(parseServings('Serves 4-6')).toBe(4)
    expect(parseServings('6 servings')).toBe(6)
    expect(parseServings(null)).toBeNull()
    expect(parseServings(0)).toBeNull()
    expect(parseServings('a crowd')).toBeNull()
  })

  it('scales by servings wanted over servings made, and not at all when the recipe does not say', () => {
    expect(servingsFactor(4, 6)).toBe(1.5)
    expect(servingsFactor(null, 6)).toBe(1)
  })

  it('keeps chosen servings between 1 and 99', () => {
    expect(clampServings('6')).toBe(6)
    expect(clampServings(0)).toBe(1)
    expect(clampServings(150)).toBe(99)
    expect(clampServings('lots')).toBeNull()
    expect(clampServings('')).toBeNull()
  })
})
