import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectRecipeAllergens } from '@forkcast/contract/allergen-lexicon'
import { ALLERGEN_TEST_LINES } from '@forkcast/contract/testing/allergen-lines'
import { detectRecipeAllergensByLine, normalizeIngredientName } from './recipe-derivation'

const LINES = [
  ...ALLERGEN_TEST_LINES.map((entry) => entry.line),
  'tamari (gluten-free)',
  'muesli, without nuts',
  '200 g Weizenmehl',
  '2 EL Sojasauce',
  '1 cucharada de mantequilla',
  '牛乳 200ml',
]

describe('allergens read line by line', () => {
  it('finds what reading the whole recipe at once finds, in the same order, in any language', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LINES), { maxLength: 12 }),
        fc.constantFrom(undefined, 'en', 'de', 'es', 'ja'),
        (lines, language) => {
          expect(detectRecipeAllergensByLine(lines, language)).toEqual(
            detectRecipeAllergens(lines, { language }),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('answers a repeated line the same the second time, when it comes from the remembered answers', () => {
    const first = detectRecipeAllergensByLine(['1/2 cup heavy cream', '2 tbsp soy sauce'], 'en')
    const again = detectRecipeAllergensByLine(['2 tbsp soy sauce', '1/2 cup heavy cream'], 'en')
    expect(again).toEqual(first)
    expect(first.allergens).toEqual(expect.arrayContaining(['milk', 'soy', 'wheat']))
  })
})

describe('ingredient names', () => {
  it('names an ingredient the same however often the line is read', () => {
    const line = '2 lb boneless skinless chicken thighs, cubed'
    expect(normalizeIngredientName(line)).toBe('boneless skinless chicken thigh')
    expect(normalizeIngredientName(line)).toBe('boneless skinless chicken thigh')
  })
})
