import { describe, expect, it } from 'vitest'
import {
  ALLERGEN_LANGUAGES,
  ALLERGEN_LEXICON_VERSION,
  allergenLexiconVersion,
  detectAllergens,
  detectRecipeAllergens,
  explainRecipeAllergens,
  hasAllergenLexicon,
} from '../allergen-lexicon'
import type { AllergenId } from '../allergen-ids'
import { LANGUAGE_LEXICONS } from './lang'

/** Every allergen a member's filter avoids in the line: certain or often. */
const avoided = (line: string, language: string | null): AllergenId[] => {
  const { allergens, mayContain } = detectAllergens(line, { language })
  return [...allergens, ...mayContain].sort()
}

describe('allergens in other languages', () => {
  it.each<[string, string, AllergenId[]]>([
    // Stock is celery at the "often" level in every language, as English stock cubes are.
    ['1 l Gemüsebrühe', 'de', ['celery']],
    ['500 ml Hühnerbrühe', 'de', ['celery']],
    ['150 g Sahnejoghurt', 'de', ['milk']],
    ['200 ml Vollmilch', 'de', ['milk']],
    ['250 g Haselnussschokolade', 'de', ['milk', 'tree-nuts']],
    ['1 l kippenbouillon', 'nl', ['celery']],
  ])('splits the compound in "%s" (%s)', (line, language, expected) => {
    expect(avoided(line, language)).toEqual(expect.arrayContaining(expected))
  })

  it('reads kippenbouillon as chicken stock: may contain celery, as English stock', () => {
    const { allergens, mayContain } = detectAllergens('1 l kippenbouillon', { language: 'nl' })
    expect(allergens).toEqual([])
    expect(mayContain).toContain('celery')
  })

  it('reads Kokosmilch as coconut, not milk', () => {
    expect(avoided('400 ml Kokosmilch', 'de')).toEqual([])
  })

  it.each<[string, string, AllergenId[]]>([
    ['4 αυγά', 'el', ['eggs']],
    ['1 ΦΛΙΤΖΑΝΙ ΓΑΛΑ', 'el', ['milk']],
    ['100 г сыр пармезан', 'ru', ['milk']],
    ['2 СТАКАНА МОЛОКА', 'ru', ['milk']],
    ['4 个 蛋', 'zh', ['eggs']],
    ['两个鸡蛋', 'zh', ['eggs']],
    ['2汤匙花生酱', 'zh', ['peanuts']],
    // Spaces typed between the characters of one Chinese word do not split it.
    ['2 汤匙 花 生 酱', 'zh', ['peanuts']],
    ['牛 奶 200 毫升', 'zh', ['milk']],
    ['1 汤匙 芝 麻 油', 'zh', ['sesame']],
  ])('reads the script of "%s" (%s)', (line, language, expected) => {
    expect(avoided(line, language)).toEqual(expect.arrayContaining(expected))
  })

  it.each<[string, string, AllergenId]>([
    ['2 EL Crème fraîche', 'fr', 'milk'],
    ['2 EL creme fraiche', 'fr', 'milk'],
    ['200 g geriebener Käse', 'de', 'milk'],
    ['200 g geriebener KÄSE', 'de', 'milk'],
    ['200 g geriebener Kase', 'de', 'milk'],
    ['1 szklanka mleko', 'pl', 'milk'],
    ['1 sklenice mléko', 'pl', 'milk'],
    ['50 g smør', 'da', 'milk'],
    ['50 g smor', 'da', 'milk'],
  ])('folds the diacritics of "%s" (%s)', (line, language, allergen) => {
    expect(avoided(line, language)).toContain(allergen)
  })

  it.each<[string, string, AllergenId[]]>([
    ['250 g glutenfreie Nudeln', 'de', ['gluten', 'wheat']],
    ['250 g pasta senza glutine', 'it', ['gluten', 'wheat']],
    ['100 g chocolat noir sans lait', 'fr', ['milk']],
  ])('honours the negation in "%s" (%s)', (line, language, ruledOut) => {
    const found = avoided(line, language)
    for (const allergen of ruledOut) expect(found).not.toContain(allergen)
  })

  it.each<[string, string, AllergenId]>([
    ['Müsli ohne Nüsse', 'de', 'tree-nuts'],
    ['gâteau sans noix', 'fr', 'tree-nuts'],
    ['pesto senza pinoli', 'it', 'tree-nuts'],
    ['торт без орехов', 'ru', 'tree-nuts'],
    ['chleb bez jaj', 'pl', 'eggs'],
    ['biscuits sans amandes', 'fr', 'tree-nuts'],
  ])('rules out the food "%s" names after its word for without (%s)', (line, language, ruledOut) => {
    expect(avoided(line, language)).not.toContain(ruledOut)
  })

  it('still reads the food a negation does not name', () => {
    expect(avoided('250 g glutenfreie Nudeln mit Ei', 'de')).toContain('eggs')
  })

  it('reads a line with every lexicon when no language is known', () => {
    expect(avoided('Latte intero', null)).toContain('milk')
    expect(avoided('20 g di mandorle', null)).toContain('tree-nuts')
    expect(avoided('1 EL Senf', null)).toContain('mustard')
    expect(avoided('4 个 蛋', null)).toContain('eggs')
    expect(avoided('Latte intero', 'ja')).toContain('milk')
  })

  it('keeps a word innocuous in English off an English line when no language is known', () => {
    // 'pan' is Spanish bread: read as wheat only when the recipe is known to be Spanish.
    expect(avoided('Cooking spray, for the pan', null)).not.toContain('wheat')
    expect(avoided('1 pan', 'es')).toContain('wheat')
  })

  it('reads Polish toast in its own forms only, not Spanish or Italian toasted nuts, with no language known', () => {
    expect(avoided('100 g de almendras tostadas', null)).toEqual(['tree-nuts'])
    expect(avoided('1 manciata di noccioline tostate', null)).toEqual(['peanuts'])
    expect(avoided('1 cucharada de ajonjolí tostado', null)).toEqual(['sesame'])
    for (const line of ['4 kromki chleba tostowego', '2 tosty', 'kilka tostów'])
      expect(avoided(line, 'pl'), line).toContain('wheat')
  })

  it.each<[string, string, AllergenId[]]>([
    ["2 fette d'emmental", 'it', ['milk']],
    ["un'acciuga sott'olio", 'it', ['fish']],
    ["il tuorlo dell'uovo", 'it', ['eggs']],
    ["sull'arachide tostata", 'it', ['peanuts']],
    ["100 g d'emmental râpé", 'fr', ['milk']],
    ["20 cl de lait d'amande", 'fr', ['tree-nuts']],
    ["1 c. à soupe d'huile d'arachide", 'fr', ['peanuts']],
    ['une tranche d’edam', 'fr', ['milk']],
  ])(
    'reads the word after an elided article in "%s" (%s), with or without the language',
    (line, language, expected) => {
      expect(avoided(line, language)).toEqual(expected)
      expect(avoided(line, null)).toEqual(expected)
    },
  )

  it('compares Hungarian words as written, with no English plural rule: bors is pepper, not wine', () => {
    for (const language of ['hu', null]) {
      expect(avoided('1 dl bors', language)).not.toContain('sulphites')
      expect(avoided('1 tk őrölt bors', language)).toEqual([])
      expect(avoided('2 dl száraz fehér bor', language)).toContain('sulphites')
      expect(avoided('1 pohár bor', language)).toContain('sulphites')
    }
  })

  it.each<[string, AllergenId]>([
    ['250 g de harina', 'wheat'],
    ['100 g de maní', 'peanuts'],
    ['200 ml de natas', 'milk'],
    ['1 pão', 'wheat'],
  ])('reads "%s", a word English also uses inside a phrase, when no language is known', (line, allergen) => {
    expect(avoided(line, null)).toContain(allergen)
  })

  it('reads the plural endings each language declares, and only those', () => {
    // Only the singulars are listed: Spanish and Portuguese plurals take -s, French -s, Italian none.
    expect(avoided('2 cucharadas de margarinas', 'es')).toContain('milk')
    expect(avoided('2 colheres de margarinas', 'pt')).toContain('milk')
    expect(avoided('2 babeurres', 'fr')).toContain('milk')
    expect(avoided('1 cucchiaio di burros', 'it')).not.toContain('milk')
  })

  it('reads a word English also spells in its own language when the line is plainly not English', () => {
    // 'de' and a Spanish measure mark the line as not English; 'for the' keeps an English line English.
    expect(avoided('4 rebanadas de pan', null)).toContain('wheat')
    expect(avoided('1 cucharada de pan rallado', null)).toContain('wheat')
    expect(avoided('2 filets de bar', null)).toContain('fish')
    expect(avoided('Cooking spray, for the pan', null)).not.toContain('wheat')
    expect(avoided('1 chocolate bar, chopped', null)).not.toContain('fish')
    expect(avoided('1 bag tortilla chips w/ lime', null)).toEqual(
      avoided('1 bag tortilla chips w/ lime', 'en'),
    )
    // A wildcard spanning the whole word reads it then (Dutch *room* is cream), not one reading a part:
    // German toast* does not read 'toasted'.
    expect(avoided('1 dl room', null)).toContain('milk')
    expect(avoided('1 stick butter, at room temperature', null)).toEqual(['milk'])
    expect(avoided('3 chiles de arbol, toasted', null)).toEqual([])
  })

  it('keeps milk in milk without lactose when another list reads lactose by a wildcard', () => {
    expect(avoided('1 copo de leite sem lactose', null)).toContain('milk')
  })

  it('reads English on every line whatever the language', () => {
    expect(avoided('2 tbsp soy sauce', 'de')).toEqual(['gluten', 'soy', 'wheat'])
    expect(detectRecipeAllergens(['200 ml Milch', '1 cup flour'], { language: 'de' }).allergens).toEqual([
      'milk',
      'wheat',
      'gluten',
    ])
  })

  it('applies no other language than the one named', () => {
    // 'polvo' is Portuguese octopus but Spanish powder.
    expect(avoided('1 polvo', 'pt')).toContain('molluscs')
    expect(avoided('2 cucharadas de cacao en polvo', 'es')).not.toContain('molluscs')
  })

  it('names the food behind a reason without the wildcards of its pattern', () => {
    for (const line of ['500 g Bandnudeln', '1 l Gemüsebrühe']) {
      const reasons = explainRecipeAllergens([line], { language: 'de' })
      expect(reasons.length, line).toBeGreaterThan(0)
      for (const { food } of reasons) expect(food, line).toMatch(/^[\p{L} ]+$/u)
    }
    // A wildcard names the word as the line spells it.
    expect(explainRecipeAllergens(['1 l Gemüsebrühe'], { language: 'de' })).toContainEqual(
      expect.objectContaining({ allergen: 'celery', food: 'Gemüsebrühe' }),
    )
  })

  it('explains an allergen found in another language with its note', () => {
    const reasons = explainRecipeAllergens(['1 l Gemüsebrühe'], { language: 'de' })
    expect(reasons).toContainEqual(
      expect.objectContaining({ allergen: 'celery', level: 'often', note: expect.any(String) }),
    )
  })
})

describe('the allergen languages', () => {
  it('are the fifteen languages with a lexicon, English first', () => {
    expect(ALLERGEN_LANGUAGES.map(({ code }) => code)).toEqual([
      'en',
      'de',
      'nl',
      'fr',
      'es',
      'it',
      'pt',
      'el',
      'sv',
      'da',
      'no',
      'pl',
      'hu',
      'ru',
      'zh',
    ])
    for (const { name } of ALLERGEN_LANGUAGES) expect(name).toMatch(/^[A-Z][a-z]+$/)
  })

  it('answer whether a language code has a lexicon, whatever its region or case', () => {
    expect(hasAllergenLexicon('de')).toBe(true)
    expect(hasAllergenLexicon('de-AT')).toBe(true)
    expect(hasAllergenLexicon('PT_br')).toBe(true)
    expect(hasAllergenLexicon('nb')).toBe(true)
    expect(hasAllergenLexicon('en-GB')).toBe(true)
    expect(hasAllergenLexicon('ja')).toBe(false)
    expect(hasAllergenLexicon('')).toBe(false)
  })

  it('change the lexicon version whenever a language file changes', () => {
    expect(allergenLexiconVersion(LANGUAGE_LEXICONS)).toBe(ALLERGEN_LEXICON_VERSION)
    const changed = LANGUAGE_LEXICONS.map((lexicon, index) =>
      index === 0 ? { ...lexicon, entries: `${lexicon.entries}\nneu | milk | | new` } : lexicon,
    )
    expect(allergenLexiconVersion(changed)).not.toBe(ALLERGEN_LEXICON_VERSION)
  })
})
