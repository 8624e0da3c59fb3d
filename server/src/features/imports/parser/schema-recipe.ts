import {
  cleanIngredientLine,
  cleanInstructionLine,
  cleanLines,
  cleanOptionalText,
  cleanText,
  dedupeLines,
} from './clean-text'
import { deriveTotalMinutes, parseDurationMinutes } from './durations'
import { groupIngredientEntries, toIngredientEntries } from './ingredient-sections'
import {
  getFirstText,
  getProperty,
  getSchemaTypes,
  getTexts,
  isSchemaNode,
  parseNutritionNumber,
  toArray,
  type SchemaNode,
} from './schema-values'
import type { ParsedRecipe, RecipeNutrition } from './types'
import { normalizeYield, readYieldCount } from './yields'
import { resolveCanonicalUrl, resolveUrl } from './urls'

export interface SchemaContext {
  pageUrl?: string
  /** Follows a `{ "@id": … }` reference to the node it names; answers the value itself otherwise. */
  resolveReference: (value: unknown) => unknown
}

const MAX_NESTING = 12
const INLINE_STEP_START = /^(?:step\s*)?(\d{1,2})[.)]\s/i
const HAS_MARKUP_OR_LINES = /[\r\n]|<(?:br|p|li|div)\b/i

/** Splits '1. Mix. 2. Bake.' into steps, but only when the numbers really run 1, 2, 3… */
const splitInlineNumberedSteps = (line: string): string[] => {
  const parts = line.split(/\s+(?=(?:step\s*)?\d{1,2}[.)]\s)/i)
  if (parts.length < 2) return [line]
  const numbers = parts.map((part) => Number(INLINE_STEP_START.exec(part)?.[1] ?? Number.NaN))
  const sequential = numbers.every((number, index) => number === index + 1)
  return sequential ? parts : [line]
}

/** An instruction string may hold one step, several lines, or an HTML list of steps. */
const splitInstructionText = (text: string): string[] => {
  const lines = HAS_MARKUP_OR_LINES.test(text) ? cleanLines(text) : [cleanText(text)]
  const steps = lines.length === 1 ? splitInlineNumberedSteps(lines[0] ?? '') : lines
  return steps.map(cleanInstructionLine).filter((step) => step.length > 0)
}

const MAX_STEP_TITLE_WORDS = 12
const toLetters = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * A step's own short title ('Garnish', 'Brown the meat.') the page shows above its text; not a number,
 * and not the text's first words repeated or cut off ('Preheat the oven to…').
 */
const readStepTitle = (name: string, step: string): string | null => {
  const title = cleanInstructionLine(name)
  const key = toLetters(title.replace(/(?:\.{3}|…)$/, ''))
  if (key.length === 0 || title.split(/\s+/).length > MAX_STEP_TITLE_WORDS) return null
  // 'Step 2', '3' or a builder's own id ('soup_r step 1') number the step rather than name it.
  if (/^\d*$/.test(key) || /_|\b(?:step|schritt|stap|étape|etape|paso|passo)\s*\d/iu.test(title)) return null
  const stepKey = toLetters(step)
  return stepKey.startsWith(key) || key.startsWith(stepKey) ? null : title
}

const collectInstructions = (
  value: unknown,
  context: SchemaContext,
  depth: number,
  steps: string[],
): void => {
  if (depth > MAX_NESTING) return
  const resolved = context.resolveReference(value)
  if (typeof resolved === 'string') {
    steps.push(...splitInstructionText(resolved))
    return
  }
  if (Array.isArray(resolved)) {
    for (const item of resolved) collectInstructions(item, context, depth + 1, steps)
    return
  }
  if (!isSchemaNode(resolved)) return
  if (resolved['@value'] !== undefined) {
    collectInstructions(resolved['@value'], context, depth + 1, steps)
    return
  }
  const types = getSchemaTypes(resolved)
  // Microdata sections nest further sections under their own recipeInstructions.
  const children =
    getProperty(resolved, 'itemListElement') ??
    getProperty(resolved, 'steps') ??
    (types.includes('howtosection') ? getProperty(resolved, 'recipeInstructions') : undefined)
  const text =
    getFirstText(getProperty(resolved, 'text')) ?? getFirstText(getProperty(resolved, 'description'))
  // Sections and lists contribute their steps, never their own name.
  if (
    children !== undefined &&
    (text === null || types.includes('howtosection') || types.includes('itemlist'))
  ) {
    collectInstructions(children, context, depth + 1, steps)
    return
  }
  const item = getProperty(resolved, 'item')
  if (text === null && item !== undefined) {
    collectInstructions(item, context, depth + 1, steps)
    return
  }
  const name = getFirstText(getProperty(resolved, 'name'))
  const stepText = text ?? name
  if (stepText === null) return
  // A HowToStep is one step even when its text has several paragraphs.
  const step = cleanInstructionLine(cleanLines(stepText).join(' '))
  if (step.length === 0) return
  const title = text === null || name === null ? null : readStepTitle(name, step)
  steps.push(title === null ? step : `${title}${/[.!?:]$/.test(title) ? '' : ':'} ${step}`)
}

const readInstructions = (value: unknown, context: SchemaContext): string[] => {
  const steps: string[] = []
  collectInstructions(value, context, 0, steps)
  return steps
}

/** Ingredient values are strings, sometimes one string with many lines, sometimes objects with a name. */
export const readIngredientLines = (value: unknown, context: SchemaContext): string[] =>
  toArray(value).flatMap((item): string[] => {
    // Some sites publish each ingredient group as a nested array of lines.
    if (Array.isArray(item)) return readIngredientLines(item, context)
    const resolved = context.resolveReference(item)
    const text = isSchemaNode(resolved)
      ? getFirstText(getProperty(resolved, 'text') ?? getProperty(resolved, 'name') ?? resolved['@value'])
      : getFirstText(resolved)
    if (text === null) return []
    return cleanLines(text)
      .map(cleanIngredientLine)
      .filter((line) => line.length > 0)
  })

/**
 * WordPress plugins publish ['8', '1 tart']: the number is the servings and the text a second measure.
 * When the text counts the same ('16', '16 squares') it says more and wins.
 */
const readYields = (value: unknown): string | null => {
  const texts = getTexts(value)
    .map(cleanText)
    .filter((text) => text.length > 0)
  const bare = texts.find((text) => /^\d+(?:\.\d+)?$/.test(text))
  const worded = texts.find((text) => /\p{L}/u.test(text) && normalizeYield(text) !== null)
  if (worded !== undefined && (bare === undefined || readYieldCount(worded) === bare))
    return normalizeYield(worded)
  const first = bare ?? texts[0]
  if (first === undefined) return null
  return normalizeYield(first) ?? first
}

const readImage = (value: unknown, context: SchemaContext, depth = 0): string | null => {
  if (depth > 4) return null
  for (const item of toArray(value)) {
    const resolved = context.resolveReference(item)
    if (typeof resolved === 'string') {
      const url = resolveUrl(resolved, context.pageUrl)
      if (url !== null) return url
    } else if (Array.isArray(resolved)) {
      const url = readImage(resolved, context, depth + 1)
      if (url !== null) return url
    } else if (isSchemaNode(resolved)) {
      const nested =
        getProperty(resolved, 'url') ??
        getProperty(resolved, 'contentUrl') ??
        getProperty(resolved, 'thumbnailUrl')
      const url = readImage(nested, context, depth + 1)
      if (url !== null) return url
    }
  }
  return null
}

const readNames = (value: unknown, context: SchemaContext): string[] =>
  toArray(value).flatMap((item) => {
    const resolved = context.resolveReference(item)
    const text = isSchemaNode(resolved) ? getFirstText(getProperty(resolved, 'name')) : getFirstText(resolved)
    const name = cleanOptionalText(text)
    return name === null ? [] : [name]
  })

const splitList = (value: unknown): string[] =>
  getTexts(value)
    .flatMap((text) => text.split(/[,;|]/))
    .map(cleanText)
    .filter((text) => text.length > 0 && text.length <= 60)

const readNutrition = (value: unknown, context: SchemaContext): RecipeNutrition | null => {
  const node = context.resolveReference(toArray(value)[0])
  if (!isSchemaNode(node)) return null
  const nutrition: RecipeNutrition = {
    calories: parseNutritionNumber(getProperty(node, 'calories')),
    protein: parseNutritionNumber(getProperty(node, 'proteinContent')),
    carbs: parseNutritionNumber(getProperty(node, 'carbohydrateContent')),
    fat: parseNutritionNumber(getProperty(node, 'fatContent')),
  }
  return Object.values(nutrition).some((amount) => amount !== null) ? nutrition : null
}

const readCanonical = (node: SchemaNode, context: SchemaContext): string | null => {
  const url = getFirstText(getProperty(node, 'url'))
  const mainEntity = getProperty(node, 'mainEntityOfPage')
  const mainEntityUrl = isSchemaNode(mainEntity) ? getFirstText(mainEntity['@id']) : getFirstText(mainEntity)
  return resolveCanonicalUrl(url, context.pageUrl) ?? resolveCanonicalUrl(mainEntityUrl, context.pageUrl)
}

/** Turns a schema.org Recipe node (from JSON-LD or microdata) into a ParsedRecipe. */
export const normalizeSchemaRecipe = (node: SchemaNode, context: SchemaContext): ParsedRecipe => {
  const ingredientLines = readIngredientLines(
    getProperty(node, 'recipeIngredient') ?? getProperty(node, 'ingredients'),
    context,
  )
  const { ingredients, ingredientSections } = groupIngredientEntries(toIngredientEntries(ingredientLines))
  const prepTimeMinutes = parseDurationMinutes(getFirstText(getProperty(node, 'prepTime')))
  // performTime (schema.org's HowTo part) may include the cooking, so it only stands in for a missing cook time.
  const cookTimeMinutes =
    parseDurationMinutes(getFirstText(getProperty(node, 'cookTime'))) ??
    parseDurationMinutes(getFirstText(getProperty(node, 'performTime')))
  const totalTimeMinutes = parseDurationMinutes(getFirstText(getProperty(node, 'totalTime')))
  const authors = dedupeLines(readNames(getProperty(node, 'author') ?? getProperty(node, 'creator'), context))
  const cuisines = dedupeLines(splitList(getProperty(node, 'recipeCuisine')))
  const inLanguage = getFirstText(getProperty(node, 'inLanguage'))
  return {
    ...(inLanguage ? { inLanguage } : {}),
    title: cleanOptionalText(
      getFirstText(getProperty(node, 'name')) ?? getFirstText(getProperty(node, 'headline')),
    ),
    description: cleanOptionalText(getFirstText(getProperty(node, 'description'))),
    ingredients,
    ingredientSections,
    instructions: readInstructions(getProperty(node, 'recipeInstructions'), context),
    prepTimeMinutes,
    cookTimeMinutes,
    totalTimeMinutes: deriveTotalMinutes(prepTimeMinutes, cookTimeMinutes, totalTimeMinutes),
    yields: readYields(getProperty(node, 'recipeYield') ?? getProperty(node, 'yield')),
    image: readImage(getProperty(node, 'image') ?? getProperty(node, 'thumbnailUrl'), context),
    cuisine: cuisines.length > 0 ? cuisines.join(', ') : null,
    tags: dedupeLines([
      ...splitList(getProperty(node, 'recipeCategory')),
      ...splitList(getProperty(node, 'keywords')),
    ]),
    nutrition: readNutrition(getProperty(node, 'nutrition'), context),
    author: authors.length > 0 ? authors.join(', ') : null,
    canonicalUrl: readCanonical(node, context),
  }
}
