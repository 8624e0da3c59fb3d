import { cleanText } from './clean-text'
import { getBlockText, getTextContent, isElement, isUnreadable, MAX_DOM_DEPTH, type DomElement } from './dom'
import { groupIngredientEntries, type IngredientEntry } from './ingredient-sections'
import { readIngredientLines, normalizeSchemaRecipe, type SchemaContext } from './schema-recipe'
import type { SchemaNode } from './schema-values'
import { classifySectionLabel } from './section-labels'
import type { ParsedRecipe } from './types'
import { countStep } from './work-meter'

const URL_PROPERTIES = new Set(['url', 'image', 'sameas', 'mainentityofpage', 'thumbnailurl', 'contenturl'])
const SOURCE_TAGS = new Set(['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track'])
const HEADING_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])
const INGREDIENT_PROPERTIES = new Set(['recipeIngredient', 'ingredients'])

interface MicrodataItem {
  node: SchemaNode
  /** Ingredient values with the group heading they appeared under, for recipe cards that group them. */
  ingredientGroups: Array<{ title: string | null; value: string }>
}

/** Lazy-loading themes put a placeholder in src and the real image in data-src. */
const readImageSource = (element: DomElement): string | null => {
  const src = element.attribs.src
  const lazy =
    element.attribs['data-src'] ?? element.attribs['data-lazy-src'] ?? element.attribs['data-original']
  if (lazy !== undefined && (src === undefined || src.startsWith('data:'))) return lazy
  return src ?? lazy ?? null
}

/** The value of an itemprop element, following the microdata rules for each element kind. */
const readPropertyValue = (element: DomElement, property: string): string | null => {
  const attribs = element.attribs
  if (element.name === 'meta') return attribs.content ?? null
  if (attribs.content !== undefined) return attribs.content
  if (element.name === 'time') return attribs.datetime ?? getTextContent(element)
  if (SOURCE_TAGS.has(element.name)) return readImageSource(element)
  if (element.name === 'link') return attribs.href ?? null
  if (element.name === 'a' || element.name === 'area') {
    // An author link's value should be the name people read, not the profile URL.
    if (URL_PROPERTIES.has(property.toLowerCase())) return attribs.href ?? null
    const text = getTextContent(element).trim()
    return text.length > 0 ? text : (attribs.href ?? null)
  }
  if (element.name === 'object') return attribs.data ?? null
  if (element.name === 'data' || element.name === 'meter') return attribs.value ?? getTextContent(element)
  return getBlockText(element)
}

/** Microdata names properties with itemprop, RDFa with property (often prefixed 'schema:'). */
const readPropertyNames = (element: DomElement): string[] =>
  (element.attribs.itemprop ?? element.attribs.property ?? '')
    .split(/\s+/)
    .filter((name) => name.length > 0)
    .map((name) =>
      name.replace(/^(?:https?:\/\/(?:www\.)?(?:schema|data-vocabulary)\.org\/(?:\w+\/)?|schema:)/i, ''),
    )

// Appends in place: copying the array for every value made 100,000 ingredient spans quadratic (minutes).
const addValue = (node: SchemaNode, property: string, value: unknown): void => {
  const existing = node[property]
  if (Array.isArray(existing)) existing.push(value)
  else node[property] = [value]
}

const isGroupHeading = (element: DomElement): boolean => {
  if (HEADING_TAGS.has(element.name)) return true
  const className = element.attribs.class ?? ''
  return /(?:group|section)[-_]?(?:name|title|header|heading)/i.test(className)
}

/** Reads one itemscope into a schema-like node; nested itemscopes become nested nodes. */
const readItem = (scope: DomElement, depth = 0): MicrodataItem => {
  const types = (scope.attribs.itemtype ?? scope.attribs.typeof ?? '')
    .split(/\s+/)
    .filter((type) => type.length > 0)
    .map(
      (type) =>
        type
          .replace(/\/$/, '')
          .replace(/^schema:/i, '')
          .split('/')
          .pop() ?? type,
    )
  const node: SchemaNode = { '@type': types }
  const ingredientGroups: MicrodataItem['ingredientGroups'] = []
  let groupTitle: string | null = null
  const stack: Array<{ element: DomElement; depth: number }> = []
  const pushChildren = (element: DomElement, elementDepth: number) => {
    for (let index = element.children.length - 1; index >= 0; index--) {
      const child = element.children[index]
      if (child !== undefined && isElement(child)) stack.push({ element: child, depth: elementDepth + 1 })
    }
  }
  pushChildren(scope, depth)
  while (stack.length > 0) {
    const entry = stack.pop()
    if (entry === undefined) break
    countStep()
    const { element } = entry
    if (entry.depth > MAX_DOM_DEPTH || isUnreadable(element)) continue
    const properties = readPropertyNames(element)
    if (properties.length === 0 && isGroupHeading(element)) {
      const title = cleanText(getTextContent(element))
      // The card's own 'Ingredients' or 'Method' heading is not a group.
      groupTitle = classifySectionLabel(title) === null && title.length > 0 ? title : null
      continue
    }
    if (properties.length === 0) {
      pushChildren(element, entry.depth)
      continue
    }
    const isScope = element.attribs.itemscope !== undefined || element.attribs.typeof !== undefined
    const value = isScope
      ? readItem(element, entry.depth).node
      : readPropertyValue(element, properties[0] ?? '')
    for (const property of properties) {
      if (value === null) continue
      addValue(node, property, value)
      if (INGREDIENT_PROPERTIES.has(property) && typeof value === 'string') {
        ingredientGroups.push({ title: groupTitle, value })
      } else {
        // A heading only names a group when ingredients follow it directly, not the card title.
        groupTitle = null
      }
    }
    // Properties nested in a property element still belong to this item ('<div itemprop=x><span itemprop=y>').
    if (!isScope) pushChildren(element, entry.depth)
  }
  return { node, ingredientGroups }
}

const readRecipeScope = (scope: DomElement, pageUrl?: string): ParsedRecipe => {
  const { node, ingredientGroups } = readItem(scope)
  const context: SchemaContext = { pageUrl, resolveReference: (value) => value }
  const recipe = normalizeSchemaRecipe(node, context)
  if (ingredientGroups.some((group) => group.title !== null)) {
    const entries: IngredientEntry[] = []
    let lastTitle: string | null = null
    for (const group of ingredientGroups) {
      if (group.title !== lastTitle && group.title !== null)
        entries.push({ kind: 'header', title: group.title })
      lastTitle = group.title
      for (const line of readIngredientLines(group.value, context)) entries.push({ kind: 'line', text: line })
    }
    Object.assign(recipe, groupIngredientEntries(entries))
  }
  return recipe
}

/** Reads the fullest schema.org Recipe microdata item on the page; null when there is none. */
export const extractMicrodataRecipe = (
  scopes: readonly DomElement[],
  pageUrl?: string,
): ParsedRecipe | null => {
  let best: ParsedRecipe | null = null
  for (const scope of scopes.slice(0, 10)) {
    const recipe = readRecipeScope(scope, pageUrl)
    const size = recipe.ingredients.length + recipe.instructions.length
    if (best === null || size > best.ingredients.length + best.instructions.length) best = recipe
  }
  return best
}
