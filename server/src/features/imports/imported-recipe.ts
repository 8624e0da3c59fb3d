import { CUISINES, findCuisine, type CuisineId } from '@forkcast/contract/cuisines'
import {
  RECIPE_LIMITS,
  RecipeInputSchema,
  type ImportRecipeResult,
  type Nutrition,
  type RecipeInput,
} from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import { sayWith, type Translate } from '../../lib/translate'
import type { ParsedRecipe } from './parser/types'

/** Most recipe sites publish American home cooking; a recipe that names no cuisine is filed there. */
const DEFAULT_FOOD_TYPE: CuisineId = 'american'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// 'Dessert & Baking' is matched by its first word, as titles say 'dessert', never the whole label.
const CUISINE_WORDS = CUISINES.map((cuisine) => ({
  id: cuisine.id,
  pattern: new RegExp(
    `\\b(?:${[cuisine.id.replace('-', '[ -]'), escapeRegExp(cuisine.label.split(' & ')[0]?.toLowerCase() ?? cuisine.id)].join('|')})\\b`,
  ),
}))

/*
 * Dishes and ingredients that belong to one cuisine so clearly that a title or an ingredient list naming
 * them is enough ('Beef Tacos' is Mexican without saying so). Words shared by several kitchens (curry,
 * noodles, rice, dumplings) are left out: a wrong cuisine is worse than the default.
 */
const DISH_WORDS: ReadonlyArray<{ id: CuisineId; pattern: RegExp }> = [
  {
    id: 'mexican',
    pattern:
      /\b(?:tacos?|burritos?|enchiladas?|quesadillas?|fajitas?|tamales?|carnitas|pozole|mole poblano|chilaquiles|elote|tostadas?|guacamole|pico de gallo|huevos rancheros|birria)\b/,
  },
  {
    id: 'italian',
    pattern:
      /\b(?:risotto|lasagnes?|lasagnas?|gnocchi|carbonara|bolognese|pizzas?|focaccia|tiramis[uù]|bruschetta|osso buco|cacio e pepe|arancini|panna cotta|saltimbocca|minestrone|pesto|ravioli|tortellini|parmigiana|puttanesca|amatriciana|alla norma)\b/,
  },
  {
    id: 'indian',
    pattern:
      /\b(?:tikka|masala|biryani|dhal|daal|paneer|dal makhani|dal tadka|masoor dal|naan|samosas?|korma|vindaloo|tandoori|chana|aloo|raita|pakoras?|dosa|idli|rogan josh|saag|palak)\b/,
  },
  {
    id: 'thai',
    pattern: /\b(?:pad thai|pad see ew|tom yum|tom kha|larb|som tam|massaman|panang|khao soi|pad kra pao)\b/,
  },
  {
    id: 'japanese',
    pattern:
      /\b(?:sushi|ramen|teriyaki|tempura|miso soup|katsu|yakitori|okonomiyaki|onigiri|gyoza|udon|soba|donburi|tonkatsu|sukiyaki)\b/,
  },
  {
    id: 'chinese',
    pattern:
      /\b(?:kung pao|chow mein|lo mein|mapo tofu|char siu|dim sum|sweet and sour|general tso|wontons?|bao|hot and sour soup|egg foo young|dan dan)\b/,
  },
  {
    id: 'korean',
    pattern: /\b(?:kimchi|bulgogi|bibimbap|japchae|tteokbokki|galbi|gochujang|kimbap|sundubu)\b/,
  },
  {
    id: 'vietnamese',
    pattern: /\b(?:ph[oở]|banh mi|bánh mì|bun cha|goi cuon|spring rolls with rice paper)\b/,
  },
  {
    id: 'french',
    pattern:
      /\b(?:quiche|ratatouille|coq au vin|bouillabaisse|cr[eê]pes?|cassoulet|croissants?|cr[eè]me br[uû]l[eé]e|souffl[eé]|tarte tatin|boeuf bourguignon|gratin dauphinois|b[eé]chamel)\b/,
  },
  {
    id: 'middle-eastern',
    pattern:
      /\b(?:shakshuka|hummus|falafel|tabbouleh|shawarma|baba ganoush|fattoush|kibbeh|za'?atar|labneh|muhammara)\b/,
  },
  {
    id: 'mediterranean',
    pattern: /\b(?:moussaka|souvlaki|tzatziki|spanakopita|gyros?|paella|gazpacho|dolmades|horiatiki|tapas)\b/,
  },
]

/** The one cuisine a dish word in the text points to; null when none does, or when two disagree. */
const findDishCuisine = (text: string): CuisineId | null => {
  const found = new Set(DISH_WORDS.filter((entry) => entry.pattern.test(text)).map((entry) => entry.id))
  return found.size === 1 ? ([...found][0] ?? null) : null
}

const TRACKING_PARAMETER = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid)$/i

/** The address as stored and compared: no fragment, no tracking parameters; null when not http(s). */
export function normalizeRecipeUrl(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  url.hash = ''
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name)
  }
  return url.href
}

const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/** The site a recipe came from, named by its host ('seriouseats.com'). */
export const readSiteName = (url: string | null): string | null => (url === null ? null : siteOf(url))

/**
 * A page's canonical link only counts when it stays on the same site: otherwise any page could claim a
 * famous recipe's address and take its place in the shared recipe database.
 */
export function chooseCanonicalUrl(declared: string | null, pageUrl: string): string {
  const page = normalizeRecipeUrl(pageUrl) ?? pageUrl
  const canonical = declared === null ? null : normalizeRecipeUrl(declared)
  return canonical !== null && siteOf(canonical) === siteOf(page) ? canonical : page
}

/** 'https://site.com/recipes/best-chicken-tikka-masala/' → 'Best Chicken Tikka Masala'. */
export function readTitleFromUrl(url: string | null): string | null {
  if (url === null) return null
  const segments = new URL(url).pathname.split('/').filter((segment) => segment !== '')
  const words = decodeURIComponent(segments.at(-1) ?? '')
    .replace(/\.\w{2,5}$/, '')
    .split(/[-_+\s]+/)
    .filter((word) => /[a-z]/i.test(word))
  if (words.length === 0) return null
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

export interface FoodTypeGuess {
  foodType: CuisineId
  /** Cuisine names that are not one of ours ('Spanish'), kept as tags so search still finds them. */
  extraTags: string[]
}

/** The cuisine a recipe names, else one its tags or title mention (by name or by dish), else one its ingredients point to, else the default. */
export function guessFoodType({
  cuisine,
  tags,
  title,
  ingredients = [],
}: {
  cuisine: string | null | undefined
  tags: readonly string[]
  title: string
  ingredients?: readonly string[]
}): FoodTypeGuess {
  const named = (cuisine ?? '')
    .split(/[,/|;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const extraTags: string[] = []
  let foodType: CuisineId | null = null
  for (const name of named) {
    const found = findCuisine(name)
    if (found === null) extraTags.push(name.toLowerCase())
    else foodType ??= found.id
  }
  for (const tag of tags) foodType ??= findCuisine(tag)?.id ?? null
  if (foodType === null) {
    const lowered = title.toLowerCase()
    foodType = CUISINE_WORDS.find((entry) => entry.pattern.test(lowered))?.id ?? null
    foodType ??= findDishCuisine(lowered)
  }
  foodType ??= findDishCuisine(ingredients.join('\n').toLowerCase())
  return { foodType: foodType ?? DEFAULT_FOOD_TYPE, extraTags }
}

/** Servings from a yield that counts people ('4 servings', 'Serves 4-6'); 'Makes 24 cookies' is not servings. */
export function readServings(yields: string | null): number | null {
  if (yields === null) return null
  const match =
    /^\s*(\d+)(?:\s*(?:-|–|to)\s*\d+)?\s*(?:servings?|people|persons|portions)?\s*$/i.exec(yields) ??
    /\b(?:serves|feeds|servings?:?)\s*(\d+)/i.exec(yields)
  const servings = Number(match?.[1])
  return Number.isInteger(servings) && servings >= 1 && servings <= RECIPE_LIMITS.servingsMax
    ? servings
    : null
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
const clipLines = (lines: readonly string[], count: number) =>
  lines.slice(0, count).map((line) => clip(line, RECIPE_LIMITS.lineMax))
const withinMinutes = (minutes: number | null) =>
  minutes !== null && minutes <= RECIPE_LIMITS.minutesMax ? minutes : null

const readNutrition = (parsed: ParsedRecipe): Nutrition | null => {
  const { nutrition } = parsed
  if (nutrition === null) return null
  const { calories, protein, carbs, fat } = nutrition
  // A partial panel would show zeros as facts; only complete ones are kept.
  if (calories === null || protein === null || carbs === null || fat === null) return null
  return { calories, protein, carbs, fat }
}

export interface ImportedContent {
  input: RecipeInput
  totalTimeMinutes: number | null
  yields: string | null
  nutrition: Nutrition | null
  imageUrl: string | null
  author: string | null
  /** How many ingredients and steps the page had where there were more than the form keeps; null when all fit. */
  trimmed: TrimmedCounts | null
}

export interface TrimmedCounts {
  ingredients: number | null
  steps: number | null
}

/** What did not fit the recipe form's limits, in one sentence in the reader's language. */
export function describeTrimmed({ ingredients, steps }: TrimmedCounts, translate: Translate): string {
  const max = { ingredients: RECIPE_LIMITS.ingredientsMax, steps: RECIPE_LIMITS.instructionsMax }
  if (ingredients !== null && steps !== null)
    return sayWith(
      translate,
      'Kept the first {{maxIngredients}} of {{ingredients}} ingredients and the first {{maxSteps}} of {{steps}} steps.',
      { maxIngredients: max.ingredients, ingredients, maxSteps: max.steps, steps },
    )
  if (ingredients !== null)
    return sayWith(translate, 'Kept the first {{max}} of {{count}} ingredients.', {
      max: max.ingredients,
      count: ingredients,
    })
  return sayWith(translate, 'Kept the first {{max}} of {{count}} steps.', {
    max: max.steps,
    count: steps ?? 0,
  })
}

/**
 * A parsed page as the recipe form would accept it: cut to the form's limits, given a cuisine and a title,
 * and checked with the form's own schema.
 */
export function toImportedContent(
  parsed: ParsedRecipe,
  pageUrl: string | null,
  // How many lines the page had, when the parser's worker already cut them to the form's limits.
  counts = { ingredients: parsed.ingredients.length, instructions: parsed.instructions.length },
): ImportedContent {
  const title = clip(parsed.title ?? readTitleFromUrl(pageUrl) ?? 'Imported recipe', RECIPE_LIMITS.titleMax)
  const guess = guessFoodType({
    cuisine: parsed.cuisine,
    tags: parsed.tags,
    title,
    ingredients: parsed.ingredients,
  })
  const tags = [...parsed.tags, ...guess.extraTags]
    .map((tag) => clip(tag.trim(), RECIPE_LIMITS.tagMax))
    .slice(0, RECIPE_LIMITS.tagsMax)
  const checked = RecipeInputSchema.safeParse({
    title,
    description: clip(parsed.description ?? '', RECIPE_LIMITS.descriptionMax),
    foodType: guess.foodType,
    ingredients: clipLines(parsed.ingredients, RECIPE_LIMITS.ingredientsMax),
    instructions: clipLines(parsed.instructions, RECIPE_LIMITS.instructionsMax),
    prepTimeMinutes: withinMinutes(parsed.prepTimeMinutes),
    cookTimeMinutes: withinMinutes(parsed.cookTimeMinutes),
    servings: readServings(parsed.yields),
    tags,
  })
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    throw new AppError('UNPROCESSABLE', issues[0]?.message ?? 'No recipe found on that page', { issues })
  }
  const trimmed = {
    ingredients: counts.ingredients > RECIPE_LIMITS.ingredientsMax ? counts.ingredients : null,
    steps: counts.instructions > RECIPE_LIMITS.instructionsMax ? counts.instructions : null,
  }
  return {
    input: checked.data,
    totalTimeMinutes: withinMinutes(parsed.totalTimeMinutes),
    yields: parsed.yields === null ? null : clip(parsed.yields, RECIPE_LIMITS.tagMax * 2),
    nutrition: readNutrition(parsed),
    imageUrl: parsed.image,
    author: parsed.author === null ? null : clip(parsed.author, RECIPE_LIMITS.titleMax),
    trimmed: trimmed.ingredients === null && trimmed.steps === null ? null : trimmed,
  }
}

/** Spec 3 'Import response': what was found, counted. */
export const countParsedData = (recipe: {
  ingredients: readonly string[]
  instructions: readonly string[]
  tags: readonly string[]
  nutrition: Nutrition | null
}): ImportRecipeResult['parsedData'] => ({
  ingredientsCount: recipe.ingredients.length,
  instructionsCount: recipe.instructions.length,
  hasNutrition: recipe.nutrition !== null,
  tagsCount: recipe.tags.length,
})
