import { describe, expect, it } from 'vitest'
import { COMPOSITE_FOODS } from './allergen-composites'
import {
  ALLERGEN_LEXICON_VERSION,
  detectAllergens,
  detectRecipeAllergens,
  explainRecipeAllergens,
} from './allergen-lexicon'
import type { AllergenId } from './allergen-ids'

// Mass nouns and names ending in s, i, u or a digit have no plural worth testing ('hummus', 'ponzu', 'v8').
const pluralOf = (name: string) =>
  /[siuxz0-9]$/.test(name) ? name : /(?:sh|ch)$/.test(name) ? `${name}es` : `${name}s`

describe('the composite food lexicon', () => {
  it('holds at least 300 entries, each with a note and no allergen at both levels', () => {
    expect(COMPOSITE_FOODS.length).toBeGreaterThanOrEqual(300)
    for (const food of COMPOSITE_FOODS) {
      expect(food.note.length, food.names[0]).toBeGreaterThan(10)
      expect(
        food.often.filter((id) => food.contains.includes(id)),
        food.names[0],
      ).toEqual([])
    }
  })

  it('names each food once', () => {
    const names = COMPOSITE_FOODS.flatMap((food) => food.names)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('gives gluten wherever it gives wheat, at the same level', () => {
    for (const food of COMPOSITE_FOODS) {
      if (food.contains.includes('wheat')) expect(food.contains, food.names[0]).toContain('gluten')
      if (food.often.includes('wheat'))
        expect([...food.contains, ...food.often], food.names[0]).toContain('gluten')
    }
  })
})

// The English lexicon alone: other languages may add to an English word when the language is theirs.
const ENGLISH = { language: 'en' } as const

describe.each(COMPOSITE_FOODS.map((food) => [food.names[0] ?? '', food] as const))(
  'the composite food "%s"',
  (_name, food) => {
    it.each(food.names.map((name) => [name]))('is read at both levels from "1 cup %s"', (name) => {
      const detection = detectAllergens(`1 cup ${name}`, ENGLISH)
      expect(detection.allergens).toEqual(food.contains)
      expect(detection.mayContain).toEqual(food.often)
    })

    it('is read the same in the plural, capitalised and hyphenated', () => {
      const name = food.names[0] ?? ''
      for (const line of [
        `2 ${pluralOf(name)}`,
        `1 cup ${name.toUpperCase()}`,
        `1 cup ${name.replace(/ /g, '-')}`,
      ]) {
        const detection = detectAllergens(line, ENGLISH)
        expect(detection.allergens, line).toEqual(food.contains)
        expect(detection.mayContain, line).toEqual(food.often)
      }
    })

    it('explains each allergen it brings with its note', () => {
      const reasons = explainRecipeAllergens([`1 cup ${food.names[0] ?? ''}`], ENGLISH)
      for (const reason of reasons) expect(reason.note).toBe(food.note)
      expect(reasons.map((reason) => reason.allergen)).toEqual(
        [...food.contains, ...food.often].sort((a, b) => order(a) - order(b)),
      )
    })
  },
)

const CANONICAL: readonly AllergenId[] = detectAllergens(
  'milk egg fish shrimp clam almond peanut wheat soy sesame mustard celery lupin wine',
).allergens
const order = (id: AllergenId) => CANONICAL.indexOf(id)

describe('lines as people write them', () => {
  it.each<[string, AllergenId[], AllergenId[]]>([
    // Modifiers remove an allergen only when the line says so.
    ['4 gluten-free bagels', [], ['sesame']],
    ['2 tbsp gluten-free tamari', ['soy'], []],
    ['2 tbsp tamari (gluten-free)', ['soy'], []],
    ['2 tbsp tamari, gluten free', ['soy'], []],
    ['2 tbsp tamari (gluten-free if needed)', ['soy'], ['wheat', 'gluten']],
    ['1 jar store-bought pesto', ['milk', 'tree-nuts'], []],
    ['1 cup homemade pesto', ['milk', 'tree-nuts'], []],
    ['1/2 cup nut-free pesto', ['milk'], []],
    ['1/2 cup vegan pesto', ['tree-nuts'], []],
    ['1/2 cup dairy-free pesto', ['tree-nuts'], []],
    ['1 cup peanut-free satay sauce', [], ['soy', 'fish']],
    ['1/4 cup vegan Worcestershire sauce', [], ['gluten']],
    ['1 cup vegan kimchi', [], []],
    ['2 tbsp shrimp-free green curry paste', [], []],
    ['1 cup tahini-free hummus', [], []],
    // Negations.
    ['1 cup granola without nuts', ['gluten'], []],
    ['1 cup muesli (without the nuts)', ['gluten'], []],
    ['1 cup trail mix (no peanuts)', ['tree-nuts'], ['milk']],
    ['2 plain bagels, no sesame', ['wheat', 'gluten'], []],
    ['2 eggs (or flax eggs for vegan)', ['eggs'], []],
    ['1 no-boil lasagna sheet', ['wheat', 'gluten'], ['eggs']],
    ['12 oz no-yolk egg noodles', ['eggs', 'wheat', 'gluten'], []],
    ['1 cup milk without lactose', ['milk'], []],
    ['1 cup whey-free cheese', ['milk'], []],
    // Parenthesised alternatives count both.
    ['2 tbsp butter (or olive oil)', ['milk'], []],
    ['2 tbsp almond butter (or peanut butter)', ['tree-nuts', 'peanuts'], []],
    ['2 tbsp miso (or soy sauce)', ['wheat', 'gluten', 'soy'], []],
    ['1 cup broth (or water)', [], ['celery']],
    // False alarms corrected, and honest labels.
    ['100 g glass noodles', [], []],
    ['200 g sweet potato starch noodles', [], []],
    ['8 oz rice vermicelli', [], []],
    ['1 bag oyster crackers', ['wheat', 'gluten'], []],
    ['4 oz imitation crab', ['fish'], ['crustaceans', 'eggs', 'wheat', 'gluten']],
    ['1 tsp asafoetida', [], ['wheat', 'gluten']],
    ['1/4 cup bottled lemon juice', [], ['sulphites']],
    ['1/4 cup fresh lemon juice', [], []],
  ])('reads "%s" as containing %j and often %j', (line, contains, often) => {
    const detection = detectAllergens(line)
    expect(detection.allergens).toEqual([...contains].sort((a, b) => order(a) - order(b)))
    expect(detection.mayContain).toEqual([...often].sort((a, b) => order(a) - order(b)))
  })
})

describe('explainRecipeAllergens', () => {
  it('names the composite food and its note for an allergen a recipe only often holds', () => {
    expect(explainRecipeAllergens(['2 tbsp white miso', '1 tbsp sesame oil'])).toEqual([
      {
        allergen: 'wheat',
        level: 'often',
        food: 'miso',
        note: 'miso is often made with barley or wheat',
      },
      {
        allergen: 'gluten',
        level: 'often',
        food: 'miso',
        note: 'miso is often made with barley or wheat',
      },
      {
        allergen: 'soy',
        level: 'contains',
        food: 'miso',
        note: 'miso is often made with barley or wheat',
      },
    ])
  })

  it('gives no reason for an allergen a line names outright', () => {
    expect(explainRecipeAllergens(['1 tbsp sesame seeds', '1 cup milk'])).toEqual([])
  })

  it('drops the often reason when another line makes the allergen certain', () => {
    const reasons = explainRecipeAllergens(['2 tbsp miso', '1 cup flour'])
    expect(reasons.filter((reason) => reason.level === 'often')).toEqual([])
    expect(detectRecipeAllergens(['2 tbsp miso', '1 cup flour']).mayContain).toEqual([])
  })
})

describe('ALLERGEN_LEXICON_VERSION', () => {
  it('is a matcher generation and a fingerprint of every rule', () => {
    expect(ALLERGEN_LEXICON_VERSION).toMatch(/^\d+\.[0-9a-f]{8}$/)
  })
})
