import { preferFullerCard } from './card-ingredients'
import { readClassFacts } from './class-facts'
import { dedupeLines } from './clean-text'
import { parseHtmlDocument } from './dom'
import { settleTotalMinutes } from './durations'
import { findAppStateRecipe, readAppStateValues } from './app-state'
import { extractJsonLdRecipe, extractSchemaRecipe } from './json-ld'
import { extractMicrodataRecipe } from './microdata'
import { indexPage, trimSiteSuffix, type PageIndex } from './page-index'
import { normalizeSchemaRecipe } from './schema-recipe'
import { finalizeRecipePage } from './summarize'
import type { IngredientSection, ParsedRecipe, ParsedRecipePage, RecipeSourceKind } from './types'
import { extractVisibleRecipe } from './visible-page'

/** Share of lines that must agree before the visible card's group titles are trusted for structured data. */
const SECTION_MATCH_RATIO = 0.8

const hasContent = (recipe: ParsedRecipe | null): recipe is ParsedRecipe =>
  recipe !== null && (recipe.ingredients.length > 0 || recipe.instructions.length > 0)

const toComparable = (line: string): string => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Structured data rarely keeps ingredient groups, but recipe cards show them ('For the sauce').
 * When the card lists the same lines, its group titles are laid over the structured lines.
 */
const borrowSections = (
  ingredients: readonly string[],
  visible: readonly IngredientSection[],
): IngredientSection[] | null => {
  if (visible.filter((section) => section.title !== null).length === 0) return null
  const visibleLines = visible.flatMap((section) => section.items)
  if (visibleLines.length !== ingredients.length) return null
  const matching = visibleLines.filter(
    (line, index) => toComparable(line) === toComparable(ingredients[index] ?? ''),
  )
  if (matching.length < ingredients.length * SECTION_MATCH_RATIO) return null
  let offset = 0
  return visible.map((section) => {
    const items = ingredients.slice(offset, offset + section.items.length)
    offset += section.items.length
    return { title: section.title, items }
  })
}

const HAS_AMOUNT = /[\p{N}½¼¾⅓⅔⅛]/u

const countAmounts = (lines: readonly string[]): number =>
  lines.filter((line) => HAS_AMOUNT.test(line)).length

/** Structured data that names the foods but (almost) never an amount: the card on the page may print them. */
const lacksAmounts = (ingredients: readonly string[]): boolean =>
  ingredients.length >= 2 && countAmounts(ingredients) <= ingredients.length / 4

/**
 * The card's lines replace name-only structured lines when they are as many and each one holds its name, so
 * '300 g chicken breast' is kept instead of 'chicken breast'.
 */
const borrowAmounts = (recipe: ParsedRecipe, visible: ParsedRecipe): ParsedRecipe => {
  if (visible.ingredients.length !== recipe.ingredients.length) return recipe
  const holdsName = recipe.ingredients.every((line, index) =>
    toComparable(visible.ingredients[index] ?? '').includes(toComparable(line)),
  )
  if (!holdsName || countAmounts(visible.ingredients) <= countAmounts(recipe.ingredients)) return recipe
  return { ...recipe, ingredients: visible.ingredients, ingredientSections: visible.ingredientSections }
}

/**
 * A structured Recipe without ingredients or steps (the page prints those) still states the recipe's own
 * times, yields and image, which beat whatever the visible page shows near them.
 */
const takeStatedFacts = (visible: ParsedRecipe, structured: ReadonlyArray<ParsedRecipe | null>) => {
  const recipe: ParsedRecipe = { ...visible }
  for (const stated of structured.slice().reverse()) {
    if (stated === null) continue
    recipe.totalTimeMinutes = stated.totalTimeMinutes ?? recipe.totalTimeMinutes
    recipe.prepTimeMinutes = stated.prepTimeMinutes ?? recipe.prepTimeMinutes
    recipe.cookTimeMinutes = stated.cookTimeMinutes ?? recipe.cookTimeMinutes
    recipe.yields = stated.yields ?? recipe.yields
    recipe.image = stated.image ?? recipe.image
  }
  return recipe
}

/** Structured steps this short may be only the first section or paragraph of the method the card shows. */
const FEW_STEPS = 3
const MIN_STEP_WORDS = 5
const STEP_LIKE_SHARE = 0.6

const toWords = (steps: readonly string[]): string[] =>
  steps
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)

const restatesDescription = (recipe: ParsedRecipe): boolean => {
  const [only, ...rest] = recipe.instructions.map(toComparable)
  const description = toComparable(recipe.description ?? '')
  if (only === undefined || rest.length > 0 || description.length < 20) return false
  return only.startsWith(description) || description.startsWith(only)
}

/**
 * The card's steps replace a few structured steps when they hold those steps' words and at least twice as
 * many more, so a method cut down to its first section or paragraph is read in full.
 */
const takeFullerSteps = (recipe: ParsedRecipe, visible: ParsedRecipe): ParsedRecipe => {
  const steps = dedupeLines(visible.instructions)
  if (steps.length <= recipe.instructions.length) return recipe
  const known = new Set(recipe.instructions.map(toComparable))
  const added = steps.filter((step) => !known.has(toComparable(step)))
  // What the card adds must read as steps, not as the buttons, teasers and links after them.
  const sentences = added.filter((step) => step.split(/\s+/).length >= MIN_STEP_WORDS)
  if (sentences.length < added.length * STEP_LIKE_SHARE) return recipe
  // A single 'step' that is the recipe's summary (its description, often cut short) holds no step at all.
  if (restatesDescription(recipe)) return { ...recipe, instructions: steps }
  const structuredWords = toWords(recipe.instructions)
  const visibleWords = toWords(steps)
  if (visibleWords.length < structuredWords.length * 2) return recipe
  const counts = new Map<string, number>()
  for (const word of visibleWords) counts.set(word, (counts.get(word) ?? 0) + 1)
  let shared = 0
  for (const word of structuredWords) {
    const count = counts.get(word) ?? 0
    if (count === 0) continue
    shared++
    counts.set(word, count - 1)
  }
  return shared >= structuredWords.length * 0.8 ? { ...recipe, instructions: steps } : recipe
}

/** Facts still missing may sit behind icons, named only by the markup's classes ('servings', 'tijd'). */
const takeClassFacts = (recipe: ParsedRecipe, index: PageIndex): void => {
  const marked = readClassFacts(index.root)
  recipe.yields ??= marked.yields
  if (recipe.totalTimeMinutes !== null) return
  // Parts are taken together from one source, as for the other fallbacks.
  if (recipe.prepTimeMinutes === null && recipe.cookTimeMinutes === null) {
    recipe.prepTimeMinutes = marked.prepTimeMinutes
    recipe.cookTimeMinutes = marked.cookTimeMinutes
    recipe.totalTimeMinutes = settleTotalMinutes(marked)
  } else recipe.totalTimeMinutes = marked.totalTimeMinutes
}

/** Fills what the main source lacks from the others, and page metadata for title, image and address. */
const completeRecipe = (
  primary: ParsedRecipe,
  fallbacks: ReadonlyArray<ParsedRecipe | null>,
  index: PageIndex,
) => {
  const recipe: ParsedRecipe = { ...primary }
  for (const fallback of fallbacks) {
    if (fallback === null) continue
    if (recipe.ingredients.length === 0 && fallback.ingredients.length > 0) {
      recipe.ingredients = fallback.ingredients
      recipe.ingredientSections = fallback.ingredientSections
    }
    if (recipe.instructions.length === 0 && fallback.instructions.length > 0) {
      recipe.instructions = fallback.instructions
    }
    recipe.nutrition ??= fallback.nutrition
    recipe.yields ??= fallback.yields
    recipe.totalTimeMinutes ??= fallback.totalTimeMinutes
    // Parts are taken together from one source: two sources may call the same time prep and cook.
    if (recipe.prepTimeMinutes === null && recipe.cookTimeMinutes === null) {
      recipe.prepTimeMinutes = fallback.prepTimeMinutes
      recipe.cookTimeMinutes = fallback.cookTimeMinutes
    }
  }
  recipe.totalTimeMinutes = settleTotalMinutes(recipe)
  if (recipe.totalTimeMinutes === null || recipe.yields === null) takeClassFacts(recipe, index)
  recipe.title = recipe.title === null ? index.meta.title : trimSiteSuffix(recipe.title, index.meta.siteNames)
  recipe.description ??= index.meta.description
  recipe.image ??= index.meta.image
  // The page's own canonical link beats the recipe's url, which is often an anchor or a stale address.
  recipe.canonicalUrl = index.meta.canonicalUrl ?? recipe.canonicalUrl
  return recipe
}

/** The recipe in a Next.js or Nuxt page's embedded state: schema.org objects first, then the app's own shape. */
const readAppStateRecipe = (index: PageIndex, pageUrl?: string): ParsedRecipe | null => {
  if (index.appStateScripts.length === 0) return null
  const values = index.appStateScripts.flatMap(readAppStateValues)
  const schemaRecipe = extractSchemaRecipe(values, pageUrl)
  if (hasContent(schemaRecipe)) return schemaRecipe
  const node = findAppStateRecipe(values)
  return node === null ? null : normalizeSchemaRecipe(node, { pageUrl, resolveReference: (value) => value })
}

const parseDocument = (html: string, pageUrl?: string): ParsedRecipePage => {
  const index = indexPage(parseHtmlDocument(html), pageUrl)
  const jsonLd = extractJsonLdRecipe(index.jsonLdScripts, pageUrl, index.meta.title)
  const microdata = extractMicrodataRecipe(index.recipeScopes, pageUrl)
  const appState = readAppStateRecipe(index, pageUrl)
  // Reading the visible page is the costly part of a large page, so it only happens when needed.
  let visible: ParsedRecipe | undefined
  const readVisible = (): ParsedRecipe => (visible ??= extractVisibleRecipe(index.root, index.meta))

  let source: RecipeSourceKind | null = null
  let primary: ParsedRecipe | null = null
  if (hasContent(jsonLd)) [source, primary] = ['json-ld', jsonLd]
  else if (hasContent(microdata)) [source, primary] = ['microdata', microdata]
  else if (hasContent(appState)) [source, primary] = ['app-state', appState]
  else if (hasContent(readVisible())) [source, primary] = ['visible-page', readVisible()]
  // A structured Recipe without ingredients or steps is still worth reporting by name.
  else if (jsonLd !== null) [source, primary] = ['json-ld', jsonLd]
  else if (microdata !== null) [source, primary] = ['microdata', microdata]
  if (source === null || primary === null) return finalizeRecipePage(null, null)
  if (source === 'visible-page') primary = takeStatedFacts(primary, [jsonLd, microdata, appState])

  const isIncomplete = primary.ingredients.length === 0 || primary.instructions.length === 0
  const fallbacks = isIncomplete
    ? [jsonLd, microdata, appState, readVisible()].filter((recipe) => recipe !== primary)
    : []
  // Times and yields that structured data leaves out are often printed on the recipe card.
  const missesFacts = primary.totalTimeMinutes === null || primary.yields === null
  const factFallbacks = !isIncomplete && missesFacts && source !== 'visible-page' ? [readVisible()] : []
  const completed = completeRecipe(primary, [...fallbacks, ...factFallbacks], index)
  const borrowed =
    source !== 'visible-page' && lacksAmounts(completed.ingredients)
      ? borrowAmounts(completed, readVisible())
      : completed
  const carded = source !== 'visible-page' ? preferFullerCard(borrowed, readVisible()) : borrowed
  const recipe =
    source !== 'visible-page' && carded.instructions.length <= FEW_STEPS
      ? takeFullerSteps(carded, readVisible())
      : carded
  if (source !== 'visible-page' && recipe.ingredientSections.length <= 1 && recipe.ingredients.length > 1) {
    const sections = borrowSections(recipe.ingredients, readVisible().ingredientSections)
    if (sections !== null) recipe.ingredientSections = sections
  }
  const { inLanguage, ...parsed } = recipe
  const declaredLanguages = { recipe: inLanguage, ...index.meta.languages }
  const page = finalizeRecipePage(parsed, source)
  return Object.values(declaredLanguages).some(Boolean) ? { ...page, declaredLanguages } : page
}

/** Turns a web page into a recipe: JSON-LD first, then microdata, then the visible page. Never throws. */
export const parseRecipePage = (html: string, pageUrl?: string): ParsedRecipePage => {
  try {
    return parseDocument(typeof html === 'string' ? html : '', pageUrl)
  } catch {
    // Garbage pages must not break an import; they are simply pages without a recipe.
    return finalizeRecipePage(null, null)
  }
}
