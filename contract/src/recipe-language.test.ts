import { describe, expect, it } from 'vitest'
import {
  detectRecipeLanguage,
  detectScriptLanguage,
  detectTextLanguage,
  findUncheckedLanguages,
  languageName,
  normalizeLanguageTag,
} from './recipe-language'

// Short recipes written for these tests, one per language: a title, a few lines and a step or two.
const RECIPES: Record<string, string> = {
  en: 'Almond cake\n200 g butter, softened\n3 large eggs\n1 cup milk\nBeat the butter with the sugar, then add the eggs and bake for 40 minutes.',
  de: 'Mandelkuchen\n200 g Butter\n3 Eier\n250 ml Milch\n1 Prise Salz\nDie Butter mit dem Zucker schaumig rühren, dann die Eier und das Mehl unterrühren und im Ofen 40 Minuten backen.',
  nl: 'Amandeltaart\n200 g boter\n3 eieren\n250 ml melk\nKlop de boter met de suiker, voeg de eieren toe en bak het in de oven ongeveer 40 minuten.',
  fr: "Gâteau aux amandes\n200 g de beurre\n3 œufs\n25 cl de lait\nBattre le beurre avec le sucre, ajoutez les œufs puis faire cuire au four pendant 40 minutes jusqu'à ce qu'il soit doré.",
  es: 'Tarta de almendras\n200 g de mantequilla\n3 huevos\n1 taza de leche\nBatir la mantequilla con el azúcar, añadir los huevos y hornear 40 minutos hasta que esté dorada.',
  it: 'Torta di mandorle\n200 g di burro\n3 uova\n250 ml di latte\n100 g di mandorle\nSbattere il burro con lo zucchero, aggiungere le uova e il latte, poi cuocere in forno per 40 minuti.',
  pt: 'Bolo de amêndoa\n200 g de manteiga\n3 ovos\n1 xícara de leite\nBata a manteiga com o açúcar, junte os ovos e leve ao forno por 40 minutos até dourar.',
  sv: 'Mandelkaka\n200 g smör\n3 ägg\n2 dl mjölk\nRör smör och socker pösigt, tillsätt äggen och grädda i ugnen i 40 minuter tills kakan är gyllene.',
  da: 'Mandelkage\n200 g smør\n3 æg\n2 dl mælk\nPisk smør og sukker, tilsæt æggene og bag kagen i ovnen i 40 minutter indtil den er gylden.',
  no: 'Mandelkake\n200 g smør\n3 egg\n2 dl melk\nRør smør og sukker, tilsett eggene og stek kaken i ovnen i 40 minutter til den er gyllen.',
  pl: 'Ciasto migdałowe\n200 g masła\n3 jajka\n1 szklanka mleka\nUtrzyj masło z cukrem, dodaj jajka i piecz w piekarniku około 40 minut, aż się zarumieni.',
  hu: 'Mandulás sütemény\n20 dkg vaj\n3 tojás\n2 dl tej\nA vajat a cukorral habosra keverjük, majd hozzáadjuk a tojást és 40 percig sütjük.',
  tr: 'Bademli kek\n200 gr tereyağı\n3 adet yumurta\n1 su bardağı süt\nTereyağı ve şekeri çırpın, yumurtaları ekleyin ve fırında 40 dakika kadar pişirin.',
  cs: 'Mandlový koláč\n200 g másla\n3 vejce\n250 ml mléka\nMáslo utřeme s cukrem, přidáme vejce a pečeme v troubě asi 40 minut, až je koláč zlatý.',
  ro: 'Prăjitură cu migdale\n200 g unt\n3 ouă\n250 ml lapte\nSe freacă untul cu zahărul, se adaugă ouăle și se coace în cuptor 40 de minute până când se rumenește.',
  fi: 'Mantelikakku\n200 g voita\n3 kananmunaa\n2 dl maitoa\nVaahdota voi ja sokeri, lisää munat ja paista uunissa noin 40 minuuttia kunnes kakku on kullanruskea.',
  id: 'Kue almond\n200 g mentega\n3 butir telur\n1 gelas susu\nKocok mentega dan gula hingga lembut, tambahkan telur lalu panggang selama 40 menit sampai matang.',
}

describe('detectTextLanguage', () => {
  it.each(Object.entries(RECIPES))('names %s from the words of a short recipe', (language, text) => {
    expect(detectTextLanguage(text)).toBe(language)
  })

  it.each([
    ['ελληνικά: 4 αυγά, 1 φλιτζάνι γάλα', 'el'],
    ['сыр пармезан, 2 яйца', 'ru'],
    ['сир, 2 яйця, їжа', 'uk'],
    ['4 个 蛋，牛奶 200 毫升', 'zh'],
    ['牛乳 200ml、卵 2個、砂糖 大さじ1', 'ja'],
    ['우유 200ml, 달걀 2개', 'ko'],
    ['حليب، بيض', 'ar'],
    ['شیر، تخم مرغ، پنیر', 'fa'],
    ['חלב, ביצים', 'he'],
    ['นม 200 มล. ไข่ 2 ฟอง', 'th'],
    ['दूध, अंडे, घी', 'hi'],
  ])('names the language of %s by its script', (text, language) => {
    expect(detectTextLanguage(text)).toBe(language)
  })

  it('names no language for a line too short to tell', () => {
    expect(detectTextLanguage('200 g')).toBeNull()
    expect(detectTextLanguage('mandorle')).toBeNull()
    expect(detectTextLanguage('')).toBeNull()
  })

  it('reads a Latin-script text that quotes one foreign word by its own words', () => {
    expect(
      detectScriptLanguage('Stir the miso (味噌) into the broth and serve with the rice and the eggs'),
    ).toBeNull()
  })
})

describe('normalizeLanguageTag', () => {
  it.each([
    ['it-IT', 'it'],
    ['pt_BR', 'pt'],
    ['zh-Hans-CN', 'zh'],
    [' EN ', 'en'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['iw', 'he'],
  ])('reads %s as %s', (tag, code) => {
    expect(normalizeLanguageTag(tag)).toBe(code)
  })

  it.each([[null], [undefined], [''], ['und'], ['x-default'], ['mul'], ['english'], ['123']])(
    'reads %s as no language',
    (tag) => {
      expect(normalizeLanguageTag(tag)).toBeNull()
    },
  )
})

const recipeOf = (text: string) => {
  const [title = '', ...lines] = text.split('\n')
  return { title, ingredients: lines.slice(0, -1), instructions: lines.slice(-1) }
}

describe('detectRecipeLanguage', () => {
  it('takes the recipe’s own inLanguage before og:locale, content-language and <html lang>', () => {
    const recipe = recipeOf('Pane\n500 g farina\n300 ml acqua\nImpastare.')
    expect(
      detectRecipeLanguage({
        ...recipe,
        declared: { recipe: 'it-IT', openGraph: 'es_ES', contentLanguage: 'fr', document: 'de' },
      }),
    ).toEqual({ language: 'it', source: 'page' })
    expect(
      detectRecipeLanguage({
        ...recipe,
        declared: { openGraph: 'es_ES', contentLanguage: 'fr', document: 'de' },
      }),
    ).toEqual({ language: 'es', source: 'page' })
    expect(detectRecipeLanguage({ ...recipe, declared: { contentLanguage: 'fr', document: 'de' } })).toEqual({
      language: 'fr',
      source: 'page',
    })
    expect(detectRecipeLanguage({ ...recipe, declared: { recipe: 'und', document: 'de' } })).toEqual({
      language: 'de',
      source: 'page',
    })
  })

  it('keeps a declaration the text agrees with or cannot judge', () => {
    expect(detectRecipeLanguage({ ...recipeOf(RECIPES.fi ?? ''), declared: { document: 'fi' } })).toEqual({
      language: 'fi',
      source: 'page',
    })
    expect(
      detectRecipeLanguage({
        title: 'Dolmades',
        ingredients: ['200 g'],
        instructions: ['x'],
        declared: { document: 'el' },
      }),
    ).toEqual({ language: 'el', source: 'page' })
  })

  it('reads the text when a page declares a language its recipe is clearly not written in', () => {
    expect(detectRecipeLanguage({ ...recipeOf(RECIPES.it ?? ''), declared: { document: 'en-US' } })).toEqual({
      language: 'it',
      source: 'text',
    })
  })

  it('reads the text when nothing is declared, and answers nothing when the text cannot tell', () => {
    expect(detectRecipeLanguage(recipeOf(RECIPES.tr ?? ''))).toEqual({ language: 'tr', source: 'text' })
    expect(detectRecipeLanguage({ title: 'X', ingredients: ['200 g'], instructions: ['1'] })).toEqual({
      language: null,
      source: null,
    })
  })
})

describe('findUncheckedLanguages', () => {
  const known = new Set(['en', 'it', 'zh', 'ru', 'el'])
  const hasLexicon = (code: string) => known.has(code)

  it('names the recipe’s language when no lexicon reads it', () => {
    expect(findUncheckedLanguages(['200 gr tereyağı'], 'tr', hasLexicon)).toEqual(['tr'])
    expect(findUncheckedLanguages(['200 g di burro'], 'it', hasLexicon)).toEqual([])
    expect(findUncheckedLanguages(['200 g butter'], null, hasLexicon)).toEqual([])
  })

  it('names a line in a script whose language has no lexicon, once', () => {
    expect(
      findUncheckedLanguages(['2 eggs', '고추장 2큰술', '참기름 1큰술', '味噌 大さじ1'], 'en', hasLexicon),
    ).toEqual(['ko', 'ja'])
  })

  it('reads Han-only lines of a Japanese recipe as Japanese', () => {
    expect(findUncheckedLanguages(['牛乳 200ml', '卵 2個'], 'ja', hasLexicon)).toEqual(['ja'])
    expect(findUncheckedLanguages(['牛奶 200 毫升'], 'zh', hasLexicon)).toEqual([])
  })
})

describe('languageName', () => {
  it('names languages for people, falling back to the runtime and then the code', () => {
    expect(languageName('tr')).toBe('Turkish')
    expect(languageName('fi')).toBe('Finnish')
    expect(languageName('eu')).toBe('Basque')
  })
})
