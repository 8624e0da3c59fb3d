import { ALLERGEN_LANGUAGES } from '@forkcast/contract/allergen-lexicon'
import { upperFirst } from './join-words'

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

/** A language's name in `inLanguage` ('Turkish' in English, 'turco' in Spanish), or `fallback`. */
export const languageName = (code: string, inLanguage: string, fallback = code) => {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? fallback
  } catch {
    return fallback
  }
}

/** Code and name of each language, named and sorted in the language the app is shown in. */
export const recipeLanguageOptions = (inLanguage: string) =>
  RECIPE_LANGUAGE_CODES.map((code) => ({ code, name: upperFirst(languageName(code, inLanguage)) })).sort(
    (left, right) => left.name.localeCompare(right.name, inLanguage),
  )
