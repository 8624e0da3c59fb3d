import { parseHtmlDocument } from './dom'
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
  }
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
  const jsonLd = extractJsonLdRecipe(index.jsonLdScripts, pageUrl)
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

  const isIncomplete = primary.ingredients.length === 0 || primary.instructions.length === 0
  const fallbacks = isIncomplete
    ? [jsonLd, microdata, appState, readVisible()].filter((recipe) => recipe !== primary)
    : []
  // Times and yields that structured data leaves out are often printed on the recipe card.
  const missesFacts = primary.totalTimeMinutes === null || primary.yields === null
  const factFallbacks = !isIncomplete && missesFacts && source !== 'visible-page' ? [readVisible()] : []
  const completed = completeRecipe(primary, [...fallbacks, ...factFallbacks], index)
  const recipe =
    source !== 'visible-page' && lacksAmounts(completed.ingredients)
      ? borrowAmounts(completed, readVisible())
      : completed
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
