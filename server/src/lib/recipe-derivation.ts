import { createHash } from 'node:crypto'
import { totalMinutesOf } from '@forkcast/contract/recipe-time'
import { parseIngredient } from 'parse-ingredient'
import {
  ALLERGEN_IDS,
  SENSITIVITY_IDS,
  type AllergenId,
  type SensitivityId,
} from '@forkcast/contract/allergen-ids'
import { sortByOrder } from '@forkcast/contract/allergens'
import {
  ALLERGEN_LEXICON_VERSION,
  detectAllergens,
  hasAllergenLexicon,
  type AllergenDetection,
} from '@forkcast/contract/allergen-lexicon'
import {
  detectRecipeLanguage,
  findUncheckedLanguages,
  normalizeLanguageTag,
  type DeclaredLanguages,
} from '@forkcast/contract/recipe-language'
import { findCuisine } from '@forkcast/contract/cuisines'
import type { RecipeSourceType } from '@forkcast/contract/recipes.constants'
import type { RecipeNutrition, recipes } from '../db/schema'

// Every writer of a recipe row (recipes, imports, the catalog seed, benchmarks) derives its columns here.

export type NewRecipeRow = typeof recipes.$inferInsert

/** What a writer supplies; every derived column is computed from it by `prepareRecipeRow`. */
export interface RecipeContent {
  title: string
  description?: string
  foodType: string
  difficulty?: 'Easy' | 'Medium' | 'Hard'
  prepTimeMinutes?: number | null
  cookTimeMinutes?: number | null
  totalTimeMinutes?: number | null
  servings?: number | null
  yields?: string | null
  ingredients: readonly string[]
  instructions: readonly string[]
  tags?: readonly string[]
  notes?: string | null
  nutrition?: RecipeNutrition | null
  seasons?: readonly string[]
  moods?: readonly string[]
  costPerServing?: number | null
  imageUrl?: string | null
  sourceType: RecipeSourceType
  sourceUrl?: string | null
  canonicalUrl?: string | null
  siteName?: string | null
  author?: string | null
  ownerId?: number | null
  /** Only for 'generated' recipes: who asked, and the group they asked for. */
  generatedForUserId?: number | null
  generatedForGroupId?: number | null
  slug?: string | null
  /** The language a person chose for the recipe: taken as it is. */
  language?: string | null
  /** What the recipe's page declares about its language; the text decides when it clearly disagrees. */
  declaredLanguages?: DeclaredLanguages
  /** Allergens confirmed by hand, kept when the content is rewritten with the same ingredient lines. */
  allergenReview?: AllergenReview | null
  /** Who imported a public page (the one person who may review its allergens). */
  importedByUserId?: number | null
}

interface AllergenReview {
  allergens: readonly string[]
  reviewedAt: Date
}

/** Bumped when language detection changes, so stored recipes are derived again on the next boot. */
const LANGUAGE_DETECTION_GENERATION = 1

/** What a stored row's `allergen_lexicon_version` must equal: the lexicon and the language detection it used. */
export const RECIPE_DERIVATION_VERSION = `${ALLERGEN_LEXICON_VERSION}+lang${LANGUAGE_DETECTION_GENERATION}`

/** The language to give the lexicon: the recipe's own when a lexicon reads it, else none (every lexicon). */
export const lexiconLanguageOf = (language: string | null): string | undefined =>
  language !== null && hasAllergenLexicon(language) ? language : undefined

/** The allergen columns of a recipe, from its lines, its language and any hand-confirmed set. */
export interface DerivedAllergens {
  allergens: string[]
  mayContain: string[]
  sensitivities: string[]
  allergenUncheckedLanguages: string[]
}

/** Most recent answers of a pure per-line function; cleared whole when full, which keeps it simple and bounded. */
export function memoizeLines<T>(compute: (key: string) => T, maxEntries = 50_000): (key: string) => T {
  const answers = new Map<string, T>()
  return (key) => {
    const known = answers.get(key)
    if (known !== undefined) return known
    if (answers.size >= maxEntries) answers.clear()
    const answer = compute(key)
    answers.set(key, answer)
    return answer
  }
}

// Keyed by lexicon language and line: bulk files repeat the same lines ('1 tsp salt') thousands of times.
const detectLineAllergens = memoizeLines((key: string): AllergenDetection => {
  const separator = key.indexOf('\u0000')
  const language = key.slice(0, separator)
  return detectAllergens(key.slice(separator + 1), { language: language === '' ? undefined : language })
})

/** The recipe's detection as the union of its lines' (the lexicon reads each line on its own), in canonical order. */
export function detectRecipeAllergensByLine(
  lines: readonly string[],
  language: string | undefined,
): AllergenDetection {
  const allergens = new Set<AllergenId>()
  const often = new Set<AllergenId>()
  const sensitivities = new Set<SensitivityId>()
  for (const line of lines) {
    const detected = detectLineAllergens(`${language ?? ''}\u0000${line}`)
    for (const id of detected.allergens) allergens.add(id)
    for (const id of detected.mayContain) often.add(id)
    for (const id of detected.sensitivities) sensitivities.add(id)
  }
  for (const id of allergens) often.delete(id)
  return {
    allergens: sortByOrder(allergens, ALLERGEN_IDS),
    mayContain: sortByOrder(often, ALLERGEN_IDS),
    sensitivities: sortByOrder(sensitivities, SENSITIVITY_IDS),
  }
}

/**
 * The lexicon of the recipe's language plus English; every lexicon when the language is unknown or has none.
 * A confirmed set adds to what the lexicon found (a person may add an allergen, never clear one it saw).
 */
export function deriveAllergens(
  lines: readonly string[],
  language: string | null,
  confirmedAllergens: readonly string[] | null,
): DerivedAllergens {
  const detected = detectRecipeAllergensByLine(lines, lexiconLanguageOf(language))
  const confirmed = confirmedAllergens ?? []
  return {
    allergens: [...new Set([...detected.allergens, ...confirmed])],
    mayContain: detected.mayContain.filter((id) => !confirmed.includes(id)),
    sensitivities: [...detected.sensitivities],
    allergenUncheckedLanguages: findUncheckedLanguages(lines, language, hasAllergenLexicon),
  }
}

/** The language a person chose, else what the page declares unless the text clearly says otherwise. */
function decideRecipeLanguage(content: RecipeContent): string | null {
  const chosen = normalizeLanguageTag(content.language)
  if (chosen !== null) return chosen
  return detectRecipeLanguage({
    title: content.title,
    ingredients: content.ingredients,
    instructions: content.instructions,
    declared: content.declaredLanguages,
  }).language
}

/** Ingredient terms are runs of up to this many words, so 'chicken thigh' and 'olive oil' match as phrases. */
const MAX_TERM_WORDS = 4

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'to',
  'taste',
  'plus',
  'more',
  'about',
  'into',
  'in',
  'with',
  'for',
  'as',
  'needed',
  'optional',
  'such',
  'each',
  'your',
  'favorite',
])

/** How an ingredient is prepared, not what it is: dropped when ingredients are matched or merged. */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'packed',
  'heaping',
  'divided',
  'softened',
  'melted',
  'cubed',
  'peeled',
  'trimmed',
  'rinsed',
  'drained',
  'halved',
  'quartered',
])

// For matching, the amounts' containers and cuts go too.
const MATCHING_NOISE = new Set([
  ...PREPARATION_WORDS,
  'crushed',
  'slice',
  'slices',
  'piece',
  'pieces',
  'stalk',
  'stalks',
  'sprig',
  'sprigs',
  'bunch',
  'leaves',
  'can',
  'cans',
  'jar',
  'package',
  'packages',
])

// Plural '-ies' words whose singular keeps the 'ie' ('cookies' → 'cookie', not 'cooky').
const IE_PLURALS = new Set([
  'cookies',
  'pies',
  'brownies',
  'veggies',
  'smoothies',
  'movies',
  'calories',
  'ties',
])

/** One spelling for singular and plural, applied to recipes and queries alike so both meet. */
function singularize(word: string): string {
  if (word.length <= 3) return word
  if (IE_PLURALS.has(word)) return word.slice(0, -1)
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

const describe = (line: string): string => {
  try {
    const [parsed] = parseIngredient(line)
    return parsed?.description || line
  } catch {
    return line
  }
}

/** The words that name an ingredient: 'boneless skinless chicken thigh' from '2 lb boneless chicken thighs, cubed'. */
export const normalizeIngredientName = memoizeLines(readIngredientName)

function readIngredientName(text: string): string {
  const described = describe(text.trim())
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
  // What follows a comma or 'for' is preparation or purpose ('garlic, minced', 'salt, for the water').
  const head = described.split(/,|;|\bfor\b|\bto taste\b/)[0] ?? ''
  return (head.match(/[a-z]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word) && !MATCHING_NOISE.has(word))
    .map(singularize)
    .join(' ')
}

/** Every run of 1 to MAX_TERM_WORDS words in each name, without repeats. */
export function listIngredientTerms(names: readonly string[]): string[] {
  const terms = new Set<string>()
  for (const name of names) {
    const words = name.split(' ').filter(Boolean)
    for (let start = 0; start < words.length; start += 1) {
      for (let length = 1; length <= MAX_TERM_WORDS && start + length <= words.length; length += 1) {
        terms.add(words.slice(start, start + length).join(' '))
      }
    }
  }
  return [...terms]
}

/** The term a searched ingredient must equal: its normalized name, cut to the last MAX_TERM_WORDS words. */
export function toSearchTerm(ingredient: string): string | null {
  const words = normalizeIngredientName(ingredient).split(' ').filter(Boolean)
  return words.length === 0 ? null : words.slice(-MAX_TERM_WORDS).join(' ')
}

const STAPLE_NAMES = new Set([
  'salt',
  'pepper',
  'black pepper',
  'white pepper',
  'salt pepper',
  'salt black pepper',
  'water',
  'ice',
  'oil',
  'olive oil',
  'vegetable oil',
  'canola oil',
  'neutral oil',
  'cooking oil',
  'cooking spray',
  'nonstick cooking spray',
])

/** Salt, pepper, oil and water: in every kitchen, so they never count as still needed. */
const isStapleIngredient = (name: string) =>
  STAPLE_NAMES.has(name) || /(?:^| )(?:salt|water|(?:olive|vegetable|canola|neutral|cooking) oil)$/.test(name)

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ')

/** SHA-256 of the recipe's own content (not who owns it or where it came from): equal content, equal hash. */
function hashRecipeContent(content: RecipeContent): string {
  const canonical = [
    collapse(content.title),
    collapse(content.description ?? ''),
    content.foodType,
    content.difficulty ?? 'Easy',
    content.prepTimeMinutes ?? null,
    content.cookTimeMinutes ?? null,
    content.totalTimeMinutes ?? null,
    content.servings ?? null,
    content.yields ?? null,
    content.ingredients.map(collapse),
    content.instructions.map(collapse),
    content.tags ?? [],
    content.notes ?? null,
    content.nutrition ?? null,
    content.seasons ?? [],
    content.moods ?? [],
    content.costPerServing ?? null,
    content.imageUrl ?? null,
  ]
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/** The row to store: the content plus ingredient names and terms, allergens, search keywords and hash. */
export function prepareRecipeRow(content: RecipeContent): NewRecipeRow {
  const ingredientNames = content.ingredients.map(normalizeIngredientName)
  const language = decideRecipeLanguage(content)
  const review = content.allergenReview ?? null
  const { allergens, mayContain, sensitivities, allergenUncheckedLanguages } = deriveAllergens(
    content.ingredients,
    language,
    review?.allergens ?? null,
  )
  const cuisineLabel = findCuisine(content.foodType)?.label ?? content.foodType
  const tags = [...(content.tags ?? [])]
  return {
    slug: content.slug ?? null,
    title: collapse(content.title),
    description: content.description?.trim() ?? '',
    foodType: content.foodType,
    difficulty: content.difficulty ?? 'Easy',
    prepTimeMinutes: content.prepTimeMinutes ?? null,
    cookTimeMinutes: content.cookTimeMinutes ?? null,
    totalTimeMinutes: totalMinutesOf(content),
    servings: content.servings ?? null,
    yields: content.yields ?? null,
    ingredients: [...content.ingredients],
    instructions: [...content.instructions],
    ingredientNames,
    ingredientTerms: listIngredientTerms(ingredientNames),
    keyIngredientCount: ingredientNames.filter((name) => name !== '' && !isStapleIngredient(name)).length,
    searchKeywords: [cuisineLabel, ...tags, ...ingredientNames].join(' '),
    tags,
    notes: content.notes ?? null,
    nutrition: content.nutrition ?? null,
    seasons: [...(content.seasons ?? [])],
    moods: [...(content.moods ?? [])],
    costPerServing: content.costPerServing ?? null,
    allergens,
    mayContain,
    allergenLexiconVersion: RECIPE_DERIVATION_VERSION,
    sensitivities,
    language,
    allergenUncheckedLanguages,
    manualAllergens: review === null ? null : [...review.allergens],
    allergensReviewedAt: review?.reviewedAt ?? null,
    importedByUserId: content.importedByUserId ?? null,
    sourceType: content.sourceType,
    sourceUrl: content.sourceUrl ?? null,
    canonicalUrl: content.canonicalUrl ?? null,
    siteName: content.siteName ?? null,
    author: content.author ?? null,
    imageUrl: content.imageUrl ?? null,
    ownerId: content.ownerId ?? null,
    generatedForUserId: content.generatedForUserId ?? null,
    generatedForGroupId: content.generatedForGroupId ?? null,
    contentHash: hashRecipeContent(content),
  }
}
