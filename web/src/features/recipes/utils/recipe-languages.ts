import { ALLERGEN_LANGUAGES } from '@forkcast/contract/allergen-lexicon'
/** Languages a person can name for a recipe: those the allergen check reads, then common ones it does not. */
const RECIPE_LANGUAGE_CODES = [
  ...ALLERGEN_LANGUAGES.map(({ code }) => code),
  'tr',
  'cs',
  'ro',
  'fi',
  'id',
  'vi',
  'ja',
  'ko',
  'ar',
  'fa',
  'he',
  'th',
  'hi',
  'uk',
]

const nameOf = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Code and English name of each language, by name. */
export const RECIPE_LANGUAGE_OPTIONS = RECIPE_LANGUAGE_CODES.map((code) => ({
  code,
  name: nameOf(code),
})).sort((left, right) => left.name.localeCompare(right.name))
